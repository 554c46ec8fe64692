import { computeEquity, findGame, formatCards, parseRange } from '../../../src/engine';

function count(text: string, holeCards = 2): number {
  const parsed = parseRange(text, holeCards);
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.combos.length;
}

describe('range notation', () => {
  it.each([
    ['AA', 6],
    ['AKs', 4],
    ['AKo', 12],
    ['AK', 16],
    ['QQ+', 18],
    ['A2s+', 48],
    ['KTo+', 36],
    ['99-66', 24],
    ['A5s-A2s', 16],
    ['AhKh', 1],
    ['QQ+, AKs, A5s-A2s, KQo', 18 + 4 + 16 + 12],
    ['AKs, AhKh', 4],
  ])('%s has %i combinations', (text, n) => {
    expect(count(text)).toBe(n);
  });

  it('reads weights and keeps the last mention of a combination', () => {
    const parsed = parseRange('AKs:0.5, AhKh', 2);
    if (!parsed.ok) throw new Error(parsed.detail);
    const ah = parsed.combos.find((c) => formatCards([...c.cards]).join('') === 'AhKh')!;
    expect(ah.weight).toBe(1);
    expect(parsed.combos.filter((c) => c.weight === 0.5)).toHaveLength(3);
  });

  it.each([['AKx'], ['AA:2'], ['AA:0'], ['A5s-K2s'], ['AAs'], ['']])('refuses %p with a sentence', (text) => {
    const parsed = parseRange(text, 2);
    expect(parsed.ok).toBe(false);
  });

  it('Omaha ranges list exact hands', () => {
    expect(count('AsAhKsKh, 9h8h7c6c:0.5', 4)).toBe(2);
    expect(parseRange('AAKK', 4).ok).toBe(false);
  });
});

describe('range equity', () => {
  const holdem = findGame('holdem')!;
  it('a one-combination range gives the same answer as the cards', () => {
    const spot = { game: holdem, board: ['Qs', '7h', '2d'] };
    const cards = computeEquity({ ...spot, players: [{ cards: ['As', 'Ks'] }, { cards: ['Jh', 'Jd'] }] });
    const range = computeEquity({ ...spot, players: [{ range: 'AsKs' }, { cards: ['Jh', 'Jd'] }] });
    expect(range.ok && cards.ok && range.result.players).toEqual(cards.ok && cards.result.players);
  });

  it('removes combinations blocked by known cards and weights the rest', () => {
    // KK with the Kd on the board: 3 combos left. Each equals one exact card spot; the range is their mean.
    const board = ['Kd', '8c', '3h'];
    const range = computeEquity({ game: holdem, board, players: [{ range: 'KK' }, { cards: ['Ac', 'Ad'] }] });
    if (!range.ok) throw new Error(JSON.stringify(range.errors));
    const parts = [['Kc', 'Kh'], ['Kc', 'Ks'], ['Kh', 'Ks']].map((kk) => {
      const r = computeEquity({ game: holdem, board, players: [{ cards: kk }, { cards: ['Ac', 'Ad'] }] });
      return r.ok ? r.result.players[0]!.equity : NaN;
    });
    expect(range.result.runouts).toBe(3 * 990);
    expect(range.result.players[0]!.equity).toBeCloseTo(parts.reduce((a, b) => a + b) / 3, 12);
    const weighted = computeEquity({ game: holdem, board, players: [{ range: 'KcKh, KcKs:0.5' }, { cards: ['Ac', 'Ad'] }] });
    expect(weighted.ok && weighted.result.players[0]!.equity).toBeCloseTo((parts[0]! + 0.5 * parts[1]!) / 1.5, 12);
    expect(weighted.ok && weighted.result.players[0]!.wins).toBeUndefined();
  });

  it('range vs range by Monte Carlo stays within 4 standard errors of the enumeration', () => {
    const spot = { game: holdem, board: ['Ts', '9s', '4c', '2d'], players: [{ range: 'QQ+, AKs' }, { range: 'JTs, 99, 87s' }] };
    const exact = computeEquity(spot);
    const mc = computeEquity({ ...spot, method: 'monteCarlo', samples: 20_000, seed: 'ranges' });
    if (!exact.ok || !mc.ok) throw new Error('refused');
    expect(exact.result.method).toBe('exact');
    mc.result.players.forEach((p, i) => expect(Math.abs(p.equity - exact.result.players[i]!.equity)).toBeLessThan(4 * p.standardError!));
  });

  it('a range with no combination left is refused, naming the player', () => {
    const r = computeEquity({ game: holdem, board: ['As', 'Ah', '2c'], dead: ['Ad'], players: [{ cards: ['Kd', 'Kc'] }, { range: 'AA' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ pointer: '/players/1/range', problem: 'empty-range' });
    expect(r.errors[0]!.detail).toContain("player 1's range 'AA'");
  });
});

describe('ranges that cannot be dealt together, and the stop', () => {
  const holdem = findGame('holdem')!;
  it.each(['exact', 'monteCarlo'] as const)('%s: two ranges of the same one hand are refused', (method) => {
    const r = computeEquity({ game: holdem, method, seed: 's', board: ['2c', '3d', '4h'], players: [{ range: 'AhKh' }, { range: 'AhKh' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ problem: 'empty-range', pointer: '/players/1/range' });
  });

  it('range against range on the river stops when asked, between small enumerations', () => {
    let calls = 0;
    const r = computeEquity({ game: holdem, board: ['2c', '3d', '4h', '9s', 'Td'], players: [{ range: 'AK, AQ, KQ, 22+' }, { range: 'A2s+, K9s+, QTs+, JTs, 55+' }], stop: () => ++calls > 2 });
    expect(r.ok && r.result.method).toBe('exact');
    expect(r.ok && r.result.cutShort).toBe(true);
  });
});

describe('null fields', () => {
  it('are fields not sent, as the request validation treats them', () => {
    const r = computeEquity({
      game: findGame('holdem')!,
      options: null as never,
      board: null as never,
      players: [{ cards: ['As', 'Ah'], range: null as never }, { cards: null as never, range: 'KK' }],
    });
    expect(r.ok).toBe(true);
  });
});
