import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Agent, bootWithKey } from './app';

/**
 * RULES.md §4.0, transcribed row by row: id, name, max players, hole down/up, board, betting rounds,
 * forced bets, high/low rankings and hand forming, default structure and allowed structures.
 */
type Row = [
  id: string,
  name: string,
  max: number,
  down: number,
  up: number,
  atShowdown: number,
  board: number,
  rounds: number,
  forced: string,
  high: string | null,
  low: string | null,
  forming: string,
  defaultStructure: string,
  allowed: 'all' | 'FL',
];
const SUMMARY: Row[] = [
  ['holdem', "Texas Hold'em", 10, 2, 0, 2, 5, 4, 'blinds', 'high', null, 'best5of7', 'fixedLimit', 'all'],
  ['omaha', 'Omaha', 10, 4, 0, 4, 5, 4, 'blinds', 'high', null, 'exactly2plus3', 'potLimit', 'all'],
  ['omahaHiLo', 'Omaha Hi-Lo 8/b', 10, 4, 0, 4, 5, 4, 'blinds', 'high', 'eightOrBetter', 'exactly2plus3', 'fixedLimit', 'all'],
  ['sevenCardStud', '7 Card Stud', 8, 3, 4, 7, 0, 5, 'antesAndBringIn', 'high', null, 'best5of7', 'fixedLimit', 'FL'],
  ['razz', 'Razz', 8, 3, 4, 7, 0, 5, 'antesAndBringIn', null, 'aceToFive', 'best5of7', 'fixedLimit', 'FL'],
  ['sevenCardStudHiLo', '7 Card Stud Hi-Lo 8/b', 8, 3, 4, 7, 0, 5, 'antesAndBringIn', 'high', 'eightOrBetter', 'best5of7', 'fixedLimit', 'FL'],
  ['crazyPineapple', 'Crazy Pineapple', 10, 3, 0, 2, 5, 4, 'blinds', 'high', null, 'best5of7', 'fixedLimit', 'all'],
  ['crazyPineappleHiLo', 'Crazy Pineapple 8/b', 10, 3, 0, 2, 5, 4, 'blinds', 'high', 'eightOrBetter', 'best5of7', 'fixedLimit', 'all'],
  ['jacksOrBetter', 'Poker fermé (jacks to open)', 8, 5, 0, 5, 0, 2, 'antes', 'high', null, 'all5', 'potLimit', 'all'],
  ['lowballDraw', 'Nullot', 8, 5, 0, 5, 0, 2, 'antes', null, 'aceToFive', 'all5', 'potLimit', 'all'],
  ['deuceToSevenTripleDraw', 'Deuce to Seven Triple Draw', 8, 5, 0, 5, 0, 4, 'blinds', null, 'deuceToSeven', 'all5', 'fixedLimit', 'all'],
  ['aceToFiveTripleDraw', 'Ace to Five Triple Draw', 8, 5, 0, 5, 0, 4, 'blinds', null, 'aceToFive', 'all5', 'fixedLimit', 'all'],
  ['courchevel', 'Courchevel', 8, 5, 0, 5, 5, 4, 'blinds', 'high', null, 'exactly2plus3', 'potLimit', 'all'],
  ['irish', 'Irish', 10, 4, 0, 2, 5, 4, 'blinds', 'high', null, 'best5of7', 'potLimit', 'all'],
  ['aviation', 'Aviation', 10, 4, 0, 2, 5, 4, 'blinds', 'high', null, 'best5of7', 'potLimit', 'all'],
  ['fiveCardStud', '5 Card Stud', 10, 1, 4, 5, 0, 4, 'antesAndBringIn', 'high', null, 'all5', 'fixedLimit', 'FL'],
];

interface GameView {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  usualMaxPlayers?: number;
  forcedBets: string;
  cards: { down: number; up: number; atShowdown: number; board: number };
  bettingRounds: { name: string; unit: string; firstToAct: string; before: { kind: string; count?: number; faces?: string[] }[] }[];
  handForming: string;
  rankings: { high: string | null; low: string | null; split: string };
  bettingStructures: { default: string; allowed: string[] };
  maxDraw?: number;
  options: { name: string; default: unknown }[];
  playable: boolean;
}

