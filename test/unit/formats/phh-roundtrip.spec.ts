import { type Action, type BettingStructure, GAME_IDS, type GameId, type HandConfigInput, type HandEvent, UNKNOWN } from '../../../src/engine';
import { fromPhh, parsePhh, PHH_VARIANTS, phhVariantOf, toPhh } from '../../../src/formats';
import { autoplay } from './autoplay';
import { config, dealsOf } from './helpers';

/**
 * Every game, played by the engine from a seeded deck, exported to PHH, read back and mapped to a
 * manual hand: the configuration is the hand's, and the actions are exactly the player actions the
 * engine took plus the deals a dealer would make, in order.
 */

const STAKES: Record<BettingStructure, HandConfigInput['stakes']> = {
  fixedLimit: { smallBet: 10, bigBet: 20 },
  potLimit: { smallBlind: 5, bigBlind: 10 },
  noLimit: { smallBlind: 5, bigBlind: 10 },
};

function input(game: GameId, structure: BettingStructure, extra: Partial<HandConfigInput> = {}): HandConfigInput {
  const antesOnly = game === 'jacksOrBetter' || game === 'lowballDraw';
  const stud = game === 'sevenCardStud' || game === 'razz' || game === 'sevenCardStudHiLo' || game === 'fiveCardStud';
  const stakes = antesOnly ? { ante: 5, ...(structure === 'fixedLimit' ? { smallBet: 10, bigBet: 20 } : {}) } : stud ? { ante: 2, bringIn: 5, smallBet: 10, bigBet: 20 } : STAKES[structure];
  return {
    game,
    bettingStructure: structure,
    stakes,
    seats: [
      { seat: 2, stack: 1000, name: 'Ann' },
      { seat: 4, stack: 800, name: 'Bob' },
      { seat: 7, stack: 1200, name: 'Cy' },
    ],
    button: 4,
    seed: `formats-${game}`,
    // Nobody holds jacks in this deal: the hand goes on as lowball (§3.7), so it still has a showdown.
    ...(game === 'jacksOrBetter' ? { options: { noOpener: 'lowballDraw' } } : {}),
    ...extra,
  };
}

const DEFAULT_STRUCTURE: Record<GameId, BettingStructure> = {
  holdem: 'noLimit',
  omaha: 'potLimit',
  omahaHiLo: 'fixedLimit',
  sevenCardStud: 'fixedLimit',
  razz: 'fixedLimit',
  sevenCardStudHiLo: 'fixedLimit',
  crazyPineapple: 'fixedLimit',
  crazyPineappleHiLo: 'potLimit',
  jacksOrBetter: 'potLimit',
  lowballDraw: 'noLimit',
  deuceToSevenTripleDraw: 'fixedLimit',
  aceToFiveTripleDraw: 'fixedLimit',
  courchevel: 'potLimit',
  irish: 'noLimit',
  aviation: 'potLimit',
  fiveCardStud: 'fixedLimit',
};

describe.each(GAME_IDS.map((game) => ({ game, structure: DEFAULT_STRUCTURE[game] })))('PHH round trip: $game ($structure)', ({ game, structure }) => {
  const cfg = config(input(game, structure));
  const played = autoplay(cfg, { folder: 7, createdAt: new Date(Date.UTC(2026, 10, 30, 17, 5, 9)) });
  const text = toPhh(played.hand);
  const parsed = parsePhh(text);

  it('writes a document the reader parses, with the variant code and the fields of the game', () => {
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const doc = parsed.document;
    expect(doc.variant).toBe(phhVariantOf(cfg).code);
    expect(doc.starting_stacks).toEqual([1200, 1000, 800]); // p1 = seat 7 (left of the button 4), the button last
    expect(doc.seats).toEqual([7, 2, 4]);
    expect(doc.players).toEqual(['Cy', 'Ann', 'Bob']);
    expect(doc._croupier_id).toBe(`auto-${game}`);
    expect(doc.time).toEqual(expect.objectContaining({ text: '17:05:09' }));
    expect([doc.year, doc.month, doc.day]).toEqual([2026, 11, 30]);
    const final = played.hand.events.find((e) => e.type === 'handEnded');
    expect(final?.type).toBe('handEnded');
    if (final?.type === 'handEnded') {
      const bySeat = new Map(final.finalStacks.map((s) => [s.seat, s.stack]));
      expect(doc.finishing_stacks).toEqual([7, 2, 4].map((s) => bySeat.get(s)));
    }
  });

  it('maps back to the same configuration and to the player actions plus deals', () => {
    const imported = fromPhh(text);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    expect(imported.seatOrder).toEqual([7, 2, 4]);
    expect(imported.config).toMatchObject({ game, bettingStructure: structure, button: 4, dealing: 'manual' });
    expect(imported.config.seats).toEqual(input(game, structure).seats);
    const again = config({ ...imported.config, dealing: undefined, seed: 'any' } as HandConfigInput);
    expect(again.stakes).toEqual(cfg.stakes);
    expect(again.options).toEqual(cfg.options);
    expect(again.forcedBets).toEqual(cfg.forcedBets);
    expect(imported.actions.map((a) => a.action)).toEqual(played.replay);
    // Indexes point back into the document's actions array.
    const lines = parsed.ok ? (parsed.document.actions as string[]) : [];
    for (const { index, action } of imported.actions) {
      const line = lines[index]!;
      if (action.type === 'deal') expect(line.startsWith(action.seat === undefined ? 'd db ' : 'd dh ')).toBe(true);
      else expect(line.startsWith('p')).toBe(true);
    }
  });
});

