import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, apply, cards, createHand, GAME_IDS, type GameId, type HandConfig, type HandConfigInput, type HandEvent, validateConfig } from '../../../src/engine';
import { fromPhh, parsePhh, toPhh } from '../../../src/formats';
import { autoplay } from './autoplay';
import { config, play, seats, stackedDeck } from './helpers';

/**
 * All-in hands through PHH: exported, parsed, mapped to a manual hand and replayed by the engine,
 * they end with the same stacks and the same pots, won by the same players, as the hand that was
 * played. Stud run-outs (the later streets dealt back to back, nobody left to bet) are the hard case.
 */

const STUD: readonly GameId[] = ['sevenCardStud', 'razz', 'sevenCardStudHiLo', 'fiveCardStud'];
const FIXED: readonly GameId[] = [...STUD, 'omahaHiLo', 'deuceToSevenTripleDraw', 'aceToFiveTripleDraw', 'crazyPineapple'];

function allInConfig(game: GameId, stacks: Record<number, number>, seed: string): HandConfig {
  const antesOnly = game === 'jacksOrBetter' || game === 'lowballDraw';
  const stud = STUD.includes(game);
  const fixed = FIXED.includes(game);
  return config({
    game,
    bettingStructure: fixed ? 'fixedLimit' : 'noLimit',
    stakes: antesOnly ? { ante: 5 } : stud ? { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 } : fixed ? { smallBet: 10, bigBet: 20 } : { smallBlind: 5, bigBlind: 10 },
    seats: seats(stacks),
    button: 4,
    seed,
    ...(game === 'jacksOrBetter' ? { options: { noOpener: 'lowballDraw' } } : {}),
  });
}

/** What a hand came to: every seat's final stack, and each pot with its eligible seats and winners. */
function outcome(events: readonly HandEvent[]) {
  const ended = events.find((e) => e.type === 'handEnded');
  return {
    finalStacks: ended?.type === 'handEnded' ? [...ended.finalStacks].sort((a, b) => a.seat - b.seat) : null,
    pots: events.flatMap((e) => (e.type === 'potAwarded' ? [e.pot] : [])),
  };
}

/** A PHH text read back and replayed through the engine with manual dealing. */
function replayPhh(text: string): { complete: boolean; events: HandEvent[]; actions: Action[] } {
  const parsed = parsePhh(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const imported = fromPhh(parsed.document);
  if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
  const valid = validateConfig(imported.config as HandConfigInput);
  if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
  const started = createHand(valid.config);
  let state = started.state;
  const events = [...started.events];
  for (const { index, action } of imported.actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`action ${index} ${JSON.stringify(action)}: ${result.violation.message}`);
    state = result.state;
    events.push(...result.events);
  }
  return { complete: state.complete, events, actions: imported.actions.map((a) => a.action) };
}

