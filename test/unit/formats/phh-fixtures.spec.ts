import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, type Card, cards, UNKNOWN } from '../../../src/engine';
import { fromPhh, parsePhh, parsePhhs, type PhhDocument } from '../../../src/formats';

/** Hand-written PHH files, read and mapped to the configuration and actions worked out by hand. */

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const U = UNKNOWN;
const c = (codes: string): Card[] => (codes === '' ? [] : codes.match(/../g)!.map((code) => (code === '??' ? U : cards(code)[0]!)));
const deal = (seat: number | undefined, codes: string): Action => (seat === undefined ? { type: 'deal', cards: c(codes) } : { type: 'deal', seat, cards: c(codes) });

function imported(doc: string | PhhDocument) {
  const result = fromPhh(doc);
  if (!result.ok) throw new Error(JSON.stringify(result.errors, null, 2));
  return result;
}

describe('nt-side-pots.phh: antes, blinds, an unseen hand, an all-in and a side pot', () => {
  const hand = imported(fixture('nt-side-pots.phh'));

  it('reads the stakes, the seats in position order and the button (the last player)', () => {
    expect(hand.variant.code).toBe('NT');
    expect(hand.seatOrder).toEqual([3, 5, 8, 1]);
    expect(hand.config).toEqual({
      game: 'holdem',
      bettingStructure: 'noLimit',
      stakes: { smallBlind: 5, bigBlind: 10, ante: 1, minBet: 10 },
      seats: [
        { seat: 1, stack: 1000, name: 'Dee' },
        { seat: 3, stack: 200, name: 'Ann' },
        { seat: 5, stack: 60, name: 'Bob' },
        { seat: 8, stack: 500, name: 'Cy' },
      ],
      button: 1,
      dealing: 'manual',
    });
    expect(hand.finishingStacks).toEqual([461, 0, 300, 999]);
  });

  it('maps the actions: raises to their totals, a call for the short all-in, the unseen hand dealt as ??', () => {
    expect(hand.actions).toEqual([
      { index: 0, action: deal(3, 'AsAd') },
      { index: 1, action: deal(5, 'KsKd') },
      { index: 2, action: deal(8, 'QsQd') },
      { index: 3, action: deal(1, '????') },
      { index: 4, action: { seat: 8, type: 'raise', amount: 30 } },
      { index: 5, action: { seat: 1, type: 'fold' } },
      { index: 6, action: { seat: 3, type: 'raise', amount: 199 } },
      { index: 7, action: { seat: 5, type: 'call' } },
      { index: 8, action: { seat: 8, type: 'call' } },
      { index: 9, action: deal(undefined, '2c7d9h') },
      { index: 10, action: deal(undefined, 'Jc') },
      { index: 11, action: deal(undefined, '3s') },
      // Every contender's cards are known: the engine shows them itself.
    ]);
  });
});

describe('f7s-bring-in.phh: seven card stud', () => {
  const hand = imported(fixture('f7s-bring-in.phh'));

  it('reads antes, bring-in and limits; seats default to 1..n', () => {
    expect(hand.config).toEqual({
      game: 'sevenCardStud',
      bettingStructure: 'fixedLimit',
      stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      seats: [
        { seat: 1, stack: 100 },
        { seat: 2, stack: 100 },
        { seat: 3, stack: 100 },
      ],
      button: 3,
      dealing: 'manual',
    });
  });

  it('names the bring-in, the completion, the raise, and checks versus calls', () => {
    expect(hand.actions.map((a) => a.action)).toEqual([
      deal(1, 'Ah9s2c'),
      deal(2, 'KhKd7h'),
      deal(3, '5s5c9d'),
      { seat: 1, type: 'bringIn' },
      { seat: 2, type: 'complete', amount: 5 },
      { seat: 3, type: 'raise', amount: 10 },
      { seat: 1, type: 'fold' },
      { seat: 2, type: 'call' },
      deal(2, 'Qc'),
      deal(3, '3h'),
      { seat: 2, type: 'check' },
      { seat: 3, type: 'bet', amount: 5 },
      { seat: 2, type: 'call' },
      deal(2, '4d'),
      deal(3, '8s'),
      { seat: 2, type: 'check' },
      { seat: 3, type: 'check' },
      deal(2, '6c'),
      deal(3, 'Tc'),
      { seat: 2, type: 'bet', amount: 10 },
      { seat: 3, type: 'call' },
      deal(2, 'Jh'),
      deal(3, '2d'),
      { seat: 2, type: 'check' },
      { seat: 3, type: 'check' },
    ]);
  });
});

