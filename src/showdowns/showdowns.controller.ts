import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { ShowdownRequestDto } from './dto/showdown-request.dto';
import { ShowdownResultDto } from './dto/showdown-result.dto';
import { RouteValidatedBody } from '../common/problem/validation';
import { ShowdownBodyPipe } from './showdown-body.pipe';
import { OMAHA_HI_LO_SHOWDOWN } from './showdown-examples';
import { ShowdownsService } from './showdowns.service';
import { Access } from '../auth/access';

@ApiTags('showdowns')
@Access('app')
@Controller('v1/showdowns')
export class ShowdownsController {
  constructor(private readonly showdowns: ShowdownsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Evaluate a showdown',
    description:
      "Stateless. Forms each player's hands by the game's rule (Omaha family exactly 2 hole + 3 board cards; " +
      "hold'em, pineapples, Irish and Aviation best five of seven; stud five or seven cards; draw five), ranks them " +
      '(high, ace-to-five, eight-or-better, deuce-to-seven), orders the seats per side and, with `pot`, awards it: ' +
      'hi-lo halves, scoops, odd chips by button position or, in stud, by card (RULES.md §3.9).',
  })
  @ApiBody({
    type: ShowdownRequestDto,
    examples: {
      omahaHiLo: {
        summary: 'Omaha Hi-Lo, pot 61 split 31/30 (RULES.md §2.6 #5)',
        value: OMAHA_HI_LO_SHOWDOWN,
      },
      razz: {
        summary: 'Razz, seven cards each',
        value: {
          game: 'razz',
          players: [
            { seat: 1, cards: ['Ac', 'Ad', '2s', '3h', '3d', '9s', 'Kh'] },
            { seat: 4, cards: ['7c', '6d', '5s', '4h', 'Qd', 'Qs', 'Kd'] },
          ],
          pot: 25,
        },
      },
    },
  })
  @ApiOkResponse({ type: ShowdownResultDto })
  @ApiProblems(
    { status: 400, description: 'The body is not JSON.' },
    {
      status: 422,
      description:
        'Invalid showdown: an unknown field, an unknown game, a card code that is not rank+suit, a card given twice, ' +
        'the wrong number of cards for the game, a seat given twice, too few or too many players, a negative pot, ' +
        'or a pot in a button game without the button. `errors` names each field.',
      example: {
        type: '/problems/validation-error',
        title: 'Invalid request',
        status: 422,
        detail: '/players/1/cards/0: Ac appears twice (first at /players/0/cards/0); a deck has one of each card',
        errors: [{ pointer: '/players/1/cards/0', detail: 'Ac appears twice (first at /players/0/cards/0); a deck has one of each card' }],
      },
    },
    { status: 415, description: 'The body is not sent as application/json.' },
  )
  // The global pipe leaves a RouteValidatedBody to ShowdownBodyPipe, which validates plain bodies in
  // microseconds and hands every other one to the same DTO validation (shape check first).
  evaluate(@Body(ShowdownBodyPipe) body: RouteValidatedBody): ShowdownResultDto {
    return this.showdowns.evaluate(body as ShowdownRequestDto);
  }
}