describe('PHH variant codes', () => {
  it('are unique, and every game and allowed structure has one', () => {
    const codes = PHH_VARIANTS.map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const game of GAME_IDS) {
      const allowed = config(input(game, DEFAULT_STRUCTURE[game])).game.structures.allowed;
      for (const structure of allowed) expect(PHH_VARIANTS.some((v) => v.game === game && v.bettingStructure === structure)).toBe(true);
    }
  });

  it('use the official PHH codes for the games PHH knows', () => {
    const official = PHH_VARIANTS.filter((v) => v.official).map((v) => `${v.code} ${v.game} ${v.bettingStructure}`);
    expect(official.sort()).toEqual(
      [
        'F2L3D deuceToSevenTripleDraw fixedLimit',
        'F7S sevenCardStud fixedLimit',
        'F7S/8 sevenCardStudHiLo fixedLimit',
        'FO/8 omahaHiLo fixedLimit',
        'FR razz fixedLimit',
        'FT holdem fixedLimit',
        'N2L1D lowballDraw noLimit',
        'NT holdem noLimit',
        'PO omaha potLimit',
      ].sort(),
    );
  });
});

describe('PHH export details', () => {
  it('a passed-out jacks deal: no showdown, the carried pot in _croupier_carried, and it maps back', () => {
    const cfg = config(input('jacksOrBetter', 'potLimit', { options: { noOpener: 'redeal' } }));
    const played = autoplay(cfg);
    const text = toPhh(played.hand);
    expect(text).toContain('_croupier_carried = 15');
    expect(text).toContain('# nobody opened: the deal is passed out, 15 carried');
    const imported = fromPhh(text);
    expect(imported.ok && imported.actions.map((a) => a.action)).toEqual(played.replay);
  });

  it("hides the down cards of seats not visible (??), keeps their shown hands, and maps them to unknown deals and shows", () => {
    for (const game of ['holdem', 'sevenCardStud', 'deuceToSevenTripleDraw'] as const) {
      const cfg = config(input(game, DEFAULT_STRUCTURE[game]));
      const played = autoplay(cfg, { shove: game === 'holdem' });
      const text = toPhh(played.hand, { visibleSeats: [2] });
      const imported = fromPhh(text);
      if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
      const hidden = (seat: number | undefined) => seat !== undefined && seat !== 2;
      // The same deals with the hidden down cards unknown (up cards stay: stud door cards are public).
      const masked = played.hand.events.map((e): HandEvent => {
        if (e.type === 'deal') return { ...e, cards: e.cards.map((d) => (hidden(d.seat) && !d.up ? { ...d, card: UNKNOWN } : d)) };
        if (e.type === 'replace' && hidden(e.seat)) return { ...e, cards: e.cards.map(() => UNKNOWN) };
        return e;
      });
      const deals = dealsOf(masked);
      let next = 0;
      const expected: Action[] = played.replay.map((a) => {
        if (a.type === 'deal') return deals[next++]!;
        if ((a.type === 'draw' || a.type === 'discard') && hidden(a.seat)) return { ...a, cards: a.cards.map(() => UNKNOWN) };
        return a;
      });
      for (const e of played.hand.events) if (e.type === 'show' && hidden(e.seat)) expected.push({ seat: e.seat, type: 'show', cards: e.cards });
      expect({ game, actions: imported.actions.map((a) => a.action) }).toEqual({ game, actions: expected });
      expect(text).toMatch(/"d dh p\d (\?\?)+/);
    }
  });

  it('writes the showdown of an all-in before the run-out, as PokerKit does, and maps it after the last deal', () => {
    const cfg = config(input('holdem', 'noLimit', { seats: [{ seat: 2, stack: 100 }, { seat: 4, stack: 100 }], button: 4 }));
    const played = autoplay(cfg, { shove: true });
    const text = toPhh(played.hand);
    const parsed = parsePhh(text);
    const actions = parsed.ok ? (parsed.document.actions as string[]) : [];
    const firstShow = actions.findIndex((a) => a.includes(' sm '));
    const lastBoard = actions.map((a) => a.startsWith('d db')).lastIndexOf(true);
    expect(firstShow).toBeGreaterThan(0);
    expect(firstShow).toBeLessThan(lastBoard);
    const imported = fromPhh(text);
    expect(imported.ok && imported.actions.map((a) => a.action)).toEqual(played.replay);
  });
});
