import {
  type Action,
  awaitingDeal,
  cards,
  formatCards,
  type HandConfigInput,
  type HandEvent,
  isKnownCard,
  legalActions,
  orderedDeck,
  seatToAct,
  UNKNOWN,
  validateConfig,
} from '../../../src/engine';
import { config, flopDeck, Table } from './helpers';

/**
 * Manual dealing: no deck; the engine stops wherever it would deal and waits for a `deal` action.
 * Each complete hand below is hand-checked, then played again from a deck stacked with the same
 * cards (burns take unused cards) with the same player actions: the two must end alike.
 */

const seats = (stacks: Record<number, number>) => Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack }));

function manual(input: Omit<HandConfigInput, 'dealing'>): Table {
  return new Table(config({ ...input, dealing: 'manual' }));
}

/**
 * The deck order that deals what a manual hand's events name: hole cards one pass at a time over the
 * players of each hole step (§1.2), burns from the unused cards, then the rest of the unused cards.
 */
function deckOf(events: readonly HandEvent[]): string[] {
  const named = new Set<number>();
  for (const e of events) {
    if (e.type === 'deal') e.cards.forEach((d) => named.add(d.card));
    if (e.type === 'board' || e.type === 'replace') e.cards.forEach((c) => named.add(c));
    if (e.type === 'communityCard') named.add(e.card);
  }
  if ([...named].some((c) => !isKnownCard(c))) throw new Error('a deck cannot deal unknown cards');
  const spare = orderedDeck().filter((c) => !named.has(c));
  const deck: number[] = [];
  let step: { seat: number; cards: number[] }[] = [];
  const flush = () => {
    const passes = Math.max(0, ...step.map((s) => s.cards.length));
    for (let pass = 0; pass < passes; pass++) for (const s of step) deck.push(s.cards[pass]!);
    step = [];
  };
  for (const e of events) {
    if (e.type === 'deal') {
      step.push({ seat: e.cards[0]!.seat, cards: e.cards.map((d) => d.card) });
      continue;
    }
    flush();
    if (e.type === 'burn') deck.push(spare.shift()!);
    if (e.type === 'board' || e.type === 'replace') deck.push(...e.cards);
    if (e.type === 'communityCard') deck.push(e.card);
    if (e.type === 'reshuffle') throw new Error('a stacked deck cannot reproduce a reshuffle');
  }
  flush();
  return formatCards([...deck, ...spare]);
}

/** The same hand from a stacked deck, with the manual hand's player actions. */
function playFromDeck(input: Omit<HandConfigInput, 'dealing'>, hand: Table): Table {
  const t = new Table(config({ ...input, deck: deckOf(hand.events) }));
  for (const action of hand.actions.filter((a) => a.type !== 'deal')) t.do(action);
  return t;
}

function expectSameEnd(manualHand: Table, deckHand: Table): void {
  expect(manualHand.state.complete).toBe(true);
  expect(deckHand.state.complete).toBe(true);
  expect(manualHand.finalStacks()).toEqual(deckHand.finalStacks());
  expect(manualHand.state.awards).toEqual(deckHand.state.awards);
  expect(manualHand.state.shown).toEqual(deckHand.state.shown);
  expect(manualHand.state.board).toEqual(deckHand.state.board);
  expect(manualHand.state.players).toEqual(deckHand.state.players);
  // Burns are notional, but counted: the notional stub is exactly as short as the deck's.
  expect(manualHand.state.burned).toEqual(deckHand.state.burned.map(() => UNKNOWN));
  expect(manualHand.state.deckIndex).toBe(deckHand.state.deckIndex);
  expect(manualHand.replays()).toBe(true);
}

describe('configuration', () => {
  const base = { game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100 }), button: 1 };

  it("manual dealing has no deck: the configuration says so and the engine waits for the first deal", () => {
    const cfg = config({ ...base, dealing: 'manual' });
    expect(cfg.dealing).toBe('manual');
    expect(cfg.deck).toEqual([]);
    expect(config({ ...base, seed: 'x' }).dealing).toBe('deck');
  });

  it('rejects a deck order or a seed with manual dealing, and an unknown dealing mode', () => {
    const deck = formatCards(orderedDeck());
    expect(validateConfig({ ...base, dealing: 'manual', deck })).toEqual({
      ok: false,
      errors: [{ pointer: '/deck', detail: "with dealing 'manual' there is no deck: leave deck out and name the cards with deal actions, or use dealing 'deck'" }],
    });
    expect(validateConfig({ ...base, dealing: 'manual', seed: 'abc' })).toEqual({
      ok: false,
      errors: [{ pointer: '/seed', detail: "with dealing 'manual' there is no shuffle: leave seed out and name the cards with deal actions, or use dealing 'deck'" }],
    });
    const both = validateConfig({ ...base, dealing: 'manual', seed: 'abc', deck });
    expect(!both.ok && both.errors.map((e) => e.pointer)).toEqual(['/deck', '/seed']);
    const odd = validateConfig({ ...base, dealing: 'byHand' as never, seed: 'abc' });
    expect(!odd.ok && odd.errors[0]!.pointer).toBe('/dealing');
    expect(!odd.ok && odd.errors[0]!.detail).toMatch(/'deck'.*'manual'/);
  });
});

