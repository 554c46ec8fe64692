import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, apply, cards, createHand, formatCard, GAME_IDS, type GameId, type HandConfigInput, type HandEvent, orderedDeck, UNKNOWN } from '../../../src/engine';
import { pokerStarsGameName, pokerStarsHandNumber, type StoredHand, toPhh, toPokerStars } from '../../../src/formats';
import { autoplay } from './autoplay';
import { config, play, seats, stackedDeck, type Step } from './helpers';

/**
 * PokerStars text, compared line by line with expected files written by hand from the rules (not
 * generated), then the arithmetic of many exported hands checked against the engine's results.
 */

const expected = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8').split('\n');

function text(result: ReturnType<typeof toPokerStars>): string {
  if (!result.ok) throw new Error(result.detail);
  return result.text;
}

/** A deck whose first cards are these, in order; the rest follows in a fixed order. */
function deckStarting(codes: string): string[] {
  const first = cards(codes);
  return [...first, ...orderedDeck().filter((c) => !first.includes(c))].map(formatCard);
}

describe("PokerStars: hold'em, an all-in, an uncalled bet, a side pot and rake", () => {
  const cfg = config({
    game: 'holdem',
    bettingStructure: 'noLimit',
    stakes: { smallBlind: 10, bigBlind: 20 },
    seats: seats({ 1: 1000, 3: 400, 4: 150, 6: 1000 }, { 1: 'Hero', 3: 'Villain', 4: 'Fish', 6: 'Reg' }),
    button: 6,
    deck: stackedDeck({ game: 'holdem', seats: [1, 3, 4, 6], button: 6, holes: { 1: 'AsKs', 3: 'QdQc', 4: '7h7d', 6: '9c8c' }, board: 'Kd7c2sQh3d' }),
    options: { rakeBasisPoints: 500, rakeCap: 30 },
  });
  const played = play(cfg, [[4, 'raise', 150], [6, 'fold'], [1, 'raise', 1000], [3, 'call']], 'h1', new Date(Date.UTC(2026, 10, 30, 17, 0, 0)));

  it('matches the hand-written history line by line', () => {
    const lines = text(toPokerStars(played.hand, { handNumber: 254000000001, tableName: 'Croupier I', maxSeats: 6, hero: 1 })).split('\n');
    expect(lines).toEqual(expected('pokerstars-holdem.txt'));
  });

  it('and its PHH export matches the hand-written document (p1 the small blind, shows before the run-out)', () => {
    expect(toPhh(played.hand).split('\n')).toEqual(expected('holdem-export.phh'));
  });

  it('without a hero writes no Dealt to line: the hole cards appear at showdown only', () => {
    const out = text(toPokerStars(played.hand, { handNumber: 1 }));
    expect(out).not.toContain('Dealt to');
    expect(out).toContain('Hero: shows [As Ks] (a pair of Kings)');
  });
});

describe('PokerStars: seven card stud, bring-in, completion, a capped round', () => {
  // Dealt from the seat left of the dealer (seat 5): 1, 2, 5; three passes, then a burn before each street.
  const deck = deckStarting('Ah Qs 7s Kh Qd 6s 9h 3c 2c 2d 4d Jc Td 2h Kd Qh 2s 9d 5d 3d Kc 8s');
  const cfg = config({
    game: 'sevenCardStud',
    stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    seats: seats({ 1: 200, 2: 200, 5: 200 }, { 1: 'Hero', 2: 'Ann', 5: 'Bo' }),
    button: 5,
    deck,
  });
  const played = play(
    cfg,
    [
      [5, 'bringIn'], [1, 'complete'], [2, 'call'], [5, 'call'],
      [2, 'bet', 5], [5, 'fold'], [1, 'call'],
      [1, 'bet'], [2, 'raise'], [1, 'raise'], [2, 'raise'], [1, 'call'],
      [1, 'check'], [2, 'bet'], [1, 'call'],
      [1, 'bet'], [2, 'call'],
    ],
    'h2',
    new Date(Date.UTC(2026, 10, 30, 17, 5, 0)),
  );

  it('matches the hand-written history line by line', () => {
    const lines = text(toPokerStars(played.hand, { handNumber: '254000000002', tableName: 'Croupier II', hero: 1 })).split('\n');
    expect(lines).toEqual(expected('pokerstars-stud.txt'));
  });

  it("without a hero shows every player's up cards, as PokerStars does for the table", () => {
    const out = text(toPokerStars(played.hand, { handNumber: 1 }));
    expect(out).toContain('Dealt to Hero [9h]\nDealt to Ann [3c]\nDealt to Bo [2c]');
    expect(out).toContain('*** RIVER ***\nHero: bets 10');
  });
});

