import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { stackedDeck } from '../unit/engine/helpers';
import { type Agent, bootApp, client, newAppKey } from './app';

type Server = Agent;
type Step = [seat: number, type: string, extra?: number | string];

const SEATS = [1, 2, 3];
const HOLES = { 1: 'As Ad Kh Qh 2d', 2: 'Kc Kd 8s 8d Tc', 3: '7h 2c 8c 6s Ts' };
const BOARD = 'Ah 9s 5d 3c Jh';

function holes(count: number): Record<number, string> {
  return Object.fromEntries(Object.entries(HOLES).map(([s, h]) => [s, h.split(' ').slice(0, count).join(' ')]));
}

async function createHand(server: Server, body: object) {
  const res = await server.post('/v1/hands').send(body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

async function act(server: Server, id: string, seat: number, type: string, extra?: number | string) {
  const body: Record<string, unknown> = { seat, type };
  if (typeof extra === 'number') body.amount = extra;
  if (typeof extra === 'string') body.cards = extra.split(' ');
  const res = await server.post(`/v1/hands/${id}/actions`).send(body);
  if (res.status !== 200) throw new Error(`${type} by ${seat}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** Check-down script for three players, button 1 (SB 2, BB 3): pre-flop 1 calls, 2 completes, 3 checks. */
function checkDown(discards: Step[][] = []): Step[] {
  const street = (): Step[] => [
    [2, 'check'],
    [3, 'check'],
    [1, 'check'],
  ];
  return [[1, 'call'], [2, 'call'], [3, 'check'], ...(discards[0] ?? []), ...street(), ...(discards[1] ?? []), ...street(), ...street()];
}

describe('hands API', () => {
  let app: NestFastifyApplication;
  let server: Server;
  let key: string;

  beforeAll(async () => {
    app = await bootApp();
    key = (await newAppKey(app)).key;
    server = client(app, key);
  });
  afterAll(() => app.close());

  describe('a complete hand of every flop game, with a fixed deck, to the expected final stacks', () => {
    const cases: { game: string; structure: string; holeCount: number; script: Step[]; stacks: Record<number, number> }[] = [
      { game: 'holdem', structure: 'fixedLimit', holeCount: 2, script: checkDown(), stacks: { 1: 104, 2: 98, 3: 98 } },
      { game: 'omaha', structure: 'potLimit', holeCount: 4, script: checkDown(), stacks: { 1: 104, 2: 98, 3: 98 } },
      // Trips aces for the high half (3); 6-5-3-2-A for the low half (3).
      { game: 'omahaHiLo', structure: 'fixedLimit', holeCount: 4, script: checkDown(), stacks: { 1: 101, 2: 98, 3: 101 } },
      { game: 'courchevel', structure: 'potLimit', holeCount: 5, script: checkDown(), stacks: { 1: 104, 2: 98, 3: 98 } },
      { game: 'crazyPineapple', structure: 'fixedLimit', holeCount: 3, script: checkDown([[], [[2, 'discard', 'Kc'], [3, 'discard', '8c'], [1, 'discard', 'Kh']]]), stacks: { 1: 104, 2: 98, 3: 98 } },
      // Seat 3 keeps 7h 2c: 7-5-3-2-A takes the low half.
      { game: 'crazyPineappleHiLo', structure: 'fixedLimit', holeCount: 3, script: checkDown([[], [[2, 'discard', 'Kc'], [3, 'discard', '8c'], [1, 'discard', 'Kh']]]), stacks: { 1: 101, 2: 98, 3: 101 } },
      { game: 'irish', structure: 'potLimit', holeCount: 4, script: checkDown([[], [[2, 'discard', '8s 8d'], [3, 'discard', '8c 6s'], [1, 'discard', 'Kh Qh']]]), stacks: { 1: 104, 2: 98, 3: 98 } },
      {
        game: 'aviation',
        structure: 'potLimit',
        holeCount: 4,
        script: checkDown([
          [[2, 'discard', '8s'], [3, 'discard', '6s'], [1, 'discard', 'Kh']],
          [[2, 'discard', '8d'], [3, 'discard', '8c'], [1, 'discard', 'Qh']],
        ]),
        stacks: { 1: 104, 2: 98, 3: 98 },
      },
    ];

    it.each(cases)('$game ($structure)', async ({ game, structure, holeCount, script, stacks }) => {
      const deck = stackedDeck({ game, seats: SEATS, button: 1, holes: holes(holeCount), board: BOARD });
      const stakes = structure === 'fixedLimit' ? { smallBet: 2, bigBet: 4 } : { smallBlind: 1, bigBlind: 2 };
      const created = await createHand(server, { game, bettingStructure: structure, stakes, seats: SEATS.map((seat) => ({ seat, stack: 100 })), button: 1, deck });
      const id = created.body.id as string;
      let last = created;
      for (const [seat, type, extra] of script) {
        expect(last.body.toAct?.seat).toBe(seat);
        last = await act(server, id, seat, type, extra);
      }
      expect(last.body.status).toBe('complete');
      expect(last.body.toAct).toBeNull();
      expect(Object.fromEntries(last.body.result.finalStacks.map((s: { seat: number; stack: number }) => [s.seat, s.stack]))).toEqual(stacks);
      expect(last.body.board).toEqual(BOARD.split(' '));
    });
  });

  describe('a complete hand of every stud game, called down after the bring-in', () => {
    const cases = [
      { game: 'sevenCardStud', ante: 1, holes: { 1: 'Kh Kd 9s 9h Ks 2c 3d', 2: 'Qc Qd 4h 4d 8c 8d 5s', 3: 'Ac 7d Jc Js Th 6h 2h' }, bringIn: 2, stacks: { 1: 204, 2: 198, 3: 198 } },
      { game: 'razz', ante: 1, holes: { 1: 'Ah 2d 3c 4s 6c Qd Qs', 2: '2h 3h Kd 4d 5d 7c 9c', 3: 'Td Jh 5s Jd Th 8s 9d' }, bringIn: 2, stacks: { 1: 204, 2: 198, 3: 198 } },
      { game: 'sevenCardStudHiLo', ante: 2, holes: { 1: 'Ah 9h Jh Qh 3h Kc Kd', 2: '2c 3c 8d 4d 7s Tc Ts', 3: 'Qs Js 9c 9d Qc Jd 6s' }, bringIn: 2, stacks: { 1: 202, 2: 201, 3: 197 } },
      { game: 'fiveCardStud', ante: 1, holes: { 1: 'Qd Qc Qh 2s 3d', 2: 'Ac Ad 4h 5h 7s', 3: '8c 9d Ts Jh 6c' }, bringIn: 3, stacks: { 1: 204, 2: 198, 3: 198 } },
    ];

    it.each(cases)('$game', async ({ game, ante, holes: cards, bringIn, stacks }) => {
      const deck = stackedDeck({ game, seats: SEATS, button: 3, holes: cards });
      const created = await createHand(server, { game, stakes: { smallBet: 2, bigBet: 4, ante }, seats: SEATS.map((seat) => ({ seat, stack: 200 })), button: 3, deck });
      expect(created.body.toAct.seat).toBe(bringIn);
      expect(created.body.toAct.legalActions.map((l: { type: string }) => l.type)).toEqual(['bringIn', 'complete']);
      // Up cards are public in every seat's view; down cards are not.
      const view = (await server.get(`/v1/hands/${created.body.id}?seat=1`).expect(200)).body;
      const other = view.seats.find((s: { seat: number }) => s.seat === 2).cards;
      expect(other.filter((c: { card: string | null; up: boolean }) => c.up && c.card !== null)).toHaveLength(1);
      expect(other.filter((c: { card: string | null; up: boolean }) => !c.up).every((c: { card: string | null }) => c.card === null)).toBe(true);
      let last = created;
      for (let guard = 0; last.body.status === 'live' && guard < 40; guard++) {
        const { seat, legalActions } = last.body.toAct;
        const types = legalActions.map((l: { type: string }) => l.type);
        last = await act(server, created.body.id, seat, types.includes('bringIn') ? 'bringIn' : types.includes('check') ? 'check' : 'call');
      }
      expect(last.body.status).toBe('complete');
      expect(Object.fromEntries(last.body.result.finalStacks.map((s: { seat: number; stack: number }) => [s.seat, s.stack]))).toEqual(stacks);
    });
  });

  describe('a complete hand of every draw game', () => {
    const cases: { game: string; stakes: object; structure?: string; holes: Record<number, string>; button: number; script: Step[]; stacks: Record<number, number> }[] = [
      {
        game: 'jacksOrBetter',
        stakes: { ante: 2 },
        holes: { 1: 'Kh Kd 7c 7d 2s', 2: 'Ah Qc 9s 6d 3h', 3: 'Th 8d 5c 4s 2c' },
        button: 3,
        // Kings up opens for the pot (6); seat 2 calls and draws three; seat 1 bets, seat 2 folds.
        script: [[1, 'bet', 6], [2, 'call'], [3, 'fold'], [1, 'draw', ''], [2, 'draw', '9s 6d 3h'], [1, 'bet', 18], [2, 'fold']],
        stacks: { 1: 210, 2: 192, 3: 198 },
      },
      {
        game: 'lowballDraw',
        stakes: { smallBlind: 1, bigBlind: 2 },
        structure: 'noLimit',
        holes: { 1: '7h 5d 4c 3s 2c', 2: 'Ah 2d 3c 4s 5h', 3: '8h 6d 4d 3h 2h' },
        button: 3,
        script: [[3, 'call'], [1, 'call'], [2, 'check'], [1, 'draw', ''], [2, 'draw', ''], [3, 'draw', ''], [1, 'check'], [2, 'check'], [3, 'check']],
        stacks: { 1: 198, 2: 204, 3: 198 },
      },
      {
        game: 'deuceToSevenTripleDraw',
        stakes: { smallBet: 2, bigBet: 4 },
        holes: { 1: '7d 6c 5h 4s 2d', 2: '8c 5s 4c 3d Kh' },
        button: 1,
        script: [[1, 'call'], [2, 'check'], ...[0, 1, 2].flatMap((): Step[] => [[2, 'draw', ''], [1, 'draw', ''], [2, 'check'], [1, 'check']])],
        stacks: { 1: 202, 2: 198 },
      },
      {
        game: 'aceToFiveTripleDraw',
        stakes: { smallBet: 2, bigBet: 4 },
        holes: { 1: '6c 4d 3h 2s Ah', 2: '6d 5c 3c 2h Ad' },
        button: 1,
        script: [[1, 'call'], [2, 'check'], ...[0, 1, 2].flatMap((): Step[] => [[2, 'draw', ''], [1, 'draw', ''], [2, 'check'], [1, 'check']])],
        stacks: { 1: 202, 2: 198 },
      },
    ];

    it.each(cases)('$game', async ({ game, stakes, structure, holes: cards, button, script, stacks }) => {
      const seats = Object.keys(cards).map(Number);
      const deck = stackedDeck({ game, seats, button, holes: cards });
      const created = await createHand(server, { game, ...(structure ? { bettingStructure: structure } : {}), stakes, seats: seats.map((seat) => ({ seat, stack: 200 })), button, deck });
      let last = created;
      for (const [seat, type, extra] of script) {
        expect(last.body.toAct?.seat).toBe(seat);
        const body: Record<string, unknown> = { seat, type };
        if (typeof extra === 'number') body.amount = extra;
        if (typeof extra === 'string') body.cards = extra === '' ? [] : extra.split(' ');
        last = await server.post(`/v1/hands/${created.body.id}/actions`).send(body);
        expect(last.status).toBe(200);
      }
      expect(last.body.status).toBe('complete');
      expect(Object.fromEntries(last.body.result.finalStacks.map((s: { seat: number; stack: number }) => [s.seat, s.stack]))).toEqual(stacks);
    });

    it('a jacks deal nobody opens is passed out and says how much it carries', async () => {
      const created = await createHand(server, { game: 'jacksOrBetter', stakes: { ante: 5 }, seats: SEATS.map((seat) => ({ seat, stack: 100 })), button: 3, deck: stackedDeck({ game: 'jacksOrBetter', seats: SEATS, button: 3, holes: { 1: '2c 5d 8h Tc Ks', 2: '3h 3d 4c 7s 9h', 3: 'Th 9d 3c 6s 2h' } }) });
      let last = created;
      for (const seat of [1, 2, 3]) last = await act(server, created.body.id, seat, 'check');
      expect(last.body.status).toBe('complete');
      expect(last.body.result).toMatchObject({ carried: 15, pots: [], finalStacks: SEATS.map((seat) => ({ seat, stack: 95 })) });
    });
  });

  it('plays the pot-limit table of §3.4 through a live hand, pot 495 at the flop', async () => {
    const seats = [1, 2, 3, 4, 5].map((seat) => ({ seat, stack: 2000 }));
    const created = await createHand(server, { game: 'omaha', bettingStructure: 'potLimit', stakes: { smallBlind: 5, bigBlind: 10 }, seats, button: 3, seed: 'tv-11' });
    const id = created.body.id;
    const steps: [number, string, number | undefined, number][] = [
      [1, 'call', undefined, 35],
      [2, 'raise', 45, 45],
      [3, 'raise', 160, 160],
      [4, 'fold', undefined, 545],
      [5, 'fold', undefined, 540],
      [1, 'call', undefined, 540],
      [2, 'call', undefined, 655],
    ];
    let view = created.body;
    for (const [seat, type, amount, max] of steps) {
      expect(view.toAct.seat).toBe(seat);
      expect(view.toAct.legalActions.find((l: { type: string }) => l.type === 'raise').max).toBe(max);
      view = (await act(server, id, seat, type, amount)).body;
    }
    expect(view.street).toBe('flop');
    expect(view.pot).toBe(495);
    // The stateless calculator gives the same maximum for step 6.
    const calc = await server
      .post('/v1/pot-limit')
      .send({ pot: 0, bets: [{ seat: 4, amount: 5 }, { seat: 5, amount: 10 }, { seat: 1, amount: 10 }, { seat: 2, amount: 45 }, { seat: 3, amount: 160 }], actor: 1, stack: 1990, lastFullRaise: 115, bigBlind: 10 })
      .expect(200);
    expect(calc.body).toMatchObject({ toCall: 150, maxRaiseTo: 540, maxRaiseAdds: 530, minRaiseTo: 275 });
  });

  describe('creating', () => {
    it('answers 201 with Location, an ETag and a commitment; hides the deck while live and reveals it once complete', async () => {
      const res = await createHand(server, { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 50 }, { seat: 2, stack: 50 }], button: 1 });
      const id = res.body.id;
      expect(res.headers.location).toBe(`/v1/hands/${id}`);
      expect(res.headers.etag).toBe(`"${res.body.version}"`);
      expect(res.body.commitment).toMatch(/^[0-9a-f]{64}$/);
      const live = await server.get(`/v1/hands/${id}/history`).expect(200);
      expect(live.body.deck).toBeUndefined();
      expect(live.body.salt).toBeUndefined();
      expect(JSON.stringify(live.body)).not.toContain('"deck"');
      // Heads-up the button posts the small blind and acts first; he folds.
      await act(server, id, 1, 'fold');
      const done = await server.get(`/v1/hands/${id}/history`).expect(200);
      expect(done.body.deck).toHaveLength(52);
      const digest = createHash('sha256').update(`${done.body.deck.join(' ')}:${done.body.salt}`).digest('hex');
      expect(digest).toBe(res.body.commitment);
      const dealt = done.body.events.find((e: { type: string }) => e.type === 'deal').cards.map((c: { card: string }) => c.card);
      expect(dealt).toEqual(done.body.deck.slice(0, 4));
    });

    it('rejects an invalid configuration with a 422 problem naming each field, and stores nothing', async () => {
      const before = await server.get('/v1/hands?limit=100').expect(200);
      const res = await server
        .post('/v1/hands')
        .send({ game: 'holdem', bettingStructure: 'fixedLimit', stakes: { smallBet: 4, bigBet: 2 }, seats: [{ seat: 1, stack: 10 }, { seat: 1, stack: 10 }], button: 7 })
        .expect(422);
      const pointers = res.body.errors.map((e: { pointer: string }) => e.pointer);
      expect(pointers).toEqual(expect.arrayContaining(['/stakes/bigBet', '/seats/1/seat', '/button']));
      const after = await server.get('/v1/hands?limit=100').expect(200);
      expect(after.body.items[0]?.id).toBe(before.body.items[0]?.id);
    });

    it('refuses unknown options and options of other games', async () => {
      const base = { game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats: [{ seat: 1, stack: 10 }, { seat: 2, stack: 10 }], button: 1 };
      const unknown = await server.post('/v1/hands').send({ ...base, options: { straddle: true } }).expect(422);
      expect(unknown.body.errors[0]).toMatchObject({ pointer: '/options/straddle' });
      const other = await server.post('/v1/hands').send({ ...base, options: { openPairBigBet: true } }).expect(422);
      expect(other.body.errors[0]).toMatchObject({ pointer: '/options/openPairBigBet' });
    });
  });

  describe('acting', () => {
    const newHand = async (stack = 100) =>
      (await createHand(server, { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: SEATS.map((seat) => ({ seat, stack })), button: 1, seed: 'acting' })).body;

    it('rejects an illegal action with a 422 naming the rule and the legal actions, and changes nothing', async () => {
      const hand = await newHand();
      const cases: [object, string][] = [
        [{ seat: 2, type: 'call' }, '/problems/not-your-turn'],
        [{ seat: 1, type: 'check' }, '/problems/action-not-allowed'],
        [{ seat: 1, type: 'raise', amount: 3 }, '/problems/raise-below-minimum'],
        [{ seat: 1, type: 'raise', amount: 101 }, '/problems/raise-above-maximum'],
        [{ seat: 1, type: 'raise' }, '/problems/amount-required'],
        [{ seat: 9, type: 'fold' }, '/problems/unknown-seat'],
      ];
      for (const [body, type] of cases) {
        const res = await server.post(`/v1/hands/${hand.id}/actions`).send(body).expect(422);
        expect(res.body.type).toBe(type);
        expect(res.body.toAct).toBe(1);
        expect(res.body.legalActions).toEqual(hand.toAct.legalActions);
      }
      const below = await server.post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'raise', amount: 3 });
      expect(below.body).toMatchObject({ min: 4, max: 100 });
      const malformed: object[] = [{ seat: 1 }, { seat: 1, type: 'shove' }, { seat: 'one', type: 'fold' }, { seat: 1, type: 'raise', amount: 4.5 }, { seat: 1, type: 'fold', extra: true }];
      for (const body of malformed) await server.post(`/v1/hands/${hand.id}/actions`).send(body).expect(422);
      await server.post(`/v1/hands/${hand.id}/actions`).set('content-type', 'application/json').send('{"seat":').expect(400);
      const after = await server.get(`/v1/hands/${hand.id}`).expect(200);
      expect(after.body.version).toBe(hand.version);
      const history = await server.get(`/v1/hands/${hand.id}/history`).expect(200);
      expect(history.body.events).toHaveLength(hand.version);
    });

    it('applies If-Match to one version: 20 simultaneous calls, one succeeds, 19 get 412, one event is written', async () => {
      const hand = await newHand();
      const etag = `"${hand.version}"`;
      const results = await Promise.all(
        Array.from({ length: 20 }, () => server.post(`/v1/hands/${hand.id}/actions`).set('If-Match', etag).send({ seat: 1, type: 'call' })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 412)).toHaveLength(19);
      expect(results.find((r) => r.status === 412)!.body.type).toBe('/problems/precondition-failed');
      const history = await server.get(`/v1/hands/${hand.id}/history`).expect(200);
      expect(history.body.events.filter((e: { type: string; seat?: number }) => e.type === 'call' && e.seat === 1)).toHaveLength(1);
      expect(history.body.events.map((e: { seq: number }) => e.seq)).toEqual(history.body.events.map((_: unknown, i: number) => i + 1));
    });

    it('never applies a retried Idempotency-Key twice, and refuses the key for another action', async () => {
      const hand = await newHand();
      const send = (body: object) => server.post(`/v1/hands/${hand.id}/actions`).set('Idempotency-Key', 'k-123').send(body);
      const racing = await Promise.all([send({ seat: 1, type: 'raise', amount: 6 }), send({ seat: 1, type: 'raise', amount: 6 })]);
      // A copy that arrives while the original runs is told so (409); one that arrives after gets its answer.
      for (const r of racing) if (r.status !== 200) expect([r.status, r.body.type]).toEqual([409, '/problems/idempotency-key-in-progress']);
      const a = racing.find((r) => r.status === 200)!;
      const again = await send({ seat: 1, type: 'raise', amount: 6 }).expect(200);
      expect(again.body.version).toBe(a.body.version);
      const other = await send({ seat: 2, type: 'fold' }).expect(422);
      expect(other.body.type).toBe('/problems/idempotency-key-reused');
      const history = await server.get(`/v1/hands/${hand.id}/history`).expect(200);
      expect(history.body.events.filter((e: { type: string }) => e.type === 'raise')).toHaveLength(1);
    });

    it('without If-Match never applies a racing copy of an action: its seat already acted, or it is no longer its turn', async () => {
      const hand = await newHand();
      const results = await Promise.all(Array.from({ length: 5 }, () => server.post(`/v1/hands/${hand.id}/actions`).send({ seat: 1, type: 'call' })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(['/problems/decision-superseded', '/problems/not-your-turn']).toContain(r.body.type);
    });

    it('shows a seat only its own down cards until showdown', async () => {
      const deck = stackedDeck({ game: 'holdem', seats: SEATS, button: 1, holes: holes(2), board: BOARD });
      const created = await createHand(server, { game: 'holdem', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: SEATS.map((seat) => ({ seat, stack: 100 })), button: 1, deck });
      const id = created.body.id;
      const seen = async (viewer: number) => (await server.get(`/v1/hands/${id}?seat=${viewer}`).expect(200)).body;
      const view = await seen(2);
      expect(view.viewer).toBe(2);
      expect(view.seats.find((s: { seat: number }) => s.seat === 2).cards.map((c: { card: string }) => c.card)).toEqual(['Kc', 'Kd']);
      for (const other of [1, 3]) expect(view.seats.find((s: { seat: number }) => s.seat === other).cards).toEqual([{ card: null, up: false }, { card: null, up: false }]);
      expect(JSON.stringify(view)).not.toMatch(/"As"|"Ad"|"7h"|"2c"/);
      expect(view.toAct.legalActions).toEqual([]);
      let last = created;
      for (const [seat, type] of checkDown()) last = await act(server, id, seat, type);
      expect(last.body.status).toBe('complete');
      const after = await seen(2);
      expect(after.seats.find((s: { seat: number }) => s.seat === 1).cards.map((c: { card: string }) => c.card)).toEqual(['As', 'Ad']);
      await server.get(`/v1/hands/${id}?seat=8`).expect(422);
    });

    it('replays any step and continues after a restart of the service', async () => {
      const hand = await newHand();
      await act(server, hand.id, 1, 'raise', 6);
      const second = await bootApp();
      try {
        const res = await client(second, key).post(`/v1/hands/${hand.id}/actions`).send({ seat: 2, type: 'call' }).expect(200);
        expect(res.body.toAct.seat).toBe(3);
      } finally {
        await second.close();
      }
      await act(server, hand.id, 3, 'fold');
      const history = (await server.get(`/v1/hands/${hand.id}/history`).expect(200)).body;
      const step0 = (await server.get(`/v1/hands/${hand.id}/replay?step=0`).expect(200)).body;
      expect(step0.street).toBeNull();
      expect(step0.seats.every((s: { stack: number }) => s.stack === 100)).toBe(true);
      const atCreate = (await server.get(`/v1/hands/${hand.id}/replay?step=${hand.version}`).expect(200)).body;
      expect(atCreate.toAct).toEqual(hand.toAct);
      const latest = (await server.get(`/v1/hands/${hand.id}/replay?step=${history.version}`).expect(200)).body;
      const current = (await server.get(`/v1/hands/${hand.id}`).expect(200)).body;
      expect({ ...latest, updatedAt: null }).toEqual({ ...current, updatedAt: null });
      await server.get(`/v1/hands/${hand.id}/replay?step=${history.version + 1}`).expect(422);
    });

    it('two service instances on one database keep one history: 10 racing If-Match calls across both, one wins', async () => {
      const hand = await newHand();
      const second = await bootApp();
      try {
        const servers = [server, client(second, key)];
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) => servers[i % 2]!.post(`/v1/hands/${hand.id}/actions`).set('If-Match', `"${hand.version}"`).send({ seat: 1, type: 'call' })),
        );
        expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(412)]);
      } finally {
        await second.close();
      }
    });
  });

  describe('reading', () => {
    it('answers 404 for an unknown or malformed id', async () => {
      const missing = await server.get('/v1/hands/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body.type).toBe('/problems/not-found');
      await server.get('/v1/hands/not-a-uuid').expect(404);
      await server.post('/v1/hands/not-a-uuid/actions').send({ seat: 1, type: 'fold' }).expect(404);
      await server.get('/v1/hands/00000000-0000-4000-8000-000000000000/history').expect(404);
    });

    it('lists hands newest first with cursor pagination and filters', async () => {
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        made.push((await createHand(server, { game: 'irish', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 10 }, { seat: 2, stack: 10 }], button: 1, seed: `list-${i}` })).body.id);
      }
      const first = (await server.get('/v1/hands?game=irish&limit=2').expect(200)).body;
      expect(first.items.map((h: { id: string }) => h.id)).toEqual([made[2], made[1]]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (await server.get(`/v1/hands?game=irish&limit=2&cursor=${first.nextCursor}`).expect(200)).body;
      expect(second.items[0].id).toBe(made[0]);
      const live = (await server.get('/v1/hands?game=irish&status=complete&limit=100').expect(200)).body;
      expect(live.items.every((h: { status: string }) => h.status === 'complete')).toBe(true);
      const future = (await server.get('/v1/hands?createdFrom=2999-01-01T00:00:00Z').expect(200)).body;
      expect(future.items).toEqual([]);
      await server.get('/v1/hands?cursor=bogus').expect(422);
      await server.get('/v1/hands?limit=0').expect(422);
      await server.get('/v1/hands?createdFrom=yesterday').expect(422);
    });
  });
});