describe("hold'em, no limit, side pots", () => {
  // Blinds 1/2; button 1, so seat 2 posts the small blind, seat 3 the big one, seat 1 acts first.
  const input = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: seats({ 1: 50, 2: 100, 3: 200 }), button: 1 };

  it('waits for each player’s hole cards in dealing order, then for each board card group', () => {
    const t = manual(input);
    expect(t.events.map((e) => e.type)).toEqual(['street', 'blind', 'blind']);
    expect(seatToAct(t.state)).toBeNull();
    expect(awaitingDeal(t.state)).toEqual({ seat: 2, count: 2, faces: ['down', 'down'] });
    expect(legalActions(t.state)).toEqual([{ type: 'deal', seat: 2, count: 2, faces: ['down', 'down'] }]);
    t.deal(2, 'Kc Kd');
    expect(awaitingDeal(t.state)).toEqual({ seat: 3, count: 2, faces: ['down', 'down'] });
    t.deal(3, 'Qh Qs');
    t.deal(1, 'As Ad');
    expect(awaitingDeal(t.state)).toBeNull();
    expect(t.toAct).toBe(1);
    t.act(1, 'raise', 50).act(2, 'call').act(3, 'raise', 100).act(2, 'call');
    // Everyone but seat 3 is all-in: no more betting; the burn is automatic and names no card.
    expect(t.events.at(-1)).toEqual({ type: 'burn', card: UNKNOWN });
    expect(awaitingDeal(t.state)).toEqual({ seat: null, count: 3, faces: ['up', 'up', 'up'] });
    t.deal(null, '2c 7d 9h');
    expect(awaitingDeal(t.state)).toEqual({ seat: null, count: 1, faces: ['up'] });
    t.deal(null, 'Js').deal(null, '3c');

    // Contributions 50 / 100 / 100: main pot 150 (all three) to seat 1's aces, side pot 100 to seat 2's kings.
    expect(t.state.awards.map((a) => [a.amount, a.eligible, a.winners.map((w) => w.seat)])).toEqual([
      [150, [1, 2, 3], [1]],
      [100, [2, 3], [2]],
    ]);
    expect(t.finalStacks()).toEqual({ 1: 150, 2: 100, 3: 100 });
    expectSameEnd(t, playFromDeck(input, t));
  });
});

describe('7 card stud: the §4.4 walk-through, dealt by hand', () => {
  // Bets 10/20, ante 2, bring-in 5; the dealer is seat 3, so seat 1 is dealt first.
  const input = { game: 'sevenCardStud', stakes: { smallBet: 10, bigBet: 20, ante: 2, bringIn: 5 }, seats: seats({ 1: 200, 2: 200, 3: 200 }), button: 3 };

  it('third street is 3 cards per player in one deal, later streets one card each; 4h brings in', () => {
    const t = manual(input);
    expect(awaitingDeal(t.state)).toEqual({ seat: 1, count: 3, faces: ['down', 'down', 'up'] });
    t.deal(1, 'Qs Jd 4h').deal(2, '9c 9d 4s').deal(3, '2s 3s Ac');
    expect(t.player(1).cards.map((c) => c.up)).toEqual([false, false, true]);
    expect(t.toAct).toBe(1);
    expect(t.legal()[0]).toEqual({ type: 'bringIn', amount: 5, allIn: false });
    t.act(1, 'bringIn').act(2, 'complete').act(3, 'call').act(1, 'call');
    expect(t.pot()).toBe(36);

    expect(awaitingDeal(t.state)).toEqual({ seat: 1, count: 1, faces: ['up'] });
    t.deal(1, 'Kc').deal(2, '4d').deal(3, 'Ah');
    // Seat 3 shows a pair of aces, acts first and may bet 10 or 20 (open pair).
    expect(t.toAct).toBe(3);
    expect(t.option('bet')).toEqual({ type: 'bet', min: 10, max: 20, amounts: [10, 20] });
    t.act(3, 'bet', 20).act(1, 'fold').act(2, 'call');

    // Seat 1 folded: fifth street goes to seats 2 and 3 only.
    expect(awaitingDeal(t.state)).toEqual({ seat: 2, count: 1, faces: ['up'] });
    t.deal(2, '7c').deal(3, '8h');
    t.act(3, 'check').act(2, 'bet', 20).act(3, 'call');
    t.deal(2, '9h').deal(3, 'Td');
    t.act(3, 'check').act(2, 'check');
    expect(awaitingDeal(t.state)).toEqual({ seat: 2, count: 1, faces: ['down'] });
    t.deal(2, '2d').deal(3, 'Ad');
    t.act(3, 'check').act(2, 'bet', 20).act(3, 'call');

    // Seat 2: nines full of fours beat seat 3's three aces; the pot is 6 + 30 + 40 + 40 + 40 = 156.
    expect(t.state.awards).toHaveLength(1);
    expect(t.state.awards[0]).toMatchObject({ amount: 156, winners: [{ seat: 2, amount: 156 }] });
    expect(t.finalStacks()).toEqual({ 1: 188, 2: 284, 3: 128 });
    expect(t.state.burned).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN]);
    expectSameEnd(t, playFromDeck(input, t));
  });
});

