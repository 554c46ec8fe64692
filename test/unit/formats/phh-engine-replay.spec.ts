import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apply, createHand, GAME_IDS, type GameId, type HandConfigInput, validateConfig } from '../../../src/engine';
import { fromPhh, parsePhhs, type PhhDocument, toPhh } from '../../../src/formats';
import { autoplay } from './autoplay';
import { config } from './helpers';

/**
 * The import mapping wired to the engine's manual dealing: a PHH document's configuration and
 * actions, replayed with `createHand` and `apply`, reach the end of the hand with the stacks the
 * document records (or the original hand had).
 */
function replayed(doc: string | PhhDocument): { complete: boolean; stacks: number[]; expected?: number[]; pots: { amount: number; winners: unknown[] }[] } {
  const imported = fromPhh(doc);
  if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
  const valid = validateConfig(imported.config as HandConfigInput);
  if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
  let { state } = createHand(valid.config);
  const pots: { amount: number; winners: unknown[] }[] = [];
  for (const { index, action } of imported.actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`action ${index} ${JSON.stringify(action)}: ${result.violation.message}`);
    state = result.state;
    for (const e of result.events) if (e.type === 'potAwarded') pots.push({ amount: e.pot.amount, winners: e.pot.winners });
  }
  const stacks = imported.seatOrder.map((seat) => state.players.find((p) => p.seat === seat)!.stack);
  return { complete: state.complete, stacks, pots, ...(imported.finishingStacks ? { expected: imported.finishingStacks } : {}) };
}

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

it.each([
  ['nt-side-pots.phh', [461, 0, 300, 999]],
  ['f7s-bring-in.phh', [97, 129, 74]],
  ['f2l3d-draws.phh', [580, 450, 470]],
  ['fo8-split.phh', [300, 250]],
  ['fo8-three-way-split.phh', [220, 220, 160]],
  ['f7s-all-in-pokerkit.phh', [0, 42, 188]],
])('the hand-written %s replays to its finishing stacks', (name, stacks) => {
  expect(replayed(fixture(name))).toMatchObject({ complete: true, stacks });
});

it('fo8-three-way-split.phh: the high half and the low half go to different players, stacks move', () => {
  const result = replayed(fixture('fo8-three-way-split.phh'));
  expect(result.pots).toEqual([{ amount: 120, winners: [{ seat: 1, amount: 60, high: 60, low: 0 }, { seat: 2, amount: 60, high: 0, low: 60 }] }]);
  expect(result.stacks).not.toEqual([200, 200, 200]);
});

it('the hands of mixed.phhs replay to their end', () => {
  const parsed = parsePhhs(fixture('mixed.phhs'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  expect(parsed.documents.map((d) => replayed(d.document)).map(({ complete, stacks }) => ({ complete, stacks }))).toEqual([
    // Razz: antes 3, bring-in 2, completion 4 and a call make 13, won by p2's bet on fourth street.
    { complete: true, stacks: [57, 68, 55] },
    // 2-7: raise to 60 and a call make 120, won by p1's bet after the draw.
    { complete: true, stacks: [1060, 940] },
  ]);
});

describe.each(GAME_IDS)('%s exported and replayed by hand', (game: GameId) => {
  const antesOnly = game === 'jacksOrBetter' || game === 'lowballDraw';
  const stud = ['sevenCardStud', 'razz', 'sevenCardStudHiLo', 'fiveCardStud'].includes(game);
  const fixed = stud || ['omahaHiLo', 'deuceToSevenTripleDraw', 'aceToFiveTripleDraw', 'crazyPineapple'].includes(game);
  const cfg = config({
    game,
    bettingStructure: fixed ? 'fixedLimit' : 'potLimit',
    stakes: antesOnly ? { ante: 5 } : stud ? { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 } : fixed ? { smallBet: 10, bigBet: 20 } : { smallBlind: 5, bigBlind: 10 },
    seats: [
      { seat: 2, stack: 1000 },
      { seat: 4, stack: 300 },
      { seat: 7, stack: 1200 },
    ],
    button: 4,
    seed: `replay-${game}`,
    ...(game === 'jacksOrBetter' ? { options: { noOpener: 'lowballDraw' } } : {}),
  });
  const played = autoplay(cfg, { folder: 7, shove: true });

  it('with every card known', () => {
    const result = replayed(toPhh(played.hand));
    expect(result.complete).toBe(true);
    expect(result.stacks).toEqual(result.expected);
  });

  it("with the other players' down cards unknown until they show", () => {
    const result = replayed(toPhh(played.hand, { visibleSeats: [2] }));
    expect(result.complete).toBe(true);
    expect(result.stacks).toEqual(result.expected);
  });
});