describe('game catalogue (GET /v1/games)', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  let games: GameView[];

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
    const res = await api.get('/v1/games').expect(200);
    games = res.body.games;
  });
  afterAll(() => app.close());

  it('lists the sixteen games of §4.0, in order, with their ids', () => {
    expect(games.map((g) => g.id)).toEqual(SUMMARY.map((r) => r[0]));
  });

  it.each(SUMMARY)('%s matches its row of §4.0', (id, name, max, down, up, atShowdown, board, rounds, forced, high, low, forming, def, allowed) => {
    const g = games.find((x) => x.id === id)!;
    expect(g.name).toBe(name);
    expect(g.minPlayers).toBe(2);
    expect(g.maxPlayers).toBe(max);
    expect(g.cards).toEqual({ down, up, atShowdown, board });
    expect(g.bettingRounds).toHaveLength(rounds);
    expect(g.forcedBets).toBe(forced);
    expect(g.rankings.high).toBe(high);
    expect(g.rankings.low).toBe(low);
    expect(g.rankings.split).toBe(high && low ? 'hiLo' : high ? 'high' : 'low');
    expect(g.handForming).toBe(forming);
    expect(g.bettingStructures.default).toBe(def);
    expect(g.bettingStructures.allowed).toEqual(allowed === 'FL' ? ['fixedLimit'] : ['fixedLimit', 'potLimit', 'noLimit']);
    // The cards the steps deal add up to the summary's counts.
    const steps = g.bettingRounds.flatMap((r) => r.before);
    const dealt = steps.filter((s) => s.kind === 'hole').flatMap((s) => s.faces ?? []);
    expect(dealt.filter((f) => f === 'down')).toHaveLength(down);
    expect(dealt.filter((f) => f === 'up')).toHaveLength(up);
    expect(steps.filter((s) => s.kind === 'board').reduce((n, s) => n + (s.count ?? 0), 0)).toBe(board);
    const discarded = steps.filter((s) => s.kind === 'discard').reduce((n, s) => n + (s.count ?? 0), 0);
    expect(down + up - discarded).toBe(atShowdown);
  });

  it('gives each betting round its fixed-limit unit (§4.1, §4.4, §4.8, §4.11, §4.16)', () => {
    const units = (id: string) => games.find((g) => g.id === id)!.bettingRounds.map((r) => r.unit);
    expect(units('holdem')).toEqual(['smallBet', 'smallBet', 'bigBet', 'bigBet']);
    expect(units('sevenCardStud')).toEqual(['smallBet', 'smallBet', 'bigBet', 'bigBet', 'bigBet']);
    expect(units('fiveCardStud')).toEqual(['smallBet', 'smallBet', 'bigBet', 'bigBet']);
    expect(units('jacksOrBetter')).toEqual(['smallBet', 'bigBet']);
    expect(units('deuceToSevenTripleDraw')).toEqual(['smallBet', 'smallBet', 'bigBet', 'bigBet']);
  });

  it('orders the deal of the discard games as §4.7, §4.13 and §4.15 say', () => {
    const before = (id: string, round: number) => games.find((g) => g.id === id)!.bettingRounds[round]!.before.map((s) => s.kind);
    expect(before('aviation', 1)).toEqual(['discard', 'burn', 'board']);
    expect(before('aviation', 2)).toEqual(['discard', 'burn', 'board']);
    expect(before('crazyPineapple', 1)).toEqual(['burn', 'board']);
    expect(before('crazyPineapple', 2)).toEqual(['discard', 'burn', 'board']);
    expect(before('irish', 2)).toEqual(['discard', 'burn', 'board']);
    expect(before('courchevel', 0)).toEqual(['hole', 'burn', 'board']);
  });

  it('names who opens each round: blinds, bring-in, best showing hand (§3.3, §3.6, §4.4)', () => {
    const openers = (id: string) => games.find((g) => g.id === id)!.bettingRounds.map((r) => r.firstToAct);
    expect(openers('holdem')).toEqual(['leftOfBigBlind', 'leftOfButton', 'leftOfButton', 'leftOfButton']);
    expect(openers('razz')).toEqual(['bringIn', 'bestShowingHand', 'bestShowingHand', 'bestShowingHand', 'bestShowingHand']);
    expect(openers('jacksOrBetter')).toEqual(['leftOfButton', 'leftOfButton']);
    expect(openers('aceToFiveTripleDraw')[0]).toBe('leftOfBigBlind');
  });

  it('publishes the §6 options that apply, with their defaults per game', () => {
    const option = (id: string, name: string) => games.find((g) => g.id === id)!.options.find((o) => o.name === name);
    expect(option('jacksOrBetter', 'maxBetsPerRound')?.default).toBe(5);
    expect(option('holdem', 'maxBetsPerRound')?.default).toBe(4);
    expect(option('jacksOrBetter', 'maxDraw')?.default).toBe(4);
    expect(option('deuceToSevenTripleDraw', 'maxDraw')?.default).toBe(5);
    expect(option('sevenCardStud', 'openPairBigBet')?.default).toBe(true);
    expect(option('razz', 'openPairBigBet')).toBeUndefined();
    expect(option('sevenCardStudHiLo', 'openPairBigBet')).toBeUndefined();
    expect(option('jacksOrBetter', 'noOpener')?.default).toBe('redeal');
    expect(option('lowballDraw', 'lowballType')?.default).toBe('ace-to-five');
    expect(option('courchevel', 'courchevelHiLo')?.default).toBe(false);
    expect(option('holdem', 'courchevelHiLo')).toBeUndefined();
    expect(option('sevenCardStud', 'studShortStub')?.default).toBe('communityCard');
    expect(option('holdem', 'burnCards')?.default).toBe(true);
    expect(option('omaha', 'rakeBasisPoints')?.default).toBe(0);
    expect(option('omaha', 'maxPlayers')?.default).toBe(10);
    expect(option('sevenCardStud', 'bringIn')).toBeDefined();
    expect(option('holdem', 'bringIn')).toBeUndefined();
    expect(option('sevenCardStud', 'potLimitSmallBlindAsBig')).toBeUndefined();
  });

  it('filters by family, structure and playability, and rejects unknown filters with a 422 problem', async () => {
    const stud = await api.get('/v1/games?family=stud').expect(200);
    expect(stud.body.games.map((g: GameView) => g.id)).toEqual(['sevenCardStud', 'razz', 'sevenCardStudHiLo', 'fiveCardStud']);
    const pl = await api.get('/v1/games?bettingStructure=potLimit').expect(200);
    expect(pl.body.games).toHaveLength(12);
    // The engine deals all sixteen games.
    const playable = await api.get('/v1/games?playable=true').expect(200);
    expect(playable.body.games).toHaveLength(16);
    const notPlayable = await api.get('/v1/games?playable=false').expect(200);
    expect(notPlayable.body.games).toEqual([]);

    const bad = await api.get('/v1/games?family=bridge').expect(422);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.body.errors).toEqual([{ pointer: '/family', detail: 'family must be one of: flop, stud, draw' }]);
    const unknown = await api.get('/v1/games?colour=red').expect(422);
    expect(unknown.body.errors[0].pointer).toBe('/colour');
  });

  it('returns one game by id, and a 404 problem listing the known ids for an unknown one', async () => {
    const one = await api.get('/v1/games/omahaHiLo').expect(200);
    expect(one.body).toEqual(games.find((g) => g.id === 'omahaHiLo'));
    const missing = await api.get('/v1/games/canasta').expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.body).toMatchObject({ type: '/problems/not-found', status: 404, title: 'Not found' });
    expect(missing.body.detail).toContain("'canasta'");
    expect(missing.body.detail).toContain('holdem');
  });
});