describe('deuce to seven triple draw, dealt by hand', () => {
  // Fixed limit 2/4, blinds 1/2; button 1: seat 2 small blind, seat 3 big blind; draws from seat 2.
  const input = { game: 'deuceToSevenTripleDraw', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100, 3: 100 }), button: 1 };

  it('after every declaration and the burn, each player who drew receives his replacements in one deal', () => {
    const t = manual(input);
    t.deal(2, '2c 3d 4h 8s Kc').deal(3, '7h 5c 4d 3s Qd').deal(1, 'Ac Ad 9c Tc Jc');
    t.act(1, 'call').act(2, 'call').act(3, 'check');

    t.act(2, 'draw', cards('Kc'));
    // No replacement before every player has declared (§4.10).
    expect(awaitingDeal(t.state)).toBeNull();
    expect(t.toAct).toBe(3);
    t.act(3, 'draw', cards('Qd')).act(1, 'draw', cards('Ac Ad Jc'));
    expect(t.events.at(-1)).toEqual({ type: 'burn', card: UNKNOWN });
    expect(awaitingDeal(t.state)).toEqual({ seat: 2, count: 1, faces: ['down'] });
    // This draw's discards are not in the stub: nobody may receive one of them, his own included.
    expect(t.refused({ type: 'deal', seat: 2, cards: cards('Kc') }).message).toBe("Kc is already among seat 2's discards of this draw; it cannot be dealt");
    expect(t.refused({ type: 'deal', seat: 2, cards: cards('Jc') }).message).toMatch(/Jc is already among seat 1's discards/);
    t.deal(2, '7c').deal(3, '6h');
    expect(awaitingDeal(t.state)).toEqual({ seat: 1, count: 3, faces: ['down', 'down', 'down'] });
    t.deal(1, 'Kh Ks Qs');

    t.act(2, 'check').act(3, 'bet', 2).act(1, 'fold').act(2, 'call');
    t.act(2, 'draw', cards('8s')).act(3, 'draw', []);
    t.deal(2, '5d');
    t.act(2, 'bet', 4).act(3, 'call');
    // Nobody draws in the third draw: no burn, no deal.
    t.act(2, 'draw', []).act(3, 'draw', []);
    expect(awaitingDeal(t.state)).toBeNull();
    t.act(2, 'bet', 4).act(3, 'raise', 8).act(2, 'raise', 12).act(3, 'call');

    // 7-5-4-3-2 beats the straight 7-6-5-4-3; the pot is 6 + 4 + 8 + 24 = 42.
    expect(t.state.awards[0]).toMatchObject({ amount: 42, winners: [{ seat: 2, amount: 42 }] });
    expect(t.finalStacks()).toEqual({ 1: 98, 2: 122, 3: 80 });
    expect(t.state.burned).toHaveLength(2);
    expectSameEnd(t, playFromDeck(input, t));
  });
});

