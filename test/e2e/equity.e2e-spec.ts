import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GAME_IDS, type PlayerEquity } from '../../src/engine';
import { DEFAULT_EQUITY_CONFIG } from '../../src/equity/equity-pool';
import { type Agent, bootWithKey } from './app';

interface Result {
  game: string;
  rankings: { high: string | null; low: string | null };
  method: 'exact' | 'monteCarlo';
  runouts: number;
  totalRunouts?: number;
  seed?: string;
  cutShort: boolean;
  elapsedMs: number;
  players: PlayerEquity[];
}

/** One request per game: a spot of the rest of its hand (flop: the turn; stud: 6th street; draw: the next draw). */
const SPOTS: Record<(typeof GAME_IDS)[number], Record<string, unknown>> = {
  holdem: { board: ['Ks', '9h', '4c', '2d'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }] },
  omaha: { board: ['Ks', '9h', '4c', '2d'], players: [{ cards: ['Ah', 'Kh', 'Qc', 'Jc'] }, { cards: ['9s', '9d', '8c', '7d'] }] },
  omahaHiLo: { board: ['Ks', '7h', '4c', '2d'], players: [{ cards: ['Ah', '3h', 'Qc', 'Jc'] }, { cards: ['9s', '9d', '8c', '6d'] }] },
  sevenCardStud: { players: [{ cards: ['As', 'Ad', '7c', '8h', '2s', '3d'] }, { cards: ['Kd', 'Kh', '9c', '9s', '5h', '6h'] }] },
  razz: { players: [{ cards: ['As', '2d', '7c', '8h', 'Ks', '3d'] }, { cards: ['4d', '5h', '9c', 'Qs', '6h', 'Th'] }] },
  sevenCardStudHiLo: { players: [{ cards: ['As', '2d', '7c', '8h', 'Ks', '3d'] }, { cards: ['Kd', 'Kh', '9c', '9s', '5h', '6h'] }] },
  crazyPineapple: { board: ['Ks', '9h', '4c', '2d'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }] },
  crazyPineappleHiLo: { board: ['Ks', '7h', '4c', '2d'], players: [{ cards: ['Ah', '3h'] }, { cards: ['Qs', 'Qd'] }] },
  jacksOrBetter: { players: [{ cards: ['Jh', 'Jd', '4c'] }, { cards: ['9s', '9d', 'Ac', 'Kc'] }] },
  lowballDraw: { players: [{ cards: ['Ah', '2d', '3c', '4s'] }, { cards: ['5s', '6d', '7c', '8h', '9d'] }] },
  deuceToSevenTripleDraw: { players: [{ cards: ['2h', '3d', '4c', '7s'] }, { cards: ['2s', '5d', '6c', '8h'] }] },
  aceToFiveTripleDraw: { players: [{ cards: ['Ah', '2d', '3c'] }, { cards: ['5s', '6d', '7c', '8h'] }] },
  courchevel: { board: ['Ks', '9h', '4c', '2d'], players: [{ cards: ['Ah', 'Kh', 'Qc', 'Jc', 'Tc'] }, { cards: ['9s', '9d', '8c', '7d', '6s'] }] },
  irish: { board: ['Ks', '9h', '4c', '2d'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }] },
  aviation: { board: ['Ks', '9h', '4c', '2d'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }] },
  fiveCardStud: { players: [{ cards: ['As', 'Kd', '7c', '8h'] }, { cards: ['Qd', 'Qh', '9c', '2s'] }] },
};

