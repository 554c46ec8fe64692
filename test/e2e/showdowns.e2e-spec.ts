import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Agent, bootWithKey } from './app';

interface Hand {
  ranking: string;
  rank: number;
  category: string;
  cards: string[];
  description: string;
}
interface Result {
  game: string;
  rankings: { high: string | null; low: string | null };
  hands: { seat: number; high?: Hand; low?: Hand | null }[];
  standings: { high?: number[][]; low?: number[][] };
  awards?: { seat: number; amount: number; high: number; low: number }[];
}

const p = (seat: number, cards: string) => ({ seat, cards: cards.split(' ') });
const board = (cards: string) => cards.split(' ');

describe('POST /v1/showdowns', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  const post = (body: unknown) => api.post('/v1/showdowns').send(body as object);
  const ok = async (body: unknown): Promise<Result> => {
    const res = await post(body);
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Result;
  };
  const hand = (r: Result, seat: number) => r.hands.find((h) => h.seat === seat)!;
  const awards = (r: Result) => Object.fromEntries((r.awards ?? []).map((a) => [a.seat, a.amount]));

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  it('answers like every /v1 route: the request id, the rate-limit budget, JSON', async () => {
    const res = await api.post('/v1/showdowns').set('x-request-id', 'table-7.river').send({ game: 'holdem', board: board('As Ks Qd Jc Th'), players: [p(1, '2c 2d')] });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('table-7.river');
    expect(res.headers['ratelimit-policy']).toMatch(/^"per-key";q=\d+;w=60$/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const refused = await api.post('/v1/showdowns').set('x-request-id', 'table-7.turn').send({ game: 'holdem', players: [p(1, '2c 2c')] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ type: '/problems/validation-error', instance: '/v1/showdowns', requestId: 'table-7.turn' });
  });

  describe('one showdown per game', () => {
    it("holdem: both players play the board and split; the odd chip goes clockwise from the button (§2.6 #3)", async () => {
      const r = await ok({ game: 'holdem', board: board('As Ks Qd Jc Th'), players: [p(1, '2c 2d'), p(2, '3h 3s')], pot: 101, button: 2 });
      expect(r.standings).toEqual({ high: [[1, 2]] });
      expect(hand(r, 1).high!.category).toBe('straight');
      expect(hand(r, 1).low).toBeUndefined();
      expect(awards(r)).toEqual({ 1: 51, 2: 50 });
    });

    it('omaha: exactly two hole cards, so no flush and no straight for Qh Js Ts 8d (§2.6 #1)', async () => {
      const r = await ok({ game: 'omaha', board: board('Ah Kh 7h 2h 9c'), players: [p(1, 'Qh Js Ts 8d'), p(2, 'Tc 9d 3s 3c')] });
      expect(hand(r, 1).high!.category).toBe('highCard');
      expect(new Set(hand(r, 1).high!.cards)).toEqual(new Set(['Ah', 'Kh', 'Qh', 'Js', '9c']));
      expect(hand(r, 2).high!.category).toBe('onePair');
      expect(r.standings.high).toEqual([[2], [1]]);
    });

    it('omahaHiLo: pot 61, high to seat 2, low to seat 1 (second card 4 < 6): 31 and 30 (§2.6 #5)', async () => {
      const r = await ok({ game: 'omahaHiLo', board: board('2h 4d 7c Jd Js'), players: [p(1, 'Ac 3c Kh Qd'), p(2, '5s 6s Jh 9c')], pot: 61, button: 2 });
      expect(hand(r, 1).high!.category).toBe('onePair');
      expect(hand(r, 2).high!.category).toBe('threeOfAKind');
      expect(new Set(hand(r, 1).low!.cards)).toEqual(new Set(['7c', '4d', '3c', '2h', 'Ac']));
      expect(new Set(hand(r, 2).low!.cards)).toEqual(new Set(['7c', '6s', '5s', '4d', '2h']));
      expect(r.standings).toEqual({ high: [[2], [1]], low: [[1], [2]] });
      expect(r.awards).toEqual([
        { seat: 1, amount: 30, high: 0, low: 30 },
        { seat: 2, amount: 31, high: 31, low: 0 },
      ]);
    });

    it('sevenCardStud: identical high hands split 25 as 13/12, the odd chip to the holder of As over Ah (§3.9 #6)', async () => {
      const r = await ok({ game: 'sevenCardStud', players: [p(3, 'Ah Kc Qd Js 9c 4d 2h'), p(5, 'As Kd Qc Jh 9s 4c 2d')], pot: 25 });
      expect(r.standings.high).toEqual([[3, 5]]);
      expect(awards(r)).toEqual({ 3: 12, 5: 13 });
    });

    it('stud games take no button: without one the pot is awarded, and one given changes nothing', async () => {
      const players = [p(3, 'Ah Kc Qd Js 9c 4d 2h'), p(5, 'As Kd Qc Jh 9s 4c 2d')];
      const without = await ok({ game: 'sevenCardStud', players, pot: 25 });
      // Whichever seat a button would be clockwise from, the odd chip stays with the ace of spades.
      for (const button of [3, 4, 5]) expect(await ok({ game: 'sevenCardStud', players, pot: 25, button })).toEqual(without);
      const doc = (await api.get('/docs-json').expect(200)).body;
      expect(doc.components.schemas.ShowdownRequestDto.required).not.toContain('button');
    });

    it('razz: identical lows split 25 as 13/12, the odd chip to the holder of Ac over Ad (§3.9 #7)', async () => {
      const r = await ok({ game: 'razz', players: [p(1, 'Ad 2c 3s 4h 6d Ks Qh'), p(2, 'Ac 2d 3h 4s 6c Kd Qc')], pot: 25 });
      expect(r.rankings).toEqual({ high: null, low: 'aceToFive' });
      expect(hand(r, 1).high).toBeUndefined();
      expect(r.standings).toEqual({ low: [[1, 2]] });
      expect(awards(r)).toEqual({ 1: 12, 2: 13 });
    });

    it('razz: Ac Ad 2s 3h 3d 9s Kh makes K-9-3-2-A, pairs counting against it (§4.5)', async () => {
      const r = await ok({ game: 'razz', players: [p(1, 'Ac Ad 2s 3h 3d 9s Kh'), p(2, '7c 7d 7h 8s 8c 8d Qs')] });
      expect(hand(r, 1).low!.category).toBe('highCard');
      expect(hand(r, 1).low!.cards.map((c) => c[0])).toEqual(['K', '9', '3', '2', 'A']);
      expect(r.standings.low).toEqual([[1], [2]]);
    });

    it('sevenCardStudHiLo: pot 25, kings full takes the high 13, the seven-low the low 12', async () => {
      const r = await ok({ game: 'sevenCardStudHiLo', players: [p(1, 'Ks Kd Kh 9c 9d Qs Jc'), p(2, 'Ac 2d 3h 5s 7c Td Jd')], pot: 25 });
      expect(hand(r, 1).high!.category).toBe('fullHouse');
      expect(hand(r, 1).low).toBeNull();
      expect(r.standings).toEqual({ high: [[1], [2]], low: [[2]] });
      expect(awards(r)).toEqual({ 1: 13, 2: 12 });
    });

    it('crazyPineapple: trip kings beat a pair of kings with an ace', async () => {
      const r = await ok({ game: 'crazyPineapple', board: board('2c 5d 7h Kd Ks'), players: [p(1, 'Ah 3s'), p(2, 'Kc 9d')] });
      expect(r.standings.high).toEqual([[2], [1]]);
    });

    it('crazyPineappleHiLo: high to P2 (trips), low 7-5-3-2-A to P1, pot 100 halved (§2.6 #4)', async () => {
      const r = await ok({ game: 'crazyPineappleHiLo', board: board('2c 5d 7h Kd Ks'), players: [p(1, 'Ah 3s'), p(2, 'Kc 9d')], pot: 100, button: 1 });
      expect(hand(r, 1).high!.category).toBe('onePair');
      expect(hand(r, 2).high!.category).toBe('threeOfAKind');
      expect(hand(r, 2).low).toBeNull();
      expect(hand(r, 1).low!.cards.map((c) => c[0])).toEqual(['7', '5', '3', '2', 'A']);
      expect(awards(r)).toEqual({ 1: 50, 2: 50 });
    });

    it('jacksOrBetter: queens beat jacks, five cards each', async () => {
      const r = await ok({ game: 'jacksOrBetter', players: [p(1, 'Jh Jd 4c 5s 9h'), p(2, 'Qc Qs 2d 3h 7s')] });
      expect(r.standings.high).toEqual([[2], [1]]);
    });

    it('lowballDraw: the suited wheel wins ace-to-five; with deuce-to-seven it is an ace-high flush and loses', async () => {
      const players = [p(1, 'As 2s 3s 4s 5s'), p(2, '2c 3d 4h 6c 7d')];
      const a5 = await ok({ game: 'lowballDraw', players });
      expect(a5.rankings.low).toBe('aceToFive');
      expect(a5.standings.low).toEqual([[1], [2]]);
      const d27 = await ok({ game: 'lowballDraw', players, options: { lowballType: 'deuce-to-seven' } });
      expect(d27.rankings.low).toBe('deuceToSeven');
      expect(hand(d27, 1).low!.category).toBe('flush');
      expect(d27.standings.low).toEqual([[2], [1]]);
    });

    it('deuceToSevenTripleDraw: 7-5-4-3-2 beats A-5-4-3-2 (ace high), which beats the 6-high straight (§2.4)', async () => {
      const r = await ok({ game: 'deuceToSevenTripleDraw', players: [p(1, '7h 5h 4h 3h 2c'), p(2, 'Ah 5c 4d 3c 2d'), p(3, '6d 5d 4s 3s 2s')] });
      expect(hand(r, 2).low!.category).toBe('highCard');
      expect(hand(r, 3).low!.category).toBe('straight');
      expect(r.standings.low).toEqual([[1], [2], [3]]);
    });

    it('aceToFiveTripleDraw: 6-4-3-2-A beats 6-5-3-2-A (§2.2 #1)', async () => {
      const r = await ok({ game: 'aceToFiveTripleDraw', players: [p(1, '6d 5c 3c 2h Ad'), p(2, '6c 4d 3h 2s Ah')] });
      expect(r.standings.low).toEqual([[2], [1]]);
    });

    it('courchevel: two of five hole cards make a royal flush; courchevelHiLo adds an eight-or-better low', async () => {
      const body = { game: 'courchevel', board: board('As Ks Qs 4d 3c'), players: [p(1, 'Js Ts 9h 8h 2c'), p(2, 'Ah Ad Kd Kc 7c')] };
      const high = await ok(body);
      expect(hand(high, 1).high!.category).toBe('straightFlush');
      expect(hand(high, 2).high!.category).toBe('threeOfAKind');
      expect(high.standings).toEqual({ high: [[1], [2]] });
      expect(hand(high, 1).low).toBeUndefined();
      const hilo = await ok({ ...body, options: { courchevelHiLo: true } });
      expect(hand(hilo, 1).low!.cards.map((c) => c[0])).toEqual(['8', '4', '3', '2', 'A']);
      expect(hand(hilo, 2).low).toBeNull();
      expect(hilo.standings.low).toEqual([[1]]);
    });

    it('irish: the same two pair on the board, the ace kicker wins', async () => {
      const r = await ok({ game: 'irish', board: board('9c 9d 4h 4s 2c'), players: [p(1, 'Ah Kd'), p(2, 'Qs Jh')] });
      expect(hand(r, 1).high!.category).toBe('twoPair');
      expect(r.standings.high).toEqual([[1], [2]]);
    });

    it('aviation: a spade flush beats a ten-high straight', async () => {
      const r = await ok({ game: 'aviation', board: board('Ts 9s 8s 2d 2h'), players: [p(1, '7s 6c'), p(2, 'As 3s')] });
      expect(hand(r, 1).high!.category).toBe('straight');
      expect(hand(r, 2).high!.category).toBe('flush');
      expect(r.standings.high).toEqual([[2], [1]]);
    });

    it('fiveCardStud: trips beat a pair of aces, all five cards play', async () => {
      const r = await ok({ game: 'fiveCardStud', players: [p(1, 'Ac Ad 5h 6h 9s'), p(2, 'Kc Kd Ks 2c 3d')] });
      expect(r.standings.high).toEqual([[2], [1]]);
    });

    it('sevenCardStud: a community card on the board counts for everyone (§4.4)', async () => {
      const r = await ok({ game: 'sevenCardStud', board: ['Ah'], players: [p(1, 'As Ad 2c 3d 5h 7s'), p(2, 'Ks Kd 2d 3c 5s 8h')] });
      expect(hand(r, 1).high!.category).toBe('threeOfAKind');
      expect(r.standings.high).toEqual([[1], [2]]);
    });
  });

  describe('split pots and odd chips (§3.9)', () => {
    it('#1 three tied winners share 100 as 34/33/33, the odd chip to the first clockwise from the button', async () => {
      const r = await ok({ game: 'holdem', board: board('As Ks Qd Jc Th'), players: [p(2, '2c 2d'), p(6, '3h 3s'), p(9, '4c 4d')], pot: 100, button: 5 });
      expect(awards(r)).toEqual({ 2: 33, 6: 34, 9: 33 });
      const wrapped = await ok({ game: 'holdem', board: board('As Ks Qd Jc Th'), players: [p(2, '2c 2d'), p(6, '3h 3s'), p(9, '4c 4d')], pot: 100, button: 9 });
      expect(awards(wrapped)).toEqual({ 2: 34, 6: 33, 9: 33 });
    });

    it('#2 pot 45: high 23 to A alone, low 22 split 11/11 between B and C', async () => {
      const r = await ok({
        game: 'omahaHiLo',
        board: board('2h 4d 7c Jd Js'),
        players: [p(1, 'Jh Jc Kh Qc'), p(2, 'Ac 3c 9h Td'), p(3, 'Ad 3d 9c Th')],
        pot: 45,
        button: 3,
      });
      expect(hand(r, 1).high!.category).toBe('fourOfAKind');
      expect(r.standings.low).toEqual([[2, 3]]);
      expect(awards(r)).toEqual({ 1: 23, 2: 11, 3: 11 });
    });

    it('#4 the same two players win high and low: 66 is split 33/33, not 34/32', async () => {
      const r = await ok({ game: 'omahaHiLo', board: board('2c 3d 4h Kd Qs'), players: [p(1, '5c 6c Jh Jd'), p(2, '5d 6d Th Td')], pot: 66, button: 2 });
      expect(r.standings).toEqual({ high: [[1, 2]], low: [[1, 2]] });
      expect(awards(r)).toEqual({ 1: 33, 2: 33 });
    });

    it('#5 no qualifying low: the high hand takes all 60', async () => {
      const r = await ok({ game: 'omahaHiLo', board: board('Kd Qh Jc 4s 3d'), players: [p(1, 'Ac Td 5h 6h'), p(2, '9c 9d 8s 7s')], pot: 60, button: 1 });
      expect(r.standings.low).toEqual([]);
      expect(r.hands.every((h) => h.low === null)).toBe(true);
      expect(awards(r)).toEqual({ 1: 60 });
    });
  });

  describe('rejections: 422 problem naming the field, and nothing else', () => {
    const expectInvalid = async (body: unknown, pointer: string, detail: RegExp) => {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.type).toBe('/problems/validation-error');
      expect(res.body.errors).toEqual(expect.arrayContaining([{ pointer, detail: expect.stringMatching(detail) }]));
    };
    const holdem = { game: 'holdem', board: board('As Ks Qd Jc Th'), players: [p(1, '2c 2d'), p(2, '3h 3s')] };

    it('an unknown card code', () => expectInvalid({ ...holdem, players: [p(1, '2c 1d'), p(2, '3h 3s')] }, '/players/0/cards/1', /'1d' is not a card code/));
    it('a lower-case rank', () => expectInvalid({ ...holdem, board: board('as Ks Qd Jc Th') }, '/board/0', /'as' is not a card code/));
    it('a card twice across players', () => expectInvalid({ ...holdem, players: [p(1, '2c 2d'), p(2, '2c 3s')] }, '/players/1/cards/0', /2c appears twice/));
    it('a card on the board and in a hand', () => expectInvalid({ ...holdem, players: [p(1, 'As 2d'), p(2, '3h 3s')] }, '/players/0/cards/0', /As appears twice/));
    it('the wrong number of hole cards', () => expectInvalid({ ...holdem, players: [p(1, '2c 2d 5h'), p(2, '3h 3s')] }, '/players/0/cards', /2 cards per player/));
    it('the wrong number of board cards', () => expectInvalid({ ...holdem, board: board('As Ks Qd Jc') }, '/board', /5 board card/));
    it('a board in a draw game', () => expectInvalid({ game: 'jacksOrBetter', board: ['As'], players: [p(1, 'Jh Jd 4c 5s 9h'), p(2, 'Qc Qs 2d 3h 7s')] }, '/board', /0 board card/));
    it('a seat twice', () => expectInvalid({ ...holdem, players: [p(1, '2c 2d'), p(1, '3h 3s')] }, '/players/1/seat', /seat 1 appears twice/));
    it('too few players', () => expectInvalid({ ...holdem, players: [p(1, '2c 2d')] }, '/players', /2 to 10 players, not 1/));
    it('too many players for the game', () =>
      expectInvalid(
        { game: 'courchevel', board: board('As Ks Qs 4d 3c'), players: Array.from({ length: 9 }, (_, i) => p(i, ['2', '5', '6', '7', '8'].map((r) => r + 'cdhs'[i % 4]).join(' '))) },
        '/players',
        /2 to 8 players, not 9/,
      ));
    it('a negative pot', () => expectInvalid({ ...holdem, pot: -1, button: 1 }, '/pot', /pot must not be less than 0/));
    it('a fractional pot', () => expectInvalid({ ...holdem, pot: 10.5, button: 1 }, '/pot', /pot must be an integer/));
    it('a pot without the button in a button game', () => expectInvalid({ ...holdem, pot: 10 }, '/button', /button seat is needed/));
    it('an unknown game', () => expectInvalid({ ...holdem, game: 'canasta' }, '/game', /game must be one of: holdem/));
    it('an unknown field', () => expectInvalid({ ...holdem, rake: 5 }, '/rake', /unknown field 'rake'/));
    it('cards of the wrong type', () => expectInvalid({ ...holdem, players: [{ seat: 1, cards: 'As Kd' }, p(2, '3h 3s')] }, '/players/0/cards', /must be an array/));
    it('an option of another game', () => expectInvalid({ ...holdem, options: { lowballType: 'deuce-to-seven' } }, '/options/lowballType', /applies to lowballDraw only/));

    it('malformed JSON is a 400 problem', async () => {
      const res = await api.post('/v1/showdowns').set('content-type', 'application/json').send('{"game": "holdem",');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.type).toBe('/problems/malformed-request');
    });

    it('a body that is not JSON is a 415 problem', async () => {
      const res = await api.post('/v1/showdowns').set('content-type', 'text/plain').send('holdem please');
      expect(res.status).toBe(415);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.type).toBe('/problems/unsupported-media-type');
    });

    it('a form-encoded body is a 415 problem too', async () => {
      const res = await api.post('/v1/showdowns').set('content-type', 'application/x-www-form-urlencoded').send('game=holdem');
      expect(res.status).toBe(415);
      expect(res.body.type).toBe('/problems/unsupported-media-type');
    });

    it('a body over the size limit is a 413 problem', async () => {
      const res = await api
        .post('/v1/showdowns')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ ...holdem, padding: 'x'.repeat(1100 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body.type).toBe('/problems/payload-too-large');
    });

    it('a JSON body that is not an object is a 422 problem', async () => {
      const res = await api.post('/v1/showdowns').set('content-type', 'application/json').send('[1, 2]');
      expect(res.status).toBe(422);
      expect(res.body.type).toBe('/problems/validation-error');
    });
  });
});