describe('crazy pineapple, dealt by hand', () => {
  // The complete-hands script: fixed limit 2/4, button 1; seat 1 makes trip aces.
  const input = { game: 'crazyPineapple', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100, 3: 100 }), button: 1 };

  it('plays the mandatory discards between the flop deal and the turn deal', () => {
    const t = manual(input);
    expect(awaitingDeal(t.state)).toEqual({ seat: 2, count: 3, faces: ['down', 'down', 'down'] });
    t.deal(2, 'Kc Kd 8s').deal(3, '7h 2c 8c').deal(1, 'As Ad Kh');
    t.act(1, 'call').act(2, 'call').act(3, 'check');
    t.deal(null, 'Ah 9s 5d');
    t.act(2, 'bet', 2).act(3, 'fold').act(1, 'call');
    expect(awaitingDeal(t.state)).toBeNull();
    t.act(2, 'discard', cards('Kc')).act(1, 'discard', cards('Kh'));
    t.deal(null, '3c');
    t.act(2, 'check').act(1, 'check');
    t.deal(null, 'Jh');
    t.act(2, 'check').act(1, 'check');
    expect(t.finalStacks()).toEqual({ 1: 106, 2: 96, 3: 98 });
    expect(t.state.shown.map((s) => s.seat)).toEqual([2, 1]);
    expectSameEnd(t, playFromDeck(input, t));
  });
});

