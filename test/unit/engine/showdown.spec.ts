import {
  awardPot,
  buttonOrder,
  cards,
  divide,
  highestCardOrder,
  lowestCardOrder,
  type HandValue,
  type SeatHands,
} from '../../../src/engine';

/** A stand-in hand: only `rank` matters to pot division (smaller is better, equal ties). */
const value = (rank: number): HandValue => ({ ranking: 'high', rank, category: 'highCard', cards: [], description: '' });
const seat = (s: number, high?: number, low?: number | null): SeatHands => ({
  seat: s,
  ...(high !== undefined ? { high: value(high) } : {}),
  ...(low !== undefined ? { low: low === null ? null : value(low) } : {}),
});
const amounts = (awards: { seat: number; amount: number }[]) => Object.fromEntries(awards.map((a) => [a.seat, a.amount]));
const byButton = (button: number) => ({ high: buttonOrder(button), low: buttonOrder(button) });

describe('pot division and odd chips (RULES.md §3.9, TV-16)', () => {
  it('#1 hold\'em, pot 100, three tied winners: 33 each, the odd chip to the first clockwise from the button', () => {
    expect(amounts(awardPot(100, [seat(2, 7), seat(6, 7), seat(9, 7), seat(4, 9)], byButton(5)))).toEqual({ 2: 33, 6: 34, 9: 33 });
    expect(amounts(awardPot(100, [seat(2, 7), seat(6, 7), seat(9, 7)], byButton(6)))).toEqual({ 2: 33, 6: 33, 9: 34 });
    // The button itself comes last.
    expect(amounts(awardPot(101, [seat(2, 7), seat(6, 7), seat(9, 7)], byButton(9)))).toEqual({ 2: 34, 6: 34, 9: 33 });
  });

  it('#2 Omaha Hi-Lo, pot 45: high 23 to A; low 22 split 11 + 11 between B and C', () => {
    const awards = awardPot(45, [seat(1, 10, null), seat(2, 50, 3), seat(3, 60, 3)], byButton(3));
    expect(awards).toEqual([
      { seat: 1, amount: 23, high: 23, low: 0 },
      { seat: 2, amount: 11, high: 0, low: 11 },
      { seat: 3, amount: 11, high: 0, low: 11 },
    ]);
  });

  it('#3 Omaha Hi-Lo, pot 101: high 51 tied by A, B, C gives 17 each; low 50 to D', () => {
    expect(amounts(awardPot(101, [seat(1, 5, null), seat(2, 5, null), seat(3, 5, null), seat(4, 9, 2)], byButton(4)))).toEqual({
      1: 17,
      2: 17,
      3: 17,
      4: 50,
    });
  });

  it('#4 the same two players win both halves: 66 is divided once, 33 each (TDA 19F)', () => {
    expect(amounts(awardPot(66, [seat(1, 3, 4), seat(2, 3, 4), seat(3, 9, 8)], byButton(3)))).toEqual({ 1: 33, 2: 33 });
    expect(amounts(awardPot(67, [seat(1, 3, 4), seat(2, 3, 4)], byButton(1)))).toEqual({ 1: 33, 2: 34 });
  });

  it('#5 Omaha Hi-Lo, pot 60, no qualifying low: the high hand takes 60', () => {
    expect(awardPot(60, [seat(1, 3, null), seat(2, 9, null)], byButton(2))).toEqual([{ seat: 1, amount: 60, high: 60, low: 0 }]);
  });

  it('#6 7 Card Stud, pot 25, identical high hands: the holder of As gets 13, of Ah 12', () => {
    const holdings = new Map([
      [1, cards('Ah Kc Qd Js 9c 4d 2h')],
      [2, cards('As Kd Qc Jh 9s 4c 2d')],
    ]);
    const orders = { high: highestCardOrder(holdings), low: lowestCardOrder(holdings) };
    expect(amounts(awardPot(25, [seat(1, 4), seat(2, 4)], orders))).toEqual({ 1: 12, 2: 13 });
  });

  it('#7 Razz, pot 25, identical lows: the holder of Ac gets 13, the one whose lowest card is Ad 12', () => {
    const holdings = new Map([
      [1, cards('Ad 2c 3s 4h 6d Ks Qh')],
      [2, cards('Ac 2d 3h 4s 6c Kd Qc')],
    ]);
    const orders = { high: highestCardOrder(holdings), low: lowestCardOrder(holdings) };
    expect(amounts(awardPot(25, [seat(1, undefined, 6), seat(2, undefined, 6)], orders))).toEqual({ 1: 12, 2: 13 });
  });

  it('the ace counts below the deuce for the low odd chip', () => {
    const holdings = new Map([
      [1, cards('2c 5d 7h')],
      [2, cards('Ad 5c 7s')],
    ]);
    expect([1, 2].sort(lowestCardOrder(holdings))).toEqual([2, 1]);
  });

  it('never gives one player more than one odd chip per division, and conserves every chip', () => {
    const shares = divide(11, [1, 2, 3, 4], buttonOrder(0));
    expect([...shares.values()].sort()).toEqual([2, 3, 3, 3]);
    for (let pot = 0; pot < 200; pot++) {
      const awards = awardPot(pot, [seat(1, 1, 2), seat(2, 1, 3), seat(3, 2, 2)], byButton(2));
      expect(awards.reduce((n, a) => n + a.amount, 0)).toBe(pot);
    }
  });
});
