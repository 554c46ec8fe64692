import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { GAME_IDS, findGame } from '../../src/engine';
import { type Agent, bootWithKey, client } from './app';

type Hand = {
  id: string;
  status: string;
  version: number;
  toAct: { seat: number; legalActions: { type: string; count?: number; cards?: string[]; amount?: number }[] } | null;
  awaitingDeal: { seat: number | null; count: number; faces: string[] } | null;
  result: { finalStacks: { seat: number; stack: number }[]; pots: unknown[]; shown: unknown[]; rake: number } | null;
  seats: { seat: number; stack: number; cards: { card: string | null }[] }[];
};

const FIXTURES = path.join(__dirname, '..', 'unit', 'formats', 'fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** Every PHH field `name = [...]` of a single-line array of integers. */
const intArray = (doc: string, name: string): number[] => JSON.parse(new RegExp(`^${name} = (\\[[^\\]]*\\])`, 'm').exec(doc)![1]!);

describe('hand histories that travel: manual dealing, PHH, PokerStars', () => {
  let app: NestFastifyApplication;
  let api: Agent;

  beforeAll(async () => {
    ({ app, api } = await bootWithKey());
  });
  afterAll(() => app.close());

  /**
   * Plays a hand to the end: checks or calls, brings in, discards and draws the first cards, shows.
   * `aggressive`: bets and raises the most it may instead, so that short stacks go all-in.
   */
  async function playOut(hand: Hand, aggressive = false): Promise<Hand> {
    let n = 0;
    while (hand.toAct && n++ < 300) {
      const { seat, legalActions } = hand.toAct;
      const has = (t: string) => legalActions.find((a) => a.type === t);
      const discard = has('discard');
      const raise = aggressive ? (has('raise') ?? has('bet') ?? has('complete')) : undefined;
      const body = raise
        ? { seat, type: raise.type, amount: (raise as { max?: number }).max }
        : has('check')
        ? { seat, type: 'check' }
        : has('call')
          ? { seat, type: 'call' }
          : has('bringIn')
            ? { seat, type: 'bringIn' }
            : discard
              ? { seat, type: 'discard', cards: discard.cards!.slice(0, discard.count) }
              : has('draw')
                ? { seat, type: 'draw', cards: has('draw')!.cards!.slice(0, 1) }
                : { seat, type: legalActions[0]!.type };
      const res = await api.post(`/v1/hands/${hand.id}/actions`).send(body);
      if (res.status !== 200) throw new Error(`${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
      hand = res.body;
    }
    return hand;
  }

  const exportPhh = async (id: string) => {
    const res = await api.get(`/v1/hands/${id}/history?format=phh`).expect(200);
    expect(res.headers['content-type']).toBe('application/toml; charset=utf-8');
    return res.text;
  };

  describe('manual dealing', () => {
    const base = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), button: 1, dealing: 'manual' };
    const deal = (id: string, cards: string, seat?: number) => api.post(`/v1/hands/${id}/actions`).send({ type: 'deal', ...(seat !== undefined ? { seat } : {}), cards: cards.split(' ') });
    const act = (id: string, seat: number, type: string) => api.post(`/v1/hands/${id}/actions`).send({ seat, type }).expect(200);

    it('waits at every deal, takes the cards in the order the rules deal them, and plays to the right stacks', async () => {
      const created = (await api.post('/v1/hands').send(base).expect(201)).body as Hand & { dealing: string; commitment: string | null };
      expect(created.dealing).toBe('manual');
      expect(created.commitment).toBeNull();
      expect(created.toAct).toBeNull();
      // Button 1: the cards go round from seat 2.
      expect(created.awaitingDeal).toEqual({ seat: 2, count: 2, faces: ['down', 'down'] });
      const id = created.id;
      const wrongSeat = await deal(id, 'As Ad', 1).expect(422);
      expect(wrongSeat.body.type).toBe('/problems/deal-wrong-seat');
      expect((await deal(id, 'Kc', 2).expect(422)).body.type).toBe('/problems/deal-wrong-count');
      expect((await api.post(`/v1/hands/${id}/actions`).send({ seat: 1, type: 'call' }).expect(422)).body.type).toBe('/problems/not-your-turn');
      await deal(id, 'Kc Kd', 2).expect(200);
      expect((await deal(id, 'Kc 2c', 3).expect(422)).body.type).toBe('/problems/duplicate-card');
      await deal(id, '7h 2c', 3).expect(200);
      const dealt = (await deal(id, 'As Ad', 1).expect(200)).body as Hand;
      expect(dealt.toAct!.seat).toBe(1);
      await act(id, 1, 'call');
      await act(id, 2, 'call');
      const flopDue = (await act(id, 3, 'check')).body as Hand;
      expect(flopDue.awaitingDeal).toEqual({ seat: null, count: 3, faces: ['up', 'up', 'up'] });
      expect((await deal(id, '?? 9s 5d').expect(422)).body.type).toBe('/problems/unknown-card-not-allowed');
      expect((await deal(id, 'Ah 9s 5d', 2).expect(422)).body.type).toBe('/problems/deal-wrong-seat');
      await deal(id, 'Ah 9s 5d').expect(200);
      for (const s of [2, 3, 1]) await act(id, s, 'check');
      await deal(id, '3c').expect(200);
      for (const s of [2, 3, 1]) await act(id, s, 'check');
      await deal(id, 'Jh').expect(200);
      let last: Hand | undefined;
      for (const s of [2, 3, 1]) last = (await act(id, s, 'check')).body;
      expect(last!.status).toBe('complete');
      expect(last!.result!.finalStacks).toEqual([{ seat: 1, stack: 104 }, { seat: 2, stack: 98 }, { seat: 3, stack: 98 }]);
      const history = (await api.get(`/v1/hands/${id}/history`).expect(200)).body;
      expect(history.deck).toBeUndefined();
      expect(history.commitment).toBeNull();
    });

    it('takes ?? for down cards nobody saw, and a seat token cannot deal', async () => {
      const created = (await api.post('/v1/hands').send({ ...base, seatTokens: true }).expect(201)).body as Hand & { seatTokens: { seat: number; token: string }[] };
      const token = client(app, created.seatTokens.find((t) => t.seat === 2)!.token);
      const refused = await token.post(`/v1/hands/${created.id}/actions`).send({ type: 'deal', seat: 2, cards: ['Kc', 'Kd'] }).expect(403);
      expect(refused.body.type).toBe('/problems/forbidden');
      await deal(created.id, '?? ??', 2).expect(200);
      const view = (await deal(created.id, '?? ??', 3).expect(200)).body as Hand;
      expect(view.seats.find((s) => s.seat === 2)!.cards.map((c) => c.card)).toEqual(['??', '??']);
      await api.post(`/v1/hands/${created.id}/actions`).send({ type: 'deal', seat: 1, cards: ['As', 'Xx'] }).expect(422);
      await api.post(`/v1/hands/${created.id}/actions`).send({ type: 'deal', seat: 1 }).expect(422);
      await deal(created.id, 'As Ad', 1).expect(200);
    });
  });

  describe('PHH', () => {
    /** One hand of each game, dealt from a seed and played out by check/call. */
    const played: { game: string; id: string; hand: Hand }[] = [];

    beforeAll(async () => {
      for (const game of GAME_IDS) {
        const g = findGame(game)!;
        const structure = g.structures.allowed.includes('fixedLimit') ? 'fixedLimit' : g.structures.default;
        const stud = g.family === 'stud';
        const stakes = structure === 'fixedLimit' ? { smallBet: 2, bigBet: 4, ...(stud ? { ante: 1, bringIn: 1 } : {}) } : { smallBlind: 1, bigBlind: 2 };
        const seats = [2, 5, 7].map((seat) => ({ seat, stack: 100 }));
        const body = { game, bettingStructure: structure, stakes: game === 'jacksOrBetter' || game === 'lowballDraw' ? { ...stakes, ante: 1 } : stakes, seats, button: 5, seed: `phh-${game}` };
        const created = await api.post('/v1/hands').send(body);
        if (created.status !== 201) throw new Error(`${game}: ${created.status} ${JSON.stringify(created.body)}`);
        played.push({ game, id: created.body.id, hand: await playOut(created.body) });
      }
    });

    it('keeps all-in hands with side pots through export → import → export, for every game', async () => {
      let sidePots = 0;
      for (const game of GAME_IDS) {
        const g = findGame(game)!;
        // No limit where the game has blinds to play it with (2-7 single draw included); fixed limit otherwise.
        const structure = g.structures.allowed.includes('noLimit') && game !== 'jacksOrBetter' ? 'noLimit' : 'fixedLimit';
        const stud = g.family === 'stud';
        const antes = stud || game === 'jacksOrBetter' ? { ante: 1, ...(stud ? { bringIn: 1 } : {}) } : {};
        const stakes = structure === 'fixedLimit' ? { smallBet: 2, bigBet: 4, ...antes } : { smallBlind: 1, bigBlind: 2 };
        // Three different stacks: the short one is all-in first, the middle one makes a side pot.
        const seats = [[2, 9], [5, 23], [7, 60]].map(([seat, stack]) => ({ seat, stack }));
        const body = { game, bettingStructure: structure, stakes, seats, button: 5, seed: `allin-${game}` };
        const created = await api.post('/v1/hands').send(body);
        if (created.status !== 201) throw new Error(`${game}: ${created.status} ${JSON.stringify(created.body)}`);
        const hand = await playOut(created.body, true);
        expect({ game, status: hand.status }).toEqual({ game, status: 'complete' });
        const first = await exportPhh(hand.id);
        const imported = await api.post('/v1/hands/import').send({ document: first });
        expect({ game, status: imported.status, body: imported.status === 201 ? null : imported.body }).toEqual({ game, status: 201, body: null });
        const copy = imported.body.hands[0].id as string;
        expect((await exportPhh(copy)).replace(copy, '<id>')).toBe(first.replace(hand.id, '<id>'));
        const again = (await api.get(`/v1/hands/${copy}`).expect(200)).body as Hand;
        expect({ game, result: again.result }).toEqual({ game, result: hand.result });
        if (hand.result!.pots.length > 1) sidePots++;
      }
      // The short stacks did go all-in: most games ended with a side pot.
      expect(sidePots).toBeGreaterThanOrEqual(10);
    });

    it('exports every game, and export → import → export gives the same document', async () => {
      expect(played.map((p) => p.game)).toEqual([...GAME_IDS]);
      for (const { game, id, hand } of played) {
        expect({ game, status: hand.status }).toEqual({ game, status: 'complete' });
        const first = await exportPhh(id);
        expect(first).toMatch(/^variant = "/);
        const imported = await api.post('/v1/hands/import').send({ document: first });
        expect({ game, status: imported.status, body: imported.status === 201 ? null : imported.body }).toEqual({ game, status: 201, body: null });
        const copy = imported.body.hands[0].id as string;
        expect(imported.headers.location).toBe(`/v1/hands/${copy}`);
        const second = await exportPhh(copy);
        // The same document; only the hand's own id differs.
        expect(second.replace(copy, '<id>')).toBe(first.replace(id, '<id>'));
        // The stored hand's replay equals the original.
        const original = (await api.get(`/v1/hands/${id}`).expect(200)).body as Hand;
        const again = (await api.get(`/v1/hands/${copy}`).expect(200)).body as Hand;
        expect({ game, result: again.result }).toEqual({ game, result: original.result });
        expect({ game, seats: again.seats }).toEqual({ game, seats: original.seats });
      }
    });

    it('imports hand-written files (blinds, antes, bring-in, side pots, draws, a split pot) to their finishing stacks', async () => {
      for (const name of ['nt-side-pots.phh', 'f7s-bring-in.phh', 'f2l3d-draws.phh', 'fo8-split.phh']) {
        const doc = fixture(name);
        const res = await api.post('/v1/hands/import').set('content-type', 'application/toml').send(doc);
        expect({ name, status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ name, status: 201, body: null });
        const hand = (await api.get(`/v1/hands/${res.body.hands[0].id}`).expect(200)).body as Hand;
        const order = /^seats = /m.test(doc) ? intArray(doc, 'seats') : intArray(doc, 'starting_stacks').map((_, i) => i + 1);
        if (/^finishing_stacks = /m.test(doc)) {
          const finishing = intArray(doc, 'finishing_stacks');
          const stacks = Object.fromEntries(hand.seats.map((s) => [s.seat, s.stack]));
          expect({ name, stacks: order.map((seat) => stacks[seat]) }).toEqual({ name, stacks: finishing });
        }
      }
      const many = await api.post('/v1/hands/import').set('content-type', 'application/toml').send(fixture('mixed.phhs')).expect(201);
      expect(many.body.hands.map((h: { label: string }) => h.label)).toEqual(['1', '2']);
    });

    it('imports published big-blind-ante hands to their finishing stacks (the ante is dead money in the main pot)', async () => {
      const names = ['bba-2019-wsop-main-event-final-hand.phh', 'bba-2022-wsop-main-event-final-hand.phh', 'bba-2023-wsop-main-event-third-place.phh'];
      const file = names.map((name, i) => `[${i + 1}]\n${fixture(name)}`).join('\n');
      const res = await api.post('/v1/hands/import').set('content-type', 'application/toml').send(file);
      expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
      for (const [i, name] of names.entries()) {
        const doc = fixture(name);
        const hand = (await api.get(`/v1/hands/${res.body.hands[i].id}`).expect(200)).body as Hand;
        const order = /^seats = /m.test(doc) ? intArray(doc, 'seats') : intArray(doc, 'starting_stacks').map((_, k) => k + 1);
        const stacks = Object.fromEntries(hand.seats.map((s) => [s.seat, s.stack]));
        expect({ name, stacks: order.map((seat) => stacks[seat]) }).toEqual({ name, stacks: intArray(doc, 'finishing_stacks') });
      }
    });

    it('reads a .phh with tables of its own, and its time in its time zone', async () => {
      const doc = [
        'variant = "NT"',
        'antes = [0, 0]',
        'blinds_or_straddles = [1, 2]',
        'min_bet = 2',
        'starting_stacks = [50, 50]',
        'actions = ["d dh p1 AsAd", "d dh p2 KsKd", "p2 f"]',
        'time = 12:00:00',
        'time_zone = "America/New_York"',
        'day = 30',
        'month = 11',
        'year = 2026',
        '',
        '[_notes]',
        'source = "a club night"',
      ].join('\n');
      const res = await api.post('/v1/hands/import').set('content-type', 'application/toml').send(doc).expect(201);
      expect(res.body.hands).toHaveLength(1);
      // Noon in New York on 30 November (EST, UTC-5) is 17:00 UTC.
      expect(await exportPhh(res.body.hands[0].id)).toMatch(/^time = 17:00:00$[\s\S]*^day = 30$/m);
      const deep = await api.post('/v1/hands/import').send({ document: `x = ${'['.repeat(5000)}` }).expect(422);
      expect(deep.body.type).toBe('/problems/import-rejected');
    });

    const NT = (actions: string[], extra = '') =>
      [
        'variant = "NT"',
        'antes = [0, 0, 0]',
        'blinds_or_straddles = [1, 2, 0]',
        'min_bet = 2',
        'starting_stacks = [100, 100, 100]',
        `actions = [${actions.map((a) => JSON.stringify(a)).join(', ')}]`,
        extra,
      ].join('\n');
    const deals = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd'];

    it('rejects an illegal raise with the action index and the rule, and stores nothing', async () => {
      const before = (await api.get('/v1/hands?limit=100').expect(200)).body.items.length;
      const res = await api.post('/v1/hands/import').send({ document: NT([...deals, 'p3 cbr 3']) }).expect(422);
      expect(res.body.type).toBe('/problems/import-rejected');
      expect(res.body.hands).toEqual([{ index: 0, errors: [expect.objectContaining({ actionIndex: 3, pointer: '/actions/3', code: 'raise-below-minimum' })] }]);
      expect(res.body.detail).toMatch(/action 3 \('p3 cbr 3'\)/);
      // All or nothing: a good hand with a bad one is not stored either.
      const file = `[1]\n${NT([...deals, 'p3 f'])}\n\n[2]\n${NT([...deals, 'p3 cbr 3'])}\n`;
      const mixed = await api.post('/v1/hands/import').set('content-type', 'application/toml').send(file).expect(422);
      expect(mixed.body.hands.map((h: { label: string }) => h.label)).toEqual(['2']);
      expect((await api.get('/v1/hands?limit=100').expect(200)).body.items.length).toBe(before);
    });

    it('rejects a duplicated card, a wrong finishing stack, and files that are not PHH', async () => {
      const dup = await api.post('/v1/hands/import').send({ document: NT(['d dh p1 AsAd', 'd dh p2 AsKd']) }).expect(422);
      expect(dup.body.hands[0].errors[0]).toEqual({ pointer: '/actions/1', actionIndex: 1, detail: "'d dh p2 AsKd': As is already in p1's hand" });
      // Across streets too: Qs is in p3's hand when the flop names it.
      const later = await api.post('/v1/hands/import').send({ document: NT([...deals, 'p3 cc', 'p1 cc', 'p2 cc', 'd db QsJh2c']) }).expect(422);
      expect(later.body.hands[0].errors[0]).toMatchObject({ actionIndex: 6, detail: expect.stringMatching(/Qs is already in p3's hand/) });
      const wrong = await api.post('/v1/hands/import').send({ document: NT([...deals, 'p3 f', 'p1 f'], 'finishing_stacks = [99, 102, 100]') }).expect(422);
      // p1 folds his small blind to p2: 99, 101, 100 by the rules; the file claims 102 for p2.
      expect(wrong.body.hands[0].errors).toEqual([{ pointer: '/finishing_stacks/1', detail: 'p2 (seat 2) finishes with 101 by the rules, not 102 as the file says' }]);
      const syntax = await api.post('/v1/hands/import').send({ document: 'variant = "NT"\nantes = [0, 0' }).expect(422);
      expect(syntax.body.hands[0].errors[0].line).toBe(2);
      await api.post('/v1/hands/import').send({ document: 'variant = "XX"\nantes = [0, 0]' }).expect(422);
      await api.post('/v1/hands/import').send({ text: 'x' }).expect(422);
      await api.post('/v1/hands/import').send({ document: 5 }).expect(422);
      // TOML is read on the import route only.
      await api.post('/v1/hands').set('content-type', 'application/toml').send('game = "holdem"').expect(415);
    });

    it('writes a seat-limited document with the other players\' down cards unknown', async () => {
      const holdem = played.find((p) => p.game === 'holdem')!;
      const full = await exportPhh(holdem.id);
      const mine = (await api.get(`/v1/hands/${holdem.id}/history?format=phh&seat=2`).expect(200)).text;
      expect(full).not.toContain('????');
      expect(mine).toContain('????');
      await api.get(`/v1/hands/${holdem.id}/history?format=phh&seat=9`).expect(422);
      await api.get(`/v1/hands/${holdem.id}/history?format=xml`).expect(422);
    });
  });

  describe('PokerStars', () => {
    it('exports the games PokerStars deals as text, and says why for the others', async () => {
      const created = (await api.post('/v1/hands').send({ game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100, name: `p${seat}` })), button: 1, seed: 'stars' }).expect(201)).body;
      const live = await api.get(`/v1/hands/${created.id}/history?format=pokerstars`).expect(422);
      expect(live.body.type).toBe('/problems/format-not-available');
      const done = await playOut(created);
      const res = await api.get(`/v1/hands/${done.id}/history?format=pokerstars&seat=1`).expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.text.split('\n');
      expect(lines[0]).toMatch(/^PokerStars Hand #\d+: {2}Hold'em No Limit \(1\/2\) - \d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2}:\d{2} ET$/);
      expect(lines[1]).toBe("Table 'Croupier' 10-max Seat #1 is the button");
      expect(lines).toContain('*** HOLE CARDS ***');
      expect(lines.some((l) => l.startsWith('Dealt to p1 ['))).toBe(true);
      // The same hand always gets the same hand number.
      const again = await api.get(`/v1/hands/${done.id}/history?format=pokerstars&seat=1`).expect(200);
      expect(again.text).toBe(res.text);
      const pineapple = (await api.post('/v1/hands').send({ game: 'crazyPineapple', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: [1, 2].map((seat) => ({ seat, stack: 50 })), button: 1, seed: 'x' }).expect(201)).body;
      const none = await api.get(`/v1/hands/${pineapple.id}/history?format=pokerstars`).expect(422);
      expect(none.body.detail).toMatch(/PokerStars/);
    });
  });
});