describe('unknown cards (??) for down cards', () => {
  const input = { game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100, 3: 100 }), button: 1 };
  const toRiver = (t: Table) => {
    t.act(1, 'call').act(2, 'call').act(3, 'check');
    t.deal(null, '2c 7d 9h');
    t.act(2, 'check').act(3, 'check').act(1, 'check');
    t.deal(null, 'Js');
    t.act(2, 'check').act(3, 'check').act(1, 'check');
    t.deal(null, '3c');
    t.act(2, 'bet', 4).act(3, 'call').act(1, 'call');
    return t;
  };

  it('players holding ?? act normally; at showdown they name their cards, known hands are shown for them', () => {
    const t = manual(input);
    t.deal(2, '?? ??').deal(3, 'Qh ??').deal(1, 'As Ad');
    toRiver(t);
    // Seat 2 bet last, so he shows first, and only he can say what his two cards are.
    expect(t.events.at(-1)).toEqual({ type: 'showdownStarted', seats: [2, 3, 1] });
    expect(t.toAct).toBe(2);
    expect(t.legal()).toEqual([{ type: 'show', unknownCards: 2 }, { type: 'muck' }]);
    expect(t.refused({ seat: 2, type: 'show' }).code).toBe('show_cards_mismatch');
    expect(t.refused({ seat: 2, type: 'show', cards: cards('Kc') }).code).toBe('show_cards_mismatch');
    expect(t.refused({ seat: 2, type: 'show', cards: cards('Kc ??') }).code).toBe('unknown_card_not_allowed');
    expect(t.refused({ seat: 2, type: 'show', cards: cards('Kc Kc') }).code).toBe('duplicate_card');
    const onBoard = t.refused({ seat: 2, type: 'show', cards: cards('Kc 9h') });
    expect(onBoard).toMatchObject({ code: 'duplicate_card', toAct: 2 });
    expect(onBoard.message).toMatch(/9h is already on the board/);
    expect(t.refused({ seat: 2, type: 'show', cards: cards('Kc As') }).message).toMatch(/As is already in seat 1's hand/);
    expect(t.refused({ seat: 2, type: 'show', cards: cards('Kc Qh') }).message).toMatch(/Qh is already in seat 3's hand/);
    expect(t.refused({ seat: 2, type: 'show', cards: [99, 98] }).code).toBe('invalid_card');
    t.show(2, 'Kc Kd');
    expect(t.player(2).cards.map((c) => c.card)).toEqual(cards('Kc Kd'));

    // Seat 3 names his one unknown card, or his whole hand; the whole hand must hold his known Qh.
    expect(t.legal()).toEqual([{ type: 'show', unknownCards: 1 }, { type: 'muck' }]);
    expect(t.refused({ seat: 3, type: 'show', cards: cards('Qs Kh') }).message).toMatch(/holds Qh, which the show leaves out/);
    expect(t.refused({ seat: 3, type: 'show', cards: cards('Kd') }).code).toBe('duplicate_card');
    t.show(3, 'Qs');
    // Seat 1's cards are known: shown for him (cards speak), and his aces win the pot of 18.
    expect(t.state.complete).toBe(true);
    expect(t.state.shown.map((s) => [s.seat, formatCards(s.cards)])).toEqual([
      [2, ['Kc', 'Kd']],
      [3, ['Qh', 'Qs']],
      [1, ['As', 'Ad']],
    ]);
    expect(t.finalStacks()).toEqual({ 1: 112, 2: 94, 3: 94 });
    expect(t.replays()).toBe(true);

    // The same hand from a deck holding those cards ends alike.
    const d = new Table(config({ ...input, deck: flopDeck({ seats: [1, 2, 3], button: 1, holes: { 1: 'As Ad', 2: 'Kc Kd', 3: 'Qh Qs' }, board: '2c 7d 9h Js 3c' }) }));
    for (const a of t.actions.filter((x) => x.type !== 'deal' && x.type !== 'show')) d.do(a);
    expect(d.finalStacks()).toEqual(t.finalStacks());
    expect(d.state.awards).toEqual(t.state.awards);
    expect(d.state.shown).toEqual(t.state.shown);
  });

  it('a player holding ?? may muck instead: he concedes, and the last contender wins unseen', () => {
    const t = manual(input);
    t.deal(2, '?? ??').deal(3, '?? ??').deal(1, 'As Ad');
    t.act(1, 'fold').act(2, 'call').act(3, 'check');
    t.deal(null, '2c 7d 9h');
    t.act(2, 'check').act(3, 'check');
    t.deal(null, 'Js');
    t.act(2, 'bet', 4).act(3, 'call');
    t.deal(null, '3c');
    t.act(2, 'check').act(3, 'check');
    // Nobody bet on the river: seat 2, first left of the button, is first to show.
    expect(t.toAct).toBe(2);
    t.act(2, 'muck');
    expect(t.state.complete).toBe(true);
    expect(t.state.shown).toEqual([]);
    expect(t.state.awards).toEqual([{ index: 0, amount: 12, rake: 0, eligible: [3], winners: [{ seat: 3, amount: 12, high: 12, low: 0 }] }]);
    expect(t.finalStacks()).toEqual({ 1: 100, 2: 94, 3: 106 });
    expect(t.replays()).toBe(true);
  });

  it('with allowMuck, a known hand after a shown one may still concede; a ?? hand must show or muck', () => {
    const t = manual({ ...input, options: { allowMuck: true } });
    t.deal(2, 'Kc ??').deal(3, 'Qh Qs').deal(1, '?? ??');
    toRiver(t);
    expect(t.toAct).toBe(2);
    t.show(2, 'Kc Kd');
    expect(t.toAct).toBe(3);
    expect(t.legal()).toEqual([{ type: 'show' }, { type: 'muck' }]);
    // A known hand needs no cards named; named ones must be that hand.
    expect(t.refused({ seat: 3, type: 'show', cards: cards('Qh Kd') }).code).toBe('show_cards_mismatch');
    t.act(3, 'muck');
    expect(t.legal()).toEqual([{ type: 'show', unknownCards: 2 }, { type: 'muck' }]);
    t.show(1, 'As Ad');
    expect(t.finalStacks()).toEqual({ 1: 112, 2: 94, 3: 94 });
    expect(t.replays()).toBe(true);
  });

  it('are refused face up: a stud up card, a board card, the stud community card', () => {
    const stud = manual({ game: 'sevenCardStud', stakes: { smallBet: 2, bigBet: 4, ante: 1 }, seats: seats({ 1: 100, 2: 100 }), button: 2 });
    const up = stud.refused({ type: 'deal', seat: 1, cards: cards('?? ?? ??') });
    expect(up.code).toBe('unknown_card_not_allowed');
    expect(up.message).toMatch(/card 3 of 3 is dealt face up/);
    stud.deal(1, '?? ?? 4h');
    const board = manual(input).deal(2, '?? ??').deal(3, '?? ??').deal(1, '?? ??');
    board.act(1, 'call').act(2, 'call').act(3, 'check');
    const flop = board.refused({ type: 'deal', cards: cards('2c ?? 9h') });
    expect(flop).toMatchObject({ code: 'unknown_card_not_allowed', toAct: null, legalActions: [{ type: 'deal', seat: null, count: 3, faces: ['up', 'up', 'up'] }] });
  });

  it('may be thrown away by a player holding them: pineapple discards and draws', () => {
    const t = manual({ game: 'irish', bettingStructure: 'potLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: seats({ 1: 100, 2: 100 }), button: 1 });
    // Heads-up the button (seat 1) is small blind; dealing starts with seat 2.
    t.deal(2, '?? Kd ?? ??').deal(1, 'As Ad Ah 2c');
    t.act(1, 'call').act(2, 'check');
    t.deal(null, '2d 7d 9h');
    t.act(2, 'check').act(1, 'check');
    expect(t.toAct).toBe(2);
    expect(t.legal()).toEqual([{ type: 'discard', count: 2, cards: [UNKNOWN, cards('Kd')[0], UNKNOWN, UNKNOWN] }]);
    expect(t.refused({ seat: 2, type: 'discard', cards: cards('?? ?? ??') }).code).toBe('wrong_discard_count');
    t.act(2, 'discard', cards('?? ??'));
    expect(t.player(2).cards.map((c) => c.card)).toEqual([cards('Kd')[0], UNKNOWN]);
    expect(t.state.mucked).toEqual([UNKNOWN, UNKNOWN]);
    t.act(1, 'discard', cards('Ah 2c'));

    const draw = manual({ game: 'aceToFiveTripleDraw', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100 }), button: 1 });
    draw.deal(2, '?? ?? ?? Kh Kd').deal(1, 'Ac 2c 3c 4c 5c');
    draw.act(1, 'call').act(2, 'check');
    // Heads-up the big blind (seat 2) draws first.
    expect(draw.refused({ seat: 2, type: 'draw', cards: cards('Kh Kd ?? ?? ??  ??') }).code).toBe('too_many_cards');
    draw.act(2, 'draw', cards('Kh ?? Kd'));
    draw.act(1, 'draw', []);
    expect(awaitingDeal(draw.state)).toEqual({ seat: 2, count: 3, faces: ['down', 'down', 'down'] });
    draw.deal(2, '?? 6h ??');
    expect(draw.player(2).cards.map((c) => c.card)).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, cards('6h')[0], UNKNOWN]);
    expect(draw.replays()).toBe(true);
  });
});

