import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RootDto } from './root.dto';

const ROOT: RootDto = {
  name: 'Croupier',
  description: 'The rules of sixteen poker games over HTTP: the game catalogue, showdowns, legal actions with exact amounts, stored and replayable hands.',
  authentication: 'Every /v1 route takes Authorization: Bearer <key>; make an app and its key with `npm run -s keys -- create-app my-app` (README: Access control). The links below need no key.',
  links: {
    docs: { href: '/docs', title: 'API documentation (Swagger UI)' },
    openapi: { href: '/docs-json', title: 'The OpenAPI document' },
    games: { href: '/v1/games', title: 'The game catalogue (needs a key)' },
    health: { href: '/health/ready', title: 'Readiness: the database answers' },
    problems: { href: '/problems', title: 'Every error type, with its status and meaning' },
  },
};

/** `/` says what this is and where to go next, so a first request to the bare address is not a 404. */
@ApiTags('health')
@Controller()
export class RootController {
  @Get()
  @ApiOperation({ summary: 'Service index', description: 'What the service is and links to its documentation, catalogue, health and error types. Public.', security: [] })
  @ApiOkResponse({ type: RootDto, example: ROOT })
  index(): RootDto {
    return ROOT;
  }
}