describe('f2l3d-draws.phh: triple draw with an unseen player', () => {
  const hand = imported(fixture('f2l3d-draws.phh'));

  it('reads blinds and limits', () => {
    expect(hand.config.stakes).toEqual({ smallBlind: 5, bigBlind: 10, ante: 0, smallBet: 10, bigBet: 20 });
    expect(hand.config.seats.map((s) => s.name)).toEqual(['Sb', 'Bb', 'Btn']);
  });

  it('maps draws (stand pat included), replacements, unknown cards and the unseen hand shown at the end', () => {
    expect(hand.actions.map((a) => a.action)).toEqual([
      deal(1, '7c5d4h3s9c'),
      deal(2, '??????????'),
      deal(3, 'KsQsJd8h2c'),
      { seat: 3, type: 'raise', amount: 20 },
      { seat: 1, type: 'call' },
      { seat: 2, type: 'call' },
      { seat: 1, type: 'draw', cards: c('9c') },
      { seat: 2, type: 'draw', cards: c('????') },
      { seat: 3, type: 'draw', cards: c('KsQsJd') },
      deal(1, '2d'),
      deal(2, '????'),
      deal(3, '6c4c3d'),
      { seat: 1, type: 'bet', amount: 10 },
      { seat: 2, type: 'call' },
      { seat: 3, type: 'call' },
      { seat: 1, type: 'draw', cards: [] },
      { seat: 2, type: 'draw', cards: c('??') },
      { seat: 3, type: 'draw', cards: c('8h') },
      deal(2, '??'),
      deal(3, '5h'),
      { seat: 1, type: 'bet', amount: 20 },
      { seat: 2, type: 'call' },
      { seat: 3, type: 'fold' },
      { seat: 1, type: 'draw', cards: [] },
      { seat: 2, type: 'draw', cards: c('??') },
      deal(2, '??'),
      { seat: 1, type: 'check' },
      { seat: 2, type: 'check' },
      // p1's hand is known (shown by the engine); p2 names his five unknown cards.
      { seat: 2, type: 'show', cards: c('8s6d5c4d3c') },
    ]);
    expect(hand.actions.at(-1)!.index).toBe(29); // the last entry of the actions array (comments are not entries)
  });
});

describe('fo8-split.phh: heads-up Omaha hi-lo, a split pot', () => {
  const hand = imported(fixture('fo8-split.phh'));

  it('reverses the heads-up blinds: the button (p2, seat 2) posts the small blind', () => {
    expect(hand.seatOrder).toEqual([6, 2]);
    expect(hand.config).toMatchObject({ game: 'omahaHiLo', bettingStructure: 'fixedLimit', button: 2, stakes: { smallBlind: 5, bigBlind: 10, ante: 0, smallBet: 10, bigBet: 20 } });
    expect(hand.finishingStacks).toEqual([300, 250]);
  });

  it('maps the button completing the small blind to a call and the big blind to a check', () => {
    expect(hand.actions.map((a) => a.action).slice(2, 4)).toEqual([
      { seat: 2, type: 'call' },
      { seat: 6, type: 'check' },
    ]);
    expect(hand.actions.filter((a) => a.action.type !== 'deal').map((a) => a.action)).toEqual([
      { seat: 2, type: 'call' },
      { seat: 6, type: 'check' },
      { seat: 6, type: 'bet', amount: 10 },
      { seat: 2, type: 'call' },
      { seat: 6, type: 'check' },
      { seat: 2, type: 'check' },
      { seat: 6, type: 'bet', amount: 20 },
      { seat: 2, type: 'call' },
    ]);
  });
});