describe('a deal that does not fit is refused with its own code, and the state is unchanged', () => {
  const input = { game: 'holdem', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100, 3: 100 }), button: 1 };
  const deal = (cardCodes: string, seat?: number): Action => ({ type: 'deal', ...(seat === undefined ? {} : { seat }), cards: cards(cardCodes) });

  it('the wrong number of cards', () => {
    const v = manual(input).refused(deal('Kc', 2));
    expect(v).toMatchObject({ code: 'deal_wrong_count', toAct: null });
    expect(v.message).toBe('deal exactly 2 card(s) to seat 2 (down, down), not 1 card(s)');
    expect(manual(input).refused(deal('Kc Kd Kh', 2)).code).toBe('deal_wrong_count');
    const t = manual(input).deal(2, '?? ??').deal(3, '?? ??').deal(1, '?? ??');
    t.act(1, 'call').act(2, 'call').act(3, 'check');
    expect(t.refused(deal('2c 7d')).message).toBe('deal exactly 3 board cards, not 2 card(s)');
  });

  it('a card seen twice: in the same deal, in a hand, on the board, in the muck', () => {
    const t = manual(input);
    expect(t.refused(deal('Kc Kc', 2)).message).toMatch(/Kc is named twice in this deal/);
    t.deal(2, 'Kc ??');
    const inHand = t.refused(deal('Qh Kc', 3));
    expect(inHand.code).toBe('duplicate_card');
    expect(inHand.message).toBe("Kc is already in seat 2's hand; it cannot be dealt");
    t.deal(3, 'Qh Qs').deal(1, 'As 2d');
    t.act(1, 'fold').act(2, 'call').act(3, 'check');
    expect(t.refused(deal('2c Qs 9h')).message).toMatch(/Qs is already in seat 3's hand/);
    // Seat 1 folded: his cards are in the muck and cannot be dealt again.
    expect(t.refused(deal('2c As 9h')).message).toMatch(/As is already in the muck/);
    t.deal(null, '2c 7d 9h');
    t.act(2, 'check').act(3, 'check');
    expect(t.refused(deal('7d')).message).toMatch(/7d is already on the board/);
    // Unknown cards never collide with each other.
    expect(t.state.players.find((p) => p.seat === 2)!.cards.map((c) => c.card)).toContain(UNKNOWN);
  });

  it('out of order, to the wrong seat, a seat for board cards, none for hole cards', () => {
    const t = manual(input);
    const wrong = t.refused(deal('Qh Qs', 3));
    expect(wrong.code).toBe('deal_wrong_seat');
    expect(wrong.message).toBe("the next deal is 2 card(s) to seat 2 (down, down), not to seat 3; each player's cards are dealt in turn from the button's left");
    expect(t.refused(deal('Qh Qs')).message).toMatch(/not without a seat/);
    expect(t.refused(deal('Qh Qs', 7)).code).toBe('deal_wrong_seat');
    t.deal(2, '?? ??').deal(3, '?? ??').deal(1, '?? ??');
    t.act(1, 'call').act(2, 'call').act(3, 'check');
    const seated = t.refused(deal('2c 7d 9h', 2));
    expect(seated.code).toBe('deal_wrong_seat');
    expect(seated.message).toMatch(/the next deal is 3 board cards, not to seat 2; these cards go to the table/);
  });

  it('a deal when none is awaited, and any deal in a deck hand', () => {
    const t = manual(input).deal(2, '?? ??').deal(3, '?? ??').deal(1, '?? ??');
    const early = t.refused(deal('2c 7d 9h'));
    expect(early).toMatchObject({ code: 'deal_not_expected', toAct: 1 });
    expect(early.message).toMatch(/^no deal is awaited now: seat 1 is to act \(fold, call 2, raise to exactly 4\)$/);
    const fromDeck = new Table(config({ ...input, seed: 'x' }));
    expect(fromDeck.refused(deal('2c 7d', 2)).message).toMatch(/deals its cards from its deck/);
    expect(fromDeck.refused(deal('2c 7d', 2)).code).toBe('deal_not_expected');
  });

  it('a player action while a deal is awaited is not his turn', () => {
    const t = manual(input).deal(2, '?? ??');
    const v = t.refused({ seat: 3, type: 'check' });
    expect(v).toMatchObject({ code: 'not_your_turn', toAct: null, legalActions: [{ type: 'deal', seat: 3, count: 2, faces: ['down', 'down'] }] });
    expect(v.message).toBe('no player acts before the dealer deals 2 card(s) to seat 3 (down, down) (a deal action)');
    expect(t.refused({ seat: 1, type: 'fold' }).code).toBe('not_your_turn');
  });

  it('something that is not a card', () => {
    expect(manual(input).refused({ type: 'deal', seat: 2, cards: [51, 52.5] }).code).toBe('invalid_card');
    expect(manual(input).refused({ type: 'deal', seat: 2, cards: [51, -1] }).code).toBe('invalid_card');
  });
});