describe('PokerStars: 2-7 triple draw, draws, stand pat, a fold after a draw', () => {
  const cfg = config({
    game: 'deuceToSevenTripleDraw',
    stakes: { smallBet: 10, bigBet: 20 },
    seats: seats({ 1: 300, 2: 300, 3: 300 }, { 1: 'Hero', 2: 'Dan', 3: 'Eve' }),
    button: 3,
    options: { maxPlayers: 6 },
    deck: stackedDeck({
      game: 'deuceToSevenTripleDraw',
      seats: [1, 2, 3],
      button: 3,
      holes: { 1: '7c 5d 4h 8s Kd', 2: '9s 9c 6h 3d 2h', 3: 'Qc Jd 7h 6d 4s' },
      // Burn, replacements of the first draw, burn, the second, burn, the third.
      after: 'Ad 2c Ts Jh 3s 5c Ac 9d Qs Kh As 8d',
    }),
  });
  const played = play(
    cfg,
    [
      [3, 'call'], [1, 'call'], [2, 'check'],
      [1, 'draw', 'Kd'], [2, 'draw', '9s 9c'], [3, 'draw', 'Qc Jd'],
      [1, 'bet'], [2, 'call'], [3, 'raise'], [1, 'call'], [2, 'call'],
      [1, 'draw', ''], [2, 'draw', 'Ts Jh'], [3, 'draw', '7h'],
      [1, 'bet'], [2, 'fold'], [3, 'call'],
      [1, 'draw', ''], [3, 'draw', 'Kh'],
      [1, 'check'], [3, 'bet'], [1, 'call'],
    ],
    'h3',
    new Date(Date.UTC(2026, 6, 4, 13, 30, 0)),
  );

  it('matches the hand-written history line by line (summer time: 9:30 ET is 13:30 UTC)', () => {
    const lines = text(toPokerStars(played.hand, { handNumber: 254000000003n, tableName: 'Croupier III', hero: 1 })).split('\n');
    expect(lines).toEqual(expected('pokerstars-triple-draw.txt'));
  });
});

describe('PokerStars: mucked hands in the summary', () => {
  // Seat 3 bets the river and shows first; the hero (seat 1) and seat 2 then muck (allowMuck).
  const cfg = config({
    game: 'holdem',
    bettingStructure: 'noLimit',
    stakes: { smallBlind: 5, bigBlind: 10 },
    seats: seats({ 1: 500, 2: 500, 3: 500 }, { 1: 'Hero' }),
    button: 3,
    options: { allowMuck: true },
    deck: stackedDeck({ game: 'holdem', seats: [1, 2, 3], button: 3, holes: { 1: 'AsKs', 2: '7h7d', 3: 'QdQc' }, board: 'Kd7c2s3h4d' }),
  });
  const played = play(cfg, [
    [3, 'call'], [1, 'call'], [2, 'check'],
    [1, 'check'], [2, 'check'], [3, 'check'],
    [1, 'check'], [2, 'check'], [3, 'check'],
    [1, 'check'], [2, 'check'], [3, 'bet', 10], [1, 'call'], [2, 'call'],
    [1, 'muck'], [2, 'muck'],
  ]);

  it("prints the hero's own mucked cards and only his", () => {
    const out = text(toPokerStars(played.hand, { hero: 1 }));
    expect(out).toContain('Seat 1: Hero (small blind) mucked [As Ks]\n');
    expect(out).toContain('Seat 2: Player2 (big blind) mucked\n');
    expect(out).not.toContain('7h');
  });

  it('without a hero prints no mucked cards at all', () => {
    const out = text(toPokerStars(played.hand));
    expect(out).toContain('Seat 1: Hero (small blind) mucked\n');
    expect(out).toContain('Seat 2: Player2 (big blind) mucked\n');
  });
});

