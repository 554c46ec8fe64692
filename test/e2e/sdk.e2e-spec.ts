import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ActionDto, type CreateHandDto, CroupierClient, CroupierProblem, type HandView, type LegalActionView } from '../../clients/typescript/src';
import { bootApp, newAppKey } from './app';

/**
 * The TypeScript SDK (clients/typescript) against the real service on a real port: a hand of each
 * family played by players who hold only their seat tokens, and what the SDK adds over a bare
 * generated client (If-Match from a hand, an Idempotency-Key per call kept across retries, problems
 * as typed errors, text bodies).
 */
const HANDS: Record<'flop' | 'stud' | 'draw', CreateHandDto> = {
  flop: { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }, { seat: 3, stack: 100 }], button: 1, seed: 'sdk-flop', seatTokens: true },
  stud: { game: 'sevenCardStud', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4, ante: 1, bringIn: 1 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }, { seat: 3, stack: 100 }], seed: 'sdk-stud', seatTokens: true },
  draw: { game: 'deuceToSevenTripleDraw', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }, { seat: 3, stack: 100 }], button: 1, seed: 'sdk-draw', seatTokens: true },
};

// What the compiler holds (npm run typecheck): the action body is a union on `type`, so a client
// cannot send a field its action does not take, or leave out one it needs.
// @ts-expect-error a fold takes no amount
export const _foldWithAmount: ActionDto = { seat: 1, type: 'fold', amount: 3 };
// @ts-expect-error dealing names its cards
export const _dealWithoutCards: ActionDto = { type: 'deal' };

/**
 * Brings in when it may, opens (bet, raise or completion) once at the smallest total, exchanges one
 * card at each draw, otherwise checks or calls.
 */
function choose(seat: number, legal: LegalActionView[], opened: boolean): ActionDto {
  const has = (type: LegalActionView['type']) => legal.find((action) => action.type === type);
  if (has('bringIn')) return { seat, type: 'bringIn' };
  const open = has('bet') ?? has('raise') ?? has('complete');
  if (!opened && open && 'min' in open) return { seat, type: open.type, amount: open.min };
  const draw = has('draw');
  if (draw && 'cards' in draw) return { seat, type: 'draw', cards: draw.cards.slice(0, 1) };
  if (has('check')) return { seat, type: 'check' };
  return { seat, type: 'call' };
}