describe('the stud short stub, dealt by hand (§4.4)', () => {
  it('eight players to seventh street: no burn, and the river is one community card, which may not be ??', () => {
    const players = [1, 2, 3, 4, 5, 6, 7, 8];
    const t = manual({ game: 'sevenCardStud', stakes: { smallBet: 2, bigBet: 4, ante: 1 }, seats: players.map((seat) => ({ seat, stack: 100 })), button: 8 });
    const pool = orderedDeck();
    let seen = 0;
    while (!t.state.complete) {
      const wanted = awaitingDeal(t.state);
      if (wanted) {
        if (wanted.seat === null) {
          expect(wanted).toEqual({ seat: null, count: 1, faces: ['up'] });
          expect(t.state.street).toBe(4);
          expect(t.refused({ type: 'deal', cards: [UNKNOWN] }).code).toBe('unknown_card_not_allowed');
          seen++;
        }
        // Down cards unseen, up cards named from the top of an ordered deck.
        t.do({ type: 'deal', ...(wanted.seat === null ? {} : { seat: wanted.seat }), cards: wanted.faces.map((f) => (f === 'down' && wanted.seat !== null ? UNKNOWN : pool.pop()!)) });
        continue;
      }
      const seat = t.toAct!;
      const types = t.legal().map((l) => l.type);
      if (types.includes('show')) t.show(seat, formatCards(pool.splice(-t.player(seat).cards.filter((c) => c.card === UNKNOWN).length)).join(' '));
      else t.act(seat, types.includes('bringIn') ? 'bringIn' : types.includes('check') ? 'check' : 'call');
    }
    expect(seen).toBe(1);
    // 24 + 3 × 9 = 51 cards out of the notional stub; the community card is the 52nd.
    expect(t.state.burned).toHaveLength(3);
    expect(t.state.board).toHaveLength(1);
    expect(t.events.filter((e) => e.type === 'burnSkipped')).toHaveLength(1);
    expect(t.replays()).toBe(true);
  });
});