describe('PokerStars: a hi-lo pot won by the last hand left after the others muck', () => {
  // Omaha Hi/Lo, checked down; seat 1 shows first (left of the button), seats 2 and 3 concede (allowMuck).
  const mucked = (hole1: string) => {
    const cfg = config({
      game: 'omahaHiLo',
      bettingStructure: 'fixedLimit',
      stakes: { smallBet: 10, bigBet: 20 },
      seats: seats({ 1: 200, 2: 200, 3: 200 }),
      button: 3,
      options: { allowMuck: true },
      deck: stackedDeck({ game: 'omahaHiLo', seats: [1, 2, 3], button: 3, holes: { 1: hole1, 2: '9h9dTcJc', 3: '6h7hQcQd' }, board: '3h5d8cKhQs' }),
    });
    const checks: Step[] = [[1, 'check'], [2, 'check'], [3, 'check']];
    return text(toPokerStars(play(cfg, [[3, 'call'], [1, 'call'], [2, 'check'], ...checks, ...checks, ...checks, [2, 'muck'], [3, 'muck']]).hand));
  };

  it('says no low qualified only when the hand shown had none', () => {
    // A-2 with 3-5-8 on the board: an eight low, which qualifies.
    const withLow = mucked('As2sKdKc');
    expect(withLow).toContain('Player1: shows [As 2s Kd Kc] (HI: three of a kind, Kings; LO: 8,5,3,2,A)');
    expect(withLow).toContain('Player1 collected 30 from pot');
    expect(withLow).not.toContain('No low hand qualified');
    // K-K-J-T: no two cards of 8 or below, so no low.
    const withoutLow = mucked('KdKcJsTs');
    expect(withoutLow).toContain('Player1 collected 30 from pot\nNo low hand qualified\n');
  });
});