/** The lines of a PHH document's `actions` array. */
function actionLines(text: string): string[] {
  const parsed = parsePhh(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.document.actions as string[];
}

describe.each(GAME_IDS)('%s: an all-in with a side pot survives PHH', (game) => {
  // Seat 2 and seat 4 are short: everyone raising the most he may puts them all in, in fixed limit too.
  const played = autoplay(allInConfig(game, { 2: 32, 4: 75, 7: 400 }, `allin-${game}`), { maniac: true });
  const original = outcome(played.hand.events);

  it('the hand played has an all-in and a side pot', () => {
    expect(original.pots.length).toBeGreaterThanOrEqual(2);
    expect(played.hand.events.some((e) => 'allIn' in e && e.allIn)).toBe(true);
    expect(new Set(original.pots.map((p) => p.eligible.length)).size).toBeGreaterThan(1);
  });

  it.each([
    ['every card known', undefined],
    ["the others' down cards unknown until they show", [2]],
  ])('exported with %s, it replays to the same stacks, pots and winners', (_, visibleSeats) => {
    const text = toPhh(played.hand, visibleSeats ? { visibleSeats } : {});
    const replayed = replayPhh(text);
    expect(replayed.complete).toBe(true);
    expect(outcome(replayed.events)).toEqual(original);
  });
});

describe.each(STUD)('%s: all in on the first street, the later streets run out', (game) => {
  // Seats 2 and 4 cannot cover the first round's raises: both are all in before the second street.
  const threeWay = autoplay(allInConfig(game, { 2: 20, 4: 30, 7: 400 }, `allin3-${game}`), { maniac: true });
  const headsUp = autoplay(allInConfig(game, { 2: 25, 4: 25 }, `allin3-${game}`), { maniac: true });

  it.each([
    ['three-handed, with a side pot', threeWay],
    ['heads-up', headsUp],
  ])('%s: each later street is its own one-card deal, and the replay ends as the hand did', (_, played) => {
    const text = toPhh(played.hand);
    const lines = actionLines(text);
    const lastDecision = lines.map((l) => /^p\d+ (f|cc|cbr|pb)/.test(l)).lastIndexOf(true);
    const runout = lines.slice(lastDecision + 1).filter((l) => l.startsWith('d dh'));
    const players = played.hand.config.seats.length;
    const laterStreets = game === 'fiveCardStud' ? 3 : 4;
    // The run-out is written back to back, one line per player and street.
    expect(runout).toHaveLength(players * laterStreets);
    const replayed = replayPhh(text);
    const runoutDeals = replayed.actions.filter((a) => a.type === 'deal').slice(-players * laterStreets);
    expect(runoutDeals.map((d) => (d.type === 'deal' ? d.cards.length : 0))).toEqual(new Array(players * laterStreets).fill(1));
    expect(replayed.complete).toBe(true);
    expect(outcome(replayed.events)).toEqual(outcome(played.hand.events));
  });

  it('writes the shows before the run-out, each naming the cards held then, from the last aggressor clockwise', () => {
    const lines = actionLines(toPhh(threeWay.hand));
    const shows = lines.map((l, i) => ({ l, i })).filter(({ l }) => / sm /.test(l));
    const firstDeal = lines.findIndex((l, i) => i > shows[0]!.i && l.startsWith('d dh'));
    expect(shows.map((s) => s.i).every((i) => i < firstDeal)).toBe(true);
    const firstStreetCards = game === 'fiveCardStud' ? 2 : 3;
    for (const { l } of shows) expect(l.split(' ')[2]).toHaveLength(firstStreetCards * 2);
    const aggressor = [...lines.slice(0, shows[0]!.i)].reverse().find((l) => / cbr /.test(l))!.split(' ')[0]!;
    const order = shows.map(({ l }) => Number(l.split(' ')[0]!.slice(1)));
    const from = Number(aggressor.slice(1));
    expect(order).toEqual([0, 1, 2].map((k) => ((from - 1 + k) % 3) + 1));
  });
});

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('f7s-all-in-pokerkit.phh: a stud all-in written the PokerKit way', () => {
  it('reads the shows made before the run-out, with the hidden down cards they name', () => {
    const imported = fromPhh(fixture('f7s-all-in-pokerkit.phh'));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const deals = imported.actions.filter((a) => a.action.type === 'deal').map((a) => a.action);
    // Third street (three cards each), then four streets of one card each.
    expect(deals.map((d) => (d.type === 'deal' ? d.cards.length : 0))).toEqual([3, 3, 3, ...new Array(12).fill(1)]);
    // The shows come after the last deal, in the engine's order (the best hand showing on seventh
    // street, p2, first), whatever the order of the file (the last aggressor, p1, first); only the
    // hands with unknown cards need one, naming all seven cards.
    const shows = imported.actions.filter((a) => a.action.type === 'show');
    expect(shows.map((a) => a.action)).toEqual([
      { seat: 3, type: 'show', cards: cards('Qs Qh Qc 5d 6c Jd 2h') },
      { seat: 1, type: 'show', cards: cards('As Ad 2c 7d 7s 3h 5h') },
    ]);
    expect(imported.actions.slice(-2)).toEqual(shows);
  });

  it('replays to its finishing stacks: the main pot to p2, the side pot to p3', () => {
    const replayed = replayPhh(fixture('f7s-all-in-pokerkit.phh'));
    expect(replayed.complete).toBe(true);
    const { finalStacks, pots } = outcome(replayed.events);
    expect(finalStacks?.map((s) => s.stack)).toEqual([0, 42, 188]);
    expect(pots.map((p) => ({ amount: p.amount, winners: p.winners.map((w) => [w.seat, w.amount]) }))).toEqual([
      { amount: 42, winners: [[2, 42]] },
      { amount: 4, winners: [[3, 4]] },
    ]);
  });

  it('refuses a show that leaves a card dealt after it unknown, and accepts a second show naming it', () => {
    const text = fixture('f7s-all-in-pokerkit.phh').replace('"d dh p3 2h"', '"d dh p3 ??"');
    const refused = fromPhh(text);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors).toEqual([{ pointer: '/actions/11', detail: expect.stringContaining('a show after his last card must name the ones still unknown') }]);
    const again = text.replace(/\n\]/, '\n  "p3 sm QsQhQc5d6cJd2h",\n]');
    expect(outcome(replayPhh(again).events).finalStacks?.map((s) => s.stack)).toEqual([0, 42, 188]);
  });
});