describe('mixed.phhs: several hands in one file', () => {
  const parsed = parsePhhs(fixture('mixed.phhs'));

  it('reads the sections in order and keeps user-defined fields and local times', () => {
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.documents.map((d) => d.label)).toEqual(['1', '2']);
    const first = parsed.documents[0]!.document;
    expect(first._sponsors).toEqual(['', 'Croupier', '']);
    expect(first._meta).toEqual({ source: 'hand-written', ok: true });
    expect(first.time).toEqual(expect.objectContaining({ text: '10:24:42' }));
  });

  it('maps a razz hand: the king brings it in, a completion, a bet on fourth street', () => {
    if (!parsed.ok) return;
    const razz = imported(parsed.documents[0]!.document);
    expect(razz.config).toMatchObject({ game: 'razz', stakes: { ante: 1, bringIn: 2, smallBet: 4, bigBet: 8 }, button: 3 });
    expect(razz.actions.map((a) => a.action)).toEqual([
      deal(1, '????Kc'),
      deal(2, 'Ah3h4h'),
      deal(3, '????7s'),
      { seat: 1, type: 'bringIn' },
      { seat: 2, type: 'complete', amount: 4 },
      { seat: 3, type: 'call' },
      { seat: 1, type: 'fold' },
      deal(2, '5d'),
      deal(3, 'Qd'),
      { seat: 2, type: 'bet', amount: 4 },
      { seat: 3, type: 'fold' },
    ]);
  });

  it('maps no-limit 2-7 single draw heads-up: blinds reversed, a stand pat, a draw, its replacements', () => {
    if (!parsed.ok) return;
    const draw = imported(parsed.documents[1]!.document);
    expect(draw.config).toMatchObject({ game: 'lowballDraw', bettingStructure: 'noLimit', options: { lowballType: 'deuce-to-seven' }, stakes: { smallBlind: 10, bigBlind: 20, minBet: 20 }, button: 2 });
    expect(draw.actions.map((a) => a.action)).toEqual([
      deal(1, '7s5h4d3c2s'),
      deal(2, 'KdKh9c8c6d'),
      { seat: 2, type: 'raise', amount: 60 },
      { seat: 1, type: 'call' },
      { seat: 1, type: 'draw', cards: [] },
      { seat: 2, type: 'draw', cards: c('KdKh') },
      deal(2, '7d4c'),
      { seat: 1, type: 'bet', amount: 100 },
      { seat: 2, type: 'fold' },
    ]);
  });
});

describe('a big-blind ante and a muck', () => {
  const text = `variant = "NT"
antes = [0, 0, 3]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsKs", "d dh p2 7h2c", "d dh p3 QdQc", "p3 cc", "p1 cc", "p2 cc",
  "d db 2d5h9s", "p1 cc", "p2 cc", "p3 cbr 6", "p1 cc", "p2 f",
  "d db Jd", "p1 cc", "p3 cc", "d db 4c", "p1 cc", "p3 cc", "p1 sm AsKs", "p3 sm"]
`;

  it("reads a big-blind ante from the antes array (heads-up arrays aside, it is the big blind's entry)", () => {
    // Three players: p2 is the big blind, so [0, 0, 3] is not a big-blind ante but p3's: refused.
    const refused = fromPhh(text);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors[0]).toMatchObject({ pointer: '/antes' });
    const hand = imported(text.replace('antes = [0, 0, 3]', 'antes = [0, 3, 0]'));
    expect(hand.config.stakes).toEqual({ smallBlind: 1, bigBlind: 2, ante: 3, anteStyle: 'bigBlind', minBet: 2 });
  });

  it('turns a concession into a muck and allows it', () => {
    const hand = imported(text.replace('antes = [0, 0, 3]', 'antes = [0, 3, 0]'));
    expect(hand.config.options).toEqual({ allowMuck: true });
    expect(hand.actions.at(-1)).toEqual({ index: 19, action: { seat: 3, type: 'muck' } });
  });
});

describe('hole cards written a card at a time', () => {
  it('are merged into one deal per player, in dealing order', () => {
    const hand = imported(`variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [50, 50]
actions = ["d dh p1 As", "d dh p2 Kd", "d dh p1 Ks", "d dh p2 ??", "p2 f"]
`);
    expect(hand.actions).toEqual([
      { index: 0, action: deal(1, 'AsKs') },
      { index: 1, action: deal(2, 'Kd??') },
      { index: 4, action: { seat: 2, type: 'fold' } },
    ]);
  });
});

describe('parsePhh', () => {
  it('reads a PokerKit-written document (single-quoted strings, inline tables)', () => {
    const parsed = parsePhh("variant = 'NT'\nantes = [0, 0]\n_x = {a = 1, 'b c' = [2, 3]}\n");
    expect(parsed).toEqual({ ok: true, document: { variant: 'NT', antes: [0, 0], _x: { a: 1, 'b c': [2, 3] } } });
  });
});