describe('the TypeScript SDK', () => {
  let app: NestFastifyApplication;
  let url: string;
  let croupier: CroupierClient;

  beforeAll(async () => {
    app = await bootApp();
    const { key } = await newAppKey(app);
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    croupier = new CroupierClient({ baseUrl: url, key });
  });
  afterAll(() => app.close());

  describe.each(Object.entries(HANDS))('plays a %s hand to the end', (family, config) => {
    it('with each player acting through its own seat token, on the version it saw', async () => {
      const created = await croupier.createHand(config);
      const players = new Map((created.seatTokens ?? []).map(({ seat, token }) => [seat, croupier.withKey(token)]));
      expect(players.size).toBe(3);
      let hand: HandView = created;
      const played: string[] = [];
      while (hand.toAct) {
        // The player to act looks at the hand as its seat sees it (its own cards and what it may do).
        const player = players.get(hand.toAct.seat)!;
        const view = await player.getHand(hand.id);
        const { seat, legalActions } = view.toAct!;
        const action = choose(seat, legalActions, played.some((type) => ['bet', 'raise', 'complete'].includes(type)));
        hand = await player.act(hand.id, action, { ifMatch: view });
        played.push(action.type);
        expect(played.length).toBeLessThan(100);
      }
      const final = await croupier.getHand(hand.id);
      expect(final.status).toBe('complete');
      expect(final.result?.finalStacks.reduce((sum, { stack }) => sum + stack, 0)).toBe(300);
      const history = await croupier.getHistory(hand.id);
      if (typeof history === 'string') throw new Error('the history without ?format is JSON');
      expect(history.events).toHaveLength(final.version);
      // What makes each family itself went through the SDK's types and the service's rules.
      const signature = { flop: ['raise'], stud: ['bringIn', 'complete'], draw: ['draw'] }[family as keyof typeof HANDS];
      expect(played).toEqual(expect.arrayContaining(signature));
    });
  });

  it('rejects with a CroupierProblem that carries the type, the fields and the extension members', async () => {
    const hand = await croupier.createHand({ ...HANDS.flop, seatTokens: false });
    const wrongSeat = hand.toAct!.seat === 1 ? 2 : 1;
    const refused = await croupier.act(hand.id, { seat: wrongSeat, type: 'fold' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CroupierProblem);
    const problem = refused as CroupierProblem;
    expect({ code: problem.code, status: problem.status }).toEqual({ code: 'not-your-turn', status: 422 });
    expect(problem.type).toBe('/problems/not-your-turn');
    expect(problem.problem.legalActions).toEqual(hand.toAct!.legalActions);

    const invalid = (await croupier.createHand({ ...HANDS.flop, seats: [] }).catch((error: unknown) => error)) as CroupierProblem;
    expect(invalid.code).toBe('validation-error');
    expect(invalid.errors.map((error) => error.pointer)).toContain('/seats');
  });

  it('sends If-Match from the hand it is given: an action decided on an old version is refused with 412', async () => {
    const dealt = await croupier.createHand({ ...HANDS.flop, seatTokens: false });
    const moved = await croupier.act(dealt.id, { seat: dealt.toAct!.seat, type: 'call' }, { ifMatch: dealt });
    expect(moved.version).toBeGreaterThan(dealt.version);
    const stale = (await croupier.act(dealt.id, { seat: moved.toAct!.seat, type: 'call' }, { ifMatch: dealt }).catch((error: unknown) => error)) as CroupierProblem;
    expect(stale).toBeInstanceOf(CroupierProblem);
    expect({ code: stale.code, status: stale.status, currentVersion: stale.problem.currentVersion }).toEqual({ code: 'precondition-failed', status: 412, currentVersion: moved.version });
  });

  it('gives each action its own Idempotency-Key and, when an answer is lost, retries under the same key so the action applies once', async () => {
    const keys: string[] = [];
    let cut = 1;
    // A network that delivers the first action but loses its answer.
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && String(input).endsWith('/actions')) {
        keys.push(new Headers(init.headers).get('idempotency-key')!);
        if (cut-- > 0) throw new TypeError('fetch failed: the connection was reset');
      }
      return response;
    };
    const { key } = await newAppKey(app);
    const flaky = new CroupierClient({ baseUrl: url, key, fetch: lossy });
    const dealt = await flaky.createHand({ ...HANDS.flop, seatTokens: false });
    const first = dealt.toAct!.seat;
    const afterCall = await flaky.act(dealt.id, { seat: first, type: 'call' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const afterFold = await flaky.act(dealt.id, { seat: afterCall.toAct!.seat, type: 'fold' });
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);

    const history = await flaky.getHistory(dealt.id);
    if (typeof history === 'string') throw new Error('the history without ?format is JSON');
    // One call and one fold: the retried call was not applied a second time.
    expect(history.events.map((event) => event.type).filter((type) => type === 'call' || type === 'fold')).toEqual(['call', 'fold']);
    expect(afterFold.version).toBe(history.events.length);
  });

  it('waits out a 409 idempotency-key-in-progress and asks again under the same key; never repeats a write without a key', async () => {
    const sent: { url: string; key: string | null }[] = [];
    let busy = 1;
    let cut = 0;
    const network: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), key: new Headers(init?.headers).get('idempotency-key') });
      if (cut > 0 && init?.method === 'POST') {
        cut--;
        throw new TypeError('fetch failed: the connection was refused');
      }
      // While the first copy of an action runs, the service answers its twin so (Retry-After: 0 here).
      if (busy > 0 && String(input).endsWith('/actions')) {
        busy--;
        const problem = { type: '/problems/idempotency-key-in-progress', title: 'Idempotency key in progress', status: 409, detail: 'the first request with this key is still under way' };
        return new Response(JSON.stringify(problem), { status: 409, headers: { 'content-type': 'application/problem+json', 'retry-after': '0' } });
      }
      return fetch(input, init);
    };
    const { key } = await newAppKey(app);
    const patient = new CroupierClient({ baseUrl: url, key, fetch: network });
    const dealt = await patient.createHand({ ...HANDS.flop, seatTokens: false });
    const acted = await patient.act(dealt.id, { seat: dealt.toAct!.seat, type: 'call' });
    expect(acted.version).toBeGreaterThan(dealt.version);
    const tries = sent.filter((request) => request.url.endsWith('/actions'));
    expect(tries).toHaveLength(2);
    expect(tries[1]!.key).toBe(tries[0]!.key);

    // A create carries no key: sent once, its failure is the caller's to handle.
    cut = 1;
    const before = sent.length;
    await expect(patient.createHand({ ...HANDS.flop, seatTokens: false })).rejects.toThrow(/connection was refused/);
    expect(sent.length - before).toBe(1);
  });

  it('sends a text body with its media type and reads a text answer as text', async () => {
    const phh = ['variant = "NT"', 'antes = [0, 0]', 'blinds_or_straddles = [1, 2]', 'min_bet = 2', 'starting_stacks = [200, 200]', 'actions = ["d dh p1 AsKs", "d dh p2 7c2d", "p2 cbr 6", "p1 f"]', ''].join('\n');
    const imported = await croupier.importHands(phh);
    expect(imported.hands).toHaveLength(1);
    const id = imported.hands[0]!.id;
    const text = await croupier.getHistory(id, { format: 'phh' });
    expect(typeof text).toBe('string');
    expect(text).toContain('"p2 cbr 6"');
    expect((await croupier.getHand(id)).status).toBe('complete');
  });

  it('names public routes and takes no key for them', async () => {
    const anonymous = new CroupierClient({ baseUrl: url });
    expect((await anonymous.live()).status).toBe('ok');
    const problems = await anonymous.listProblems();
    expect(problems.map((problem) => problem.code)).toContain('not-your-turn');
  });
});
