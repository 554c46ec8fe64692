import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ProblemException } from '../common/problem/problem';
import { RetentionView, SetRetentionDto } from './dto/retention.dto';
import type { AppRetention } from './retention.repository';
import { RetentionRepository } from './retention.repository';

const noSuchApp = (id: string) => new ProblemException('not-found', `There is no app '${id}'.`);
const uuid = new ParseUUIDPipe({ exceptionFactory: () => new ProblemException('not-found', 'There is no such app: identifiers are UUIDs.') });

/** How long an app's complete hands are kept (admin keys only, like the other app settings). */
@ApiTags('admin')
@Access('admin')
@Controller('v1/admin/apps/:id/retention')
export class RetentionController {
  constructor(private readonly retention: RetentionRepository) {}

  @Get()
  @ApiOperation({ summary: "Get an app's hand retention", description: 'How many days the app\'s complete hands are kept; null: kept until the app deletes them.' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: RetentionView })
  @ApiProblems({ status: 404, description: 'No such app.' })
  async get(@Param('id', uuid) id: string): Promise<RetentionView> {
    return found(id, await this.retention.find(id));
  }

  @Put()
  @ApiOperation({
    summary: "Set an app's hand retention",
    description:
      'The storage sweep deletes, in batches, the app\'s complete hands created more than `completeHandRetentionDays` days ago, ' +
      'with their events, seat tokens and idempotency keys. Live hands are never deleted. null turns retention off (the default).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: RetentionView })
  @ApiProblems({ status: 404, description: 'No such app.' }, { status: 422, description: 'Not a whole number of days from 1 to 36500, nor null.' })
  async set(@Param('id', uuid) id: string, @Body() body: SetRetentionDto): Promise<RetentionView> {
    return found(id, await this.retention.set(id, body.completeHandRetentionDays));
  }
}

function found(id: string, retention: AppRetention | null): RetentionView {
  if (!retention) throw noSuchApp(id);
  return retention;
}