describe('the shows moved before a run-out start with the last aggressor', () => {
  // Seat 3 (p2, the big blind) moves all in over a raise; seat 4 (p3) calls, seat 1 (p1, the small
  // blind) calls all in for less: only p3 has chips left, and the board runs out. The engine shows
  // from the river's first player (p1); PokerKit and the phh-std examples from the aggressor (p2).
  const cfg = config({
    game: 'holdem',
    bettingStructure: 'noLimit',
    stakes: { smallBlind: 5, bigBlind: 10 },
    seats: seats({ 1: 150, 3: 200, 4: 500, 6: 500 }),
    button: 6,
    deck: stackedDeck({ game: 'holdem', seats: [1, 3, 4, 6], button: 6, holes: { 1: 'AsKs', 3: 'QdQc', 4: 'JhJd', 6: '7c2d' }, board: '9s8h3c4d5h' }),
  });
  const played = play(cfg, [
    [4, 'raise', 30],
    [6, 'fold'],
    [1, 'call'],
    [3, 'raise', 200],
    [4, 'call'],
    [1, 'call'],
  ]);

  it('writes p2, p3, then p1 before the board cards that were still to come', () => {
    const lines = actionLines(toPhh(played.hand));
    const shows = lines.filter((l) => / sm /.test(l));
    expect(shows).toEqual(['p2 sm QdQc', 'p3 sm JhJd', 'p1 sm AsKs']);
    expect(lines.slice(lines.indexOf(shows[2]!) + 1)).toEqual(['d db 9s8h3c', 'd db 4d', 'd db 5h']);
    expect(outcome(replayPhh(toPhh(played.hand)).events)).toEqual(outcome(played.hand.events));
  });

  it('and reads back, its unknown hands shown in the order the engine takes them, whatever the file order', () => {
    const text = toPhh(played.hand, { visibleSeats: [6] });
    const replayed = replayPhh(text);
    expect(replayed.actions.filter((a) => a.type === 'show').map((a) => a.type === 'show' && a.seat)).toEqual([1, 3, 4]);
    expect(outcome(replayed.events)).toEqual(outcome(played.hand.events));
    // The same document with the shows in the engine's order (p1 first) maps to the same actions.
    const engineOrder = text.replace(/( {2}"p2 sm QdQc",\n {2}"p3 sm JhJd",\n)( {2}"p1 sm AsKs",\n)/, '$2$1');
    expect(engineOrder).not.toBe(text);
    expect(replayPhh(engineOrder).actions).toEqual(replayed.actions);
  });
});