describe('a ?? named at showdown must be a card the stub could have dealt it (reshuffles, §4.10)', () => {
  // Six-handed 2-7 triple draw, fixed limit 2/4, blinds 1/2; button 1: seat 2 small blind, seat 3 big blind.
  const input = { game: 'deuceToSevenTripleDraw', stakes: { smallBet: 2, bigBet: 4 }, seats: seats({ 1: 100, 2: 100, 3: 100, 4: 100, 5: 100, 6: 100 }), button: 1 };

  /**
   * Seat 2 folds As Ks Qs Js 9s face up; seat 1 stands pat on five ?? from the start. The first draw
   * leaves 4 cards in the stub, the second draw's burn 3: seat 3's 4 replacements are 3 from the old
   * stub, then a reshuffle of the muck (seat 2's cards among them), then 1 from the new stub.
   */
  const toShowdown = () => {
    const t = manual(input);
    t.deal(2, 'As Ks Qs Js 9s').deal(3, '?? ?? ?? ?? ??').deal(4, 'Ac Kc Qc Jc 9c').deal(5, 'Ad Kd Qd Jd 9d').deal(6, 'Ah Kh Qh Jh 9h').deal(1, '?? ?? ?? ?? ??');
    t.act(4, 'call').act(5, 'call').act(6, 'call').act(1, 'call').act(2, 'fold').act(3, 'check');
    t.act(3, 'draw', cards('?? ??'))
      .act(4, 'draw', cards('Ac Kc Qc Jc 9c'))
      .act(5, 'draw', cards('Ad Kd Qd Jd 9d'))
      .act(6, 'draw', cards('Ah Kh Qh Jh 9h'))
      .act(1, 'draw', []);
    t.deal(3, '2c 3c').deal(4, 'Tc 8c 7c 6c 5c').deal(5, 'Td 8d 6d 5d 4d').deal(6, 'Th 8h 7h 6h 4h');
    for (const seat of [3, 4, 5, 6, 1]) t.act(seat, 'check');
    t.act(3, 'draw', cards('?? ?? ?? 2c'));
    for (const seat of [4, 5, 6, 1]) t.act(seat, 'draw', []);
    t.deal(3, '?? ?? ?? ??');
    expect(t.events.filter((e) => e.type === 'replace' || e.type === 'reshuffle').slice(-3).map((e) => e.type)).toEqual(['replace', 'reshuffle', 'replace']);
    for (const seat of [3, 4, 5, 6, 1]) t.act(seat, 'check');
    for (const seat of [3, 4, 5, 6, 1]) t.act(seat, 'draw', []);
    for (const seat of [3, 4, 5, 6, 1]) t.act(seat, 'check');
    // Seat 3 shows first and names his four ??; seats 4 to 6 are shown for them; then seat 1.
    expect(t.events.find((e) => e.type === 'showdownStarted')).toEqual({ type: 'showdownStarted', seats: [3, 4, 5, 6, 1] });
    expect(t.toAct).toBe(3);
    return t;
  };

  it('refuses a card folded face up before the ?? was dealt and reshuffled since, though the muck is gone', () => {
    const t = toShowdown();
    t.show(3, '8s 6s 2h 4s');
    expect(t.toAct).toBe(1);
    // The reshuffle emptied the muck, yet seat 1's cards were dealt while As was in seat 2's hand.
    expect(t.state.mucked).not.toContain(cards('As')[0]);
    const folded = t.refused({ seat: 1, type: 'show', cards: cards('As 5s 4c 3h 2d') });
    expect(folded).toMatchObject({ code: 'duplicate_card', toAct: 1 });
    expect(folded.message).toBe("As was seen in this hand after seat 1's unknown cards were dealt (a reshuffle put it back into the stub later): a deck could not have given it to him");
    // A card thrown away in the first draw (after seat 1's deal) went the same way.
    expect(t.refused({ seat: 1, type: 'show', cards: cards('Kc 5s 4c 3h 2d') }).message).toMatch(/^Kc was seen in this hand after seat 1's unknown cards were dealt/);
    // Seat 3's last discard is still in the muck.
    expect(t.refused({ seat: 1, type: 'show', cards: cards('2c 5s 4c 3h 2d') }).message).toMatch(/2c is already in the muck/);
    t.show(1, '7d 5s 4c 3h 2d');
    expect(t.state.complete).toBe(true);
    expect(t.replays()).toBe(true);
  });

  it('accepts a reshuffled card for a ?? dealt from the new stub, in any order, but only for as many ?? as were', () => {
    const t = toShowdown();
    // Seat 3 holds 3c, three ?? from the old stub and one from the new: at most one card may come from the muck.
    expect(t.player(3).cards.map((c) => c.card)).toEqual(cards('3c ?? ?? ?? ??'));
    const two = t.refused({ seat: 3, type: 'show', cards: cards('As Ks 6s 2h') });
    expect(two.code).toBe('duplicate_card');
    expect(two.message).toBe("As Ks were seen in this hand after 3 of seat 3's 4 unknown cards were dealt (a reshuffle put them back into the stub later): only 1 of his unknown cards was dealt after that");
    expect(t.refused({ seat: 3, type: 'show', cards: cards('3c Kc 8s 6s Qd') }).code).toBe('duplicate_card');
    // One is fine, wherever he names it: the engine cannot tell his ?? apart.
    t.show(3, 'As 8s 6s 2h');
    expect(t.player(3).cards.map((c) => c.card)).toEqual(cards('3c As 8s 6s 2h'));
    t.show(1, '7d 5s 4c 3h 2d');
    expect(t.state.complete).toBe(true);
    // 7-5-4-3-2 beats three flushes and seat 3's ace high: the pot is five big blinds and seat 2's small blind.
    expect(t.state.awards[0]).toMatchObject({ amount: 11, winners: [{ seat: 1, amount: 11 }] });
    expect(t.replays()).toBe(true);
  });
});
