import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from './api-problem.decorator';
import { ProblemException } from './problem';
import { ProblemTypeDto } from './problem.dto';
import { findProblemType, listProblemTypes } from './problem-types';

/** The `type` URIs of problem responses resolve here, so each error kind documents itself. */
@ApiTags('problems')
@Controller('problems')
export class ProblemsController {
  @Get()
  @ApiOperation({ summary: 'List problem types', description: 'Every kind of error the API returns, with its status and meaning.' })
  @ApiOkResponse({ type: [ProblemTypeDto] })
  list(): readonly ProblemTypeDto[] {
    return listProblemTypes();
  }

  @Get(':code')
  @ApiOperation({ summary: 'Describe a problem type', description: 'What the `type` of a problem response means.' })
  @ApiOkResponse({ type: ProblemTypeDto })
  @ApiProblems({ status: 404, description: 'No problem type has this code.' })
  get(@Param('code') code: string): ProblemTypeDto {
    const type = findProblemType(code);
    if (!type) throw new ProblemException('not-found', `There is no problem type '${code}'; GET /problems lists them.`);
    return type;
  }
}
