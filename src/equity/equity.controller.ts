import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem/api-problem.decorator';
import { Access } from '../auth/access';
import { EquityRequestDto } from './dto/equity-request.dto';
import { EquityResultDto } from './dto/equity-result.dto';
import { HOLDEM_RANGE_EQUITY, OMAHA_HI_LO_EQUITY } from './equity-examples';
import { EquityService } from './equity.service';

@ApiTags('equity')
@Access('app')
@Controller('v1/equity')
export class EquityController {
  constructor(private readonly equity: EquityService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Compute each player’s equity',
    description:
      'Stateless. Each player’s expected share of the pot over the rest of the hand, which is: in flop games every ' +
      'completion of the board (pineapples, Irish and Aviation once their discards are made; before that the request ' +
      'is refused: the equity depends on the cards kept); in stud the remaining streets dealt to every live player from ' +
      'the unseen cards, with the community card of RULES.md §4.4 when the stub would not give everyone a card (the stub ' +
      'is every card not named: give folded and burned cards as `dead`); in draw games the next draw only, each player ' +
      'keeping the cards given and drawing the rest. Exact enumeration when the runouts fit `exactLimit`, otherwise seeded ' +
      'Monte Carlo (the seed and the standard error are returned). Hi-lo games split each runout’s pot: half to the best ' +
      'high, half to the best qualifying low, all of it to the high without a low; `high` + `low` = `equity`. ' +
      '`timeBudgetMs` bounds the computing; `cutShort` says when it stopped the run. An exact enumeration chosen by ' +
      'default that has not finished in half the budget gives way to Monte Carlo for the rest.',
  })
  @ApiBody({
    type: EquityRequestDto,
    examples: {
      holdemRange: { summary: "Hold'em on the flop: AhKh against a range", value: HOLDEM_RANGE_EQUITY },
      omahaHiLo: { summary: 'Omaha Hi-Lo on the flop: high and low shares', value: OMAHA_HI_LO_EQUITY },
      preflop: { summary: "Hold'em preflop, exact over 1,712,304 boards", value: { game: 'holdem', players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] } },
      stud: {
        summary: '7 Card Stud on 5th street, an opponent’s down cards unseen',
        value: { game: 'sevenCardStud', players: [{ down: ['As', 'Ad'], up: ['7c', '8h', '2s'] }, { down: ['??', '??'], up: ['Kd', 'Kh', '9c'] }] },
      },
    },
  })
  @ApiOkResponse({ type: EquityResultDto })
  @ApiProblems(
    { status: 400, description: 'The body is not JSON.' },
    {
      status: 422,
      description:
        'Invalid request (`/problems/validation-error`, `errors` names each field): an unknown field or game, a card code that is ' +
        'not rank+suit, a card given twice across players, board and dead cards, too many or too few cards for the game ' +
        'and street, a range in a game without ranges, too few unseen cards for the rest of the hand. ' +
        'Also `/problems/discards-pending` (a pineapple, Irish or Aviation player who has not discarded yet), ' +
        '`/problems/invalid-range` (a range that does not parse) and `/problems/empty-range` (a range whose every ' +
        'combination holds a card already named), each naming the player.',
    },
    { status: 415, description: 'The body is not sent as application/json.' },
    {
      status: 503,
      description:
        'Every equity worker of this instance is busy and its queue is full (`/problems/equity-busy`; `Retry-After` says when to ' +
        'retry), or the instance is shutting down. Computations run on worker threads, never on the thread that serves requests.',
    },
  )
  evaluate(@Body() body: EquityRequestDto): Promise<EquityResultDto> {
    return this.equity.evaluate(body);
  }
}
