import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { potLimitLimits } from '../engine';
import { PotLimitRequestDto, PotLimitResponseDto } from './dto/pot-limit.dto';
import { Access } from '../auth/access';

@ApiTags('pot-limit')
@Access('app')
@Controller('v1/pot-limit')
export class PotLimitController {
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pot-limit maxima',
    description:
      'For one decision described by its numbers, without a stored hand: the call, the minimum raise-to and the ' +
      'pot-limit maximum raise-to `2B − b + P` (RULES.md §3.4), with the chips the actor adds for each. The same ' +
      'function sizes raises in live pot-limit hands.',
  })
  @ApiOkResponse({ type: PotLimitResponseDto })
  @ApiProblems({ status: 422, description: 'Missing or negative numbers, a seat given twice, or no big blind.' })
  limits(@Body() body: PotLimitRequestDto): PotLimitResponseDto {
    const seats = new Set<number>();
    body.bets.forEach((b, i) => {
      if (seats.has(b.seat)) {
        throw new ProblemException('validation-error', `/bets/${i}/seat: seat ${b.seat} appears twice`, {
          errors: [{ pointer: `/bets/${i}/seat`, detail: `seat ${b.seat} appears twice; give each player's round bet once` }],
        });
      }
      seats.add(b.seat);
    });
    return potLimitLimits(body);
  }
}