describe('POST /v1/equity', () => {
  let app: NestFastifyApplication;
  let api: Agent;
  const post = (body: unknown) => api.post('/v1/equity').send(body as object);
  const ok = async (body: unknown): Promise<Result> => {
    const res = await post(body);
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Result;
  };
  const refused = async (body: unknown, type: string) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.type).toBe(`/problems/${type}`);
    return res.body as { detail: string; errors: { pointer: string; detail: string }[] };
  };

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  describe.each(GAME_IDS)('%s', (game) => {
    it('answers with shares that add up to one pot', async () => {
      const r = await ok({ game, ...SPOTS[game] });
      expect(r.game).toBe(game);
      expect(r.method).toBe('exact');
      expect(r.cutShort).toBe(false);
      expect(r.runouts).toBe(r.totalRunouts);
      expect(r.runouts).toBeGreaterThan(1);
      expect(r.players.reduce((s, p) => s + p.equity, 0)).toBeCloseTo(1, 9);
      for (const p of r.players) {
        expect(p.wins! + p.ties! + p.losses!).toBe(r.runouts);
        if (r.rankings.high && r.rankings.low) expect(p.high! + p.low!).toBeCloseTo(p.equity, 9);
        else expect(p.high).toBeUndefined();
      }
    });
  });

  it("AsAh vs KdKc preflop: the published counts", async () => {
    const r = await ok({ game: 'holdem', players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] });
    expect(r.runouts).toBe(1_712_304);
    expect(r.players[0]).toMatchObject({ wins: 1_388_072, ties: 6_538, losses: 317_694 });
  });

  it('Monte Carlo returns its seed, and the seed reproduces the answer', async () => {
    const body = { game: 'omaha', players: [{ cards: ['Ah', 'Kh', 'Qc', 'Jc'] }, { cards: ['9s', '9d', '8c', '7d'] }], method: 'monteCarlo', samples: 5000 };
    const first = await ok(body);
    expect(first.method).toBe('monteCarlo');
    expect(first.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(first.players[0]!.standardError).toBeGreaterThan(0);
    const again = await ok({ ...body, seed: first.seed });
    expect(again.players).toEqual(first.players);
  });

  it('lowballType and courchevelHiLo change the rankings', async () => {
    const deuce = await ok({ game: 'lowballDraw', options: { lowballType: 'deuce-to-seven' }, ...SPOTS.lowballDraw });
    expect(deuce.rankings).toEqual({ high: null, low: 'deuceToSeven' });
    const hiLo = await ok({ game: 'courchevel', options: { courchevelHiLo: true }, ...SPOTS.courchevel });
    expect(hiLo.rankings).toEqual({ high: 'high', low: 'eightOrBetter' });
    expect(hiLo.players[0]!.low).toBeDefined();
  });

  it('a range player: blocked combinations removed, the answer weighted', async () => {
    const r = await ok({ game: 'holdem', board: ['Ks', '9h', '4c'], players: [{ cards: ['Ah', 'Kh'] }, { range: 'QQ+, AKs, A5s-A2s:0.5, KQo' }] });
    expect(r.method).toBe('exact');
    expect(r.players[0]!.wins).toBeUndefined(); // fractional weights
    expect(r.players[0]!.equity + r.players[1]!.equity).toBeCloseTo(1, 9);
  });

  describe('malformed requests name the card, range or player at fault', () => {
    it('a card given twice across players, board and dead cards', async () => {
      const p = await refused({ game: 'holdem', board: ['As', '9h', '4c'], dead: ['Kd'], players: [{ cards: ['As', 'Kh'] }, { cards: ['Kd', 'Qd'] }] }, 'validation-error');
      expect(p.errors).toEqual(
        expect.arrayContaining([
          { pointer: '/players/0/cards/0', detail: expect.stringContaining('As appears twice (first at /board/0)') },
          { pointer: '/players/1/cards/0', detail: expect.stringContaining('Kd appears twice (first at /dead/0)') },
        ]),
      );
    });

    it('an unknown card', async () => {
      const p = await refused({ game: 'holdem', players: [{ cards: ['Ax', 'Kh'] }, { cards: ['Qs', 'Qd'] }] }, 'validation-error');
      expect(p.errors[0]!.pointer).toBe('/players/0/cards/0');
    });

    it('too many cards for the game', async () => {
      const p = await refused({ game: 'omaha', players: [{ cards: ['Ah', 'Kh', 'Qh', 'Jh', 'Th'] }, { cards: ['2s', '3s', '4s', '5s'] }] }, 'validation-error');
      expect(p.errors[0]).toEqual({ pointer: '/players/0/cards', detail: 'Omaha players hold 4 hole cards, not 5' });
      const draw = await refused({ game: 'jacksOrBetter', players: [{ cards: [] }, { cards: ['2s', '3s', '4s', '5s'] }] }, 'validation-error');
      expect(draw.errors[0]!.detail).toContain('draws at most 4 cards');
      const board = await refused({ game: 'holdem', board: ['2c', '3c'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }] }, 'validation-error');
      expect(board.errors[0]!.pointer).toBe('/board');
    });

    it('a pineapple player before the discard', async () => {
      const p = await refused({ game: 'crazyPineapple', players: [{ cards: ['Ah', 'Kh', '2c'] }, { cards: ['Qs', 'Qd'] }] }, 'discards-pending');
      expect(p.detail).toContain('/players/0/cards');
      await refused({ game: 'aviation', board: ['2d', '7s', '9s'], players: [{ cards: ['Ah', 'Kh', '3c'] }, { cards: ['Qs', 'Qd'] }] }, 'discards-pending');
    });

    it('a range with no combination left, and one that does not parse', async () => {
      const empty = await refused({ game: 'holdem', board: ['As', 'Ah', '2c'], dead: ['Ad'], players: [{ cards: ['Kd', 'Kc'] }, { range: 'AA' }] }, 'empty-range');
      expect(empty.errors[0]!.pointer).toBe('/players/1/range');
      const bad = await refused({ game: 'holdem', players: [{ cards: ['Kd', 'Kc'] }, { range: 'AKx' }] }, 'invalid-range');
      expect(bad.detail).toContain("'AKx'");
      await refused({ game: 'razz', players: [{ range: 'AA' }, { cards: ['2s', '3s', '4s'] }] }, 'validation-error');
    });

    it('an unknown field and an option of another game', async () => {
      await refused({ game: 'holdem', players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }], pot: 10 }, 'validation-error');
      const p = await refused({ game: 'holdem', options: { lowballType: 'deuce-to-seven' }, players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }] }, 'validation-error');
      expect(p.errors[0]!.pointer).toBe('/options/lowballType');
    });
  });

  it('a huge request does not hold the event loop beyond its time budget', async () => {
    // Ten players preflop in Omaha Hi-Lo with 10 million samples would take minutes; the budget is 300 ms.
    const players = ['AhKhQhJh', 'AsKsQsJs', 'AdKdQdJd', 'AcKcQcJc', 'ThTs9h9s', 'TdTc9d9c', '8h8s7h7s', '8d8c7d7c', '6h6s5h5s', '6d6c5d5c'].map((h) => ({ cards: h.match(/../g) }));
    const started = performance.now();
    const r = await ok({ game: 'omahaHiLo', players, method: 'monteCarlo', samples: 10_000_000, timeBudgetMs: 300 });
    const wall = performance.now() - started;
    expect(r.cutShort).toBe(true);
    expect(r.runouts).toBeLessThan(10_000_000);
    expect(r.elapsedMs).toBeLessThan(300 + 1000);
    expect(wall).toBeLessThan(300 + 3000);
  });

  it('an exact enumeration chosen by default that cannot finish in half its budget gives way to Monte Carlo', async () => {
    // PLO heads-up preflop: 1,086,008 runouts, about 170 ms of one core; 20 ms are half of the budget.
    const r = await ok({ game: 'omaha', players: [{ cards: ['Ah', 'Kh', 'Qc', 'Jc'] }, { cards: ['9s', '9d', '8c', '7d'] }], timeBudgetMs: 40, seed: 'half' });
    expect(r.method).toBe('monteCarlo');
    expect(r.seed).toBe('half');
    expect(r.players[0]!.standardError).toBeGreaterThan(0);
    expect(r.runouts).toBeGreaterThan(0);
  });

  it('nor does a forced exact enumeration far beyond its budget (7 Card Stud on 3rd street: 1.8e10 runouts)', async () => {
    const started = performance.now();
    const r = await ok({ game: 'sevenCardStud', players: [{ cards: ['As', 'Ad', '7c'] }, { cards: ['Kd', 'Kh', '9c'] }], method: 'exact', timeBudgetMs: 300 });
    const wall = performance.now() - started;
    expect(r.method).toBe('exact');
    expect(r.cutShort).toBe(true);
    expect(r.runouts).toBeLessThan(r.totalRunouts!);
    expect(r.elapsedMs).toBeLessThan(300 + 1000);
    expect(wall).toBeLessThan(300 + 3000);
  });

  describe('computed off the event loop', () => {
    const TEN_HANDS = ['AhKhQhJh', 'AsKsQsJs', 'AdKdQdJd', 'AcKcQcJc', 'ThTs9h9s', 'TdTc9d9c', '8h8s7h7s', '8d8c7d7c', '6h6s5h5s', '6d6c5d5c'].map((h) => ({ cards: h.match(/../g) }));
    const long = { game: 'omahaHiLo', players: TEN_HANDS, method: 'monteCarlo', samples: 10_000_000, timeBudgetMs: 3000 };

    it('other requests are answered while an equity takes its whole budget', async () => {
      const computing = api.post('/v1/equity').send(long).then((res) => res);
      // Let the computation start, then time health checks made while it runs.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await api.get('/health/live').expect(200);
        waits.push(performance.now() - started);
      }
      const res = await computing;
      expect(res.status).toBe(200);
      expect(res.body.cutShort).toBe(true);
      // On the thread that serves requests, each check would wait for the rest of the 3 s.
      expect(Math.max(...waits)).toBeLessThan(1000);
    });

    it('a full queue is refused with 503 equity-busy and Retry-After, and the running computation still answers', async () => {
      const busy = await bootWithKey({ equity: { ...DEFAULT_EQUITY_CONFIG, workers: 1, queue: 0, workerScript: process.env.EQUITY_WORKER_SCRIPT } });
      try {
        const first = busy.api.post('/v1/equity').send({ ...long, timeBudgetMs: 1500 }).then((res) => res);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const second = await busy.api.post('/v1/equity').send({ game: 'holdem', players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] });
        expect(second.status).toBe(503);
        expect(second.body.type).toBe('/problems/equity-busy');
        expect(second.headers['retry-after']).toMatch(/^\d+$/);
        expect((await first).status).toBe(200);
        // Once the worker is free, the same request is answered.
        const again = await busy.api.post('/v1/equity').send({ game: 'holdem', players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] }).expect(200);
        expect(again.body.players[0].wins).toBe(1_388_072);
      } finally {
        await busy.app.close();
      }
    });
  });
});