describe('PokerStars: a manually dealt hand with unknown cards (??)', () => {
  // Seats 2 and 3 are dealt unseen cards; at showdown seat 2 concedes unseen, seat 3 names his hand.
  const cfg = config({
    game: 'holdem',
    bettingStructure: 'noLimit',
    stakes: { smallBlind: 5, bigBlind: 10 },
    seats: seats({ 1: 500, 2: 500, 3: 500 }, { 1: 'Hero' }),
    button: 3,
    dealing: 'manual',
  });
  const actions: Action[] = [
    { type: 'deal', seat: 1, cards: cards('As Ks') },
    { type: 'deal', seat: 2, cards: [UNKNOWN, UNKNOWN] },
    { type: 'deal', seat: 3, cards: [UNKNOWN, UNKNOWN] },
    { seat: 3, type: 'call' }, { seat: 1, type: 'call' }, { seat: 2, type: 'check' },
    { type: 'deal', cards: cards('Kd 7c 2s') },
    { seat: 1, type: 'check' }, { seat: 2, type: 'check' }, { seat: 3, type: 'check' },
    { type: 'deal', cards: cards('3h') },
    { seat: 1, type: 'check' }, { seat: 2, type: 'check' }, { seat: 3, type: 'check' },
    { type: 'deal', cards: cards('4d') },
    { seat: 1, type: 'check' }, { seat: 2, type: 'check' }, { seat: 3, type: 'check' },
    { seat: 2, type: 'muck' },
    { seat: 3, type: 'show', cards: cards('Qd Qc') },
  ];
  const started = createHand(cfg);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.violation.message}`);
    state = result.state;
    events.push(...result.events);
  }
  const hand: StoredHand = { id: 'manual-1', config: cfg, events };

  it('never prints ??: a hero dealt unseen cards gets no Dealt to line, his unseen muck no cards', () => {
    const out = text(toPokerStars(hand, { hero: 2 }));
    expect(out).not.toContain('??');
    expect(out).not.toContain('Dealt to');
    expect(out).toContain('Seat 2: Player2 (big blind) mucked\n');
    expect(out).toContain('Player3: shows [Qd Qc] (a pair of Queens)');
    expect(out.match(/\*\*\* HOLE CARDS \*\*\*/g)).toHaveLength(1);
    expect(text(toPokerStars(hand, { hero: 1 }))).toContain('Dealt to Hero [As Ks]\n');
  });

  it('refuses a hand whose shown cards are not named', () => {
    const unnamed = events.map((e): HandEvent => (e.type === 'show' && e.seat === 3 ? { ...e, cards: [UNKNOWN, UNKNOWN] } : e));
    expect(toPokerStars({ ...hand, events: unnamed })).toEqual({ ok: false, detail: 'seat 3 shows cards that are not named (??); a PokerStars showdown names every card shown' });
  });
});

/** Reads back an exported history: what each player put in and collected, and the summary totals. */
function ledger(out: string) {
  const put = new Map<string, number>();
  const add = (name: string, n: number) => put.set(name, (put.get(name) ?? 0) + n);
  const inRound = new Map<string, number>();
  let collected = 0;
  const won = new Map<string, number>();
  for (const line of out.split('\n')) {
    let m: RegExpExecArray | null;
    if (line.startsWith('*** ')) inRound.clear();
    if ((m = /^(.+): posts the ante (\d+)/.exec(line))) add(m[1]!, Number(m[2]));
    else if ((m = /^(.+): (?:posts (?:small|big) blind|brings in for|calls|bets) (\d+)/.exec(line))) {
      add(m[1]!, Number(m[2]));
      inRound.set(m[1]!, (inRound.get(m[1]!) ?? 0) + Number(m[2]));
    } else if ((m = /^(.+): (?:raises \d+|completes it) to (\d+)/.exec(line))) {
      const before = inRound.get(m[1]!) ?? 0;
      add(m[1]!, Number(m[2]) - before);
      inRound.set(m[1]!, Number(m[2]));
    } else if ((m = /^Uncalled bet \((\d+)\) returned to (.+)$/.exec(line))) add(m[2]!, -Number(m[1]));
    else if ((m = /^(.+) collected (\d+) from /.exec(line))) {
      collected += Number(m[2]);
      won.set(m[1]!, (won.get(m[1]!) ?? 0) + Number(m[2]));
    }
  }
  const total = /^Total pot (\d+)(.*) \| Rake (\d+)$/m.exec(out)!;
  const parts = [...total[2]!.matchAll(/pot(?:-\d+)? (\d+)\./g)].map((p) => Number(p[1]));
  return { put, won, collected, total: Number(total[1]), rake: Number(total[3]), parts };
}

const EXPORTED: { game: GameId; structure: 'fixedLimit' | 'potLimit' | 'noLimit' }[] = [
  { game: 'holdem', structure: 'noLimit' },
  { game: 'holdem', structure: 'fixedLimit' },
  { game: 'omaha', structure: 'potLimit' },
  { game: 'omahaHiLo', structure: 'fixedLimit' },
  { game: 'sevenCardStud', structure: 'fixedLimit' },
  { game: 'sevenCardStudHiLo', structure: 'fixedLimit' },
  { game: 'razz', structure: 'fixedLimit' },
  { game: 'lowballDraw', structure: 'noLimit' },
  { game: 'deuceToSevenTripleDraw', structure: 'fixedLimit' },
];

describe.each(EXPORTED)('PokerStars arithmetic: $game $structure', ({ game, structure }) => {
  const stud = game === 'sevenCardStud' || game === 'sevenCardStudHiLo' || game === 'razz';
  const fixed = structure === 'fixedLimit';
  const stakes: HandConfigInput['stakes'] = stud ? { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } : fixed ? { smallBet: 10, bigBet: 20, ante: 2 } : { smallBlind: 5, bigBlind: 10, ante: 1 };
  const options = { rakeBasisPoints: 500, rakeCap: 7, ...(game === 'lowballDraw' ? { lowballType: 'deuce-to-seven' } : {}) };

  it.each([1, 2, 3, 4, 5, 6])('seed %i: money in, money out, totals and rake reconcile with the engine', (n) => {
    const cfg = config({ game, bettingStructure: structure, stakes, seats: seats({ 1: 90, 3: 300, 5: 150, 8: 500 }), button: 3, seed: `ps-${game}-${n}`, options });
    const played = autoplay(cfg, { folder: [1, 5, 8][n % 3]!, shove: n % 2 === 0 });
    const out = text(toPokerStars(played.hand, { hero: 5 }));
    const book = ledger(out);
    const ended = played.hand.events.find((e) => e.type === 'handEnded');
    if (ended?.type !== 'handEnded') throw new Error('not over');
    for (const s of cfg.seats) {
      const name = `Player${s.seat}`;
      const final = ended.finalStacks.find((f) => f.seat === s.seat)!.stack;
      expect({ name, stack: s.stack - (book.put.get(name) ?? 0) + (book.won.get(name) ?? 0) }).toEqual({ name, stack: final });
      // The summary's "won (N)" agrees with the collected lines.
      const summary = new RegExp(`^Seat ${s.seat}: ${name}.*(?:won|collected) \\((\\d+)\\)`, 'm').exec(out);
      expect(summary ? Number(summary[1]) : 0).toBe(book.won.get(name) ?? 0);
    }
    const rake = played.hand.events.reduce((r, e) => r + (e.type === 'potAwarded' ? e.pot.rake : 0), 0);
    expect(book.rake).toBe(rake);
    expect(book.collected).toBe(book.total - book.rake);
    if (book.parts.length > 0) expect(book.parts.reduce((a, b) => a + b, 0)).toBe(book.total - book.rake);
    const putIn = [...book.put.values()].reduce((a, b) => a + b, 0);
    expect(putIn).toBe(book.total);
  });
});

describe('PokerStars: games and hand numbers', () => {
  it('says which games it cannot write, and why', () => {
    const unsupported = GAME_IDS.filter((g) => !EXPORTED.some((e) => e.game === g));
    expect(unsupported).toEqual(['crazyPineapple', 'crazyPineappleHiLo', 'jacksOrBetter', 'aceToFiveTripleDraw', 'courchevel', 'irish', 'aviation', 'fiveCardStud']);
    for (const game of unsupported) {
      const fixedOnly = game === 'fiveCardStud' || game === 'aceToFiveTripleDraw';
      const stakes = game === 'jacksOrBetter' ? { ante: 1 } : fixedOnly ? { smallBet: 2, bigBet: 4 } : { smallBlind: 1, bigBlind: 2 };
      const cfg = config({ game, bettingStructure: fixedOnly ? 'fixedLimit' : 'noLimit', seats: seats({ 1: 100, 2: 100 }), button: 1, seed: 's', stakes });
      expect(pokerStarsGameName(cfg).ok).toBe(false);
      expect(toPokerStars(autoplay(cfg).hand).ok).toBe(false);
    }
    const jacks = config({ game: 'jacksOrBetter', seats: seats({ 1: 100, 2: 100 }), button: 1, seed: 's', stakes: { ante: 1 } });
    expect(pokerStarsGameName(jacks)).toEqual({ ok: false, detail: expect.stringContaining('5 Card Draw') });
    const antesOnly = config({ game: 'lowballDraw', seats: seats({ 1: 100, 2: 100 }), button: 1, seed: 's', stakes: { ante: 1 }, options: { lowballType: 'deuce-to-seven' } });
    expect(pokerStarsGameName(antesOnly)).toEqual({ ok: false, detail: 'PokerStars deals 2-7 Single Draw with blinds; this hand has antes only' });
  });

  it('derives a stable number of at most 18 digits from the hand id, and keeps numeric ids', () => {
    const a = pokerStarsHandNumber('8d0f7c7e-3c1a-4c43-9a4e-5f0b1c2d3e4f');
    expect(a).toMatch(/^[1-9][0-9]{0,17}$/);
    expect(pokerStarsHandNumber('8d0f7c7e-3c1a-4c43-9a4e-5f0b1c2d3e4f')).toBe(a);
    expect(pokerStarsHandNumber('8d0f7c7e-3c1a-4c43-9a4e-5f0b1c2d3e40')).not.toBe(a);
    expect(pokerStarsHandNumber('000123')).toBe('123');
  });

  it('refuses a hand that is not over', () => {
    const cfg = config({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: seats({ 1: 100, 2: 100 }), button: 1, seed: 's' });
    const played = autoplay(cfg);
    const partial = { ...played.hand, events: played.hand.events.slice(0, 5) };
    expect(toPokerStars(partial)).toEqual({ ok: false, detail: 'the hand is not over; PokerStars histories are written when it is' });
  });
});
