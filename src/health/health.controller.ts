import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { HealthService } from './health.service';
import { HealthDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness', description: 'Answers 200 while the process serves HTTP. It checks nothing else.' })
  @ApiOkResponse({ type: HealthDto, example: { status: 'ok' } })
  live(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Readiness',
    description:
      'Answers 200 when the database answers a query within two seconds, 503 otherwise, and 503 from the moment the ' +
      'instance begins a graceful stop (SIGTERM) while it still serves for SHUTDOWN_DRAIN_MS. Use it to route traffic.',
  })
  @ApiOkResponse({ type: HealthDto, example: { status: 'ok', database: 'ok' } })
  @ApiProblems({ status: 503, description: 'The database does not answer, or the instance is shutting down.' })
  ready(): Promise<HealthDto> {
    return this.health.ready();
  }
}
