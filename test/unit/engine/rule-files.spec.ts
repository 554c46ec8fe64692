import {
  awardPot,
  bringInChoices,
  bringInKey,
  bringInToCall,
  buildPots,
  buttonOrder,
  cards,
  divide,
  evaluateHigh,
  fixedLimitCapped,
  fixedLimitIsFull,
  fixedLimitRaiseTo,
  fixedLimitUnit,
  fixedPotOpening,
  isOpenPairBigBet,
  lastFullRaiseAfter,
  mayOpen,
  minRaiseTo,
  noLimitReopened,
  openPairChoices,
  potLimitMaxRaiseTo,
  potLimitPot,
  potLimitRaiseRange,
  showOrder,
  showsPair,
  takeRake,
} from '../../../src/engine';

/**
 * The rule files below the hand engine (src/engine/betting, src/engine/showdown), each on the worked
 * example of RULES.md its doc comment cites, called with plain numbers.
 */
describe('betting rules on their worked examples', () => {
  it('no limit (§3.5): minimum raise 620 after short all-ins; reopening; L after a short all-in', () => {
    expect(minRaiseTo(420, 200, 100)).toBe(620);
    expect(noLimitReopened(200, 100, 100)).toBe(true);
    expect(noLimitReopened(200, 125, 100)).toBe(false);
    expect(lastFullRaiseAfter(100, 300, 100, 100)).toBe(200);
    expect(lastFullRaiseAfter(300, 420, 200, 100)).toBe(200);
  });

  it('pot limit (§3.4): the table of steps, the pot with the small blind as a big one, the raise range', () => {
    expect(potLimitMaxRaiseTo(70, 45, 0)).toBe(160);
    expect(potLimitMaxRaiseTo(230, 160, 10)).toBe(540);
    expect(potLimitPot(15, null)).toBe(15);
    expect(potLimitPot(15, { smallBlind: 5, bigBlind: 10 })).toBe(20);
    expect(potLimitRaiseRange(25, 10, 0, 10, 10, 1000)).toEqual({ min: 20, max: 45 });
    expect(potLimitRaiseRange(25, 10, 0, 10, 10, 30)).toEqual({ min: 20, max: 30 });
  });

  it('fixed limit (§3.2, §3.3): the cap, the short all-in 5 vs 6 on a unit of 4, units and the open pair', () => {
    expect([4, 6, 8].map((level) => fixedLimitRaiseTo(level - 2, 2, 100))).toEqual([4, 6, 8]);
    expect(fixedLimitRaiseTo(2, 2, 3)).toBe(3);
    expect(fixedLimitCapped(4, 4, false)).toBe(true);
    expect(fixedLimitCapped(4, 4, true)).toBe(false);
    expect(fixedLimitCapped(3, 4, false)).toBe(false);
    expect(fixedLimitIsFull(5, 4, 4)).toBe(false);
    expect(fixedLimitIsFull(6, 4, 4)).toBe(true);
    expect(fixedLimitUnit('small', false, 2, 4)).toBe(2);
    expect(fixedLimitUnit('small', true, 2, 4)).toBe(4);
    expect(fixedLimitUnit('big', false, 2, 4)).toBe(4);
    expect(openPairChoices(0, 2, 4, 100)).toEqual({ min: 2, max: 4, amounts: [2, 4] });
    expect(openPairChoices(2, 2, 4, 100)).toEqual({ min: 4, max: 6, amounts: [4, 6] });
    expect(openPairChoices(2, 2, 4, 3)).toEqual({ min: 3, max: 3 });
    expect(isOpenPairBigBet(6, 2, 4)).toBe(true);
    expect(showsPair([11, 11])).toBe(true);
    expect(showsPair([11, 2])).toBe(false);
  });

  it('bring-in (§3.3, TV-09, TV-18): 3c brings in over 3d, Ks in razz; the choices; the nominal bring-in to call', () => {
    const doors = cards('Ks 3d 3c Jh');
    const lowest = doors.reduce((a, b) => (bringInKey(b, 'lowestCard') < bringInKey(a, 'lowestCard') ? b : a));
    expect(lowest).toBe(cards('3c')[0]);
    const razz = cards('Kh Ks Qc 2d');
    expect(razz.reduce((a, b) => (bringInKey(b, 'highestCard') < bringInKey(a, 'highestCard') ? b : a))).toBe(cards('Ks')[0]);
    expect(bringInChoices(1, 2, 100, true)).toEqual({ bringIn: 1, allIn: false, completeTo: 2 });
    expect(bringInChoices(2, 4, 1, true)).toEqual({ bringIn: 1, allIn: true, completeTo: null });
    expect(bringInChoices(1, 2, 100, false)).toEqual({ bringIn: 1, allIn: false, completeTo: null });
    expect(bringInToCall(2, 1)).toBe(2);
  });

  it('opening (§3.7, §2.8, TV-13): jacks open, tens do not; the fixed pot opening of 10', () => {
    expect(mayOpen('jacksOrBetter', cards('Jh Jd 4c 7s 9h'), false)).toBe(true);
    expect(mayOpen('jacksOrBetter', cards('Th Td Ac Ks 2c'), false)).toBe(false);
    expect(mayOpen('jacksOrBetter', cards('Th Td Ac Ks 2c'), true)).toBe(true);
    expect(mayOpen(null, cards('7h 5d 4c 3s 2c'), false)).toBe(true);
    expect(fixedPotOpening(10, 200)).toBe(10);
    expect(fixedPotOpening(10, 6)).toBe(6);
  });
});

describe('showdown rules on their worked examples', () => {
  it('pots (§3.8, TV-14): 300 / 250 / 300; dead money in the main pot; rake from the main pot first (TV-15)', () => {
    const contributions = [50, 100, 200, 200, 200, 100].map((amount, i) => ({ seat: i + 1, amount, active: true }));
    expect(buildPots(contributions).map((p) => p.amount)).toEqual([300, 250, 300]);
    const headsUp = buildPots([{ seat: 1, amount: 2, active: true }, { seat: 2, amount: 2, active: true }], 2);
    expect(headsUp).toEqual([{ amount: 6, eligible: [1, 2] }]);
    const raked = takeRake([{ amount: 120, eligible: [1, 2] }, { amount: 160, eligible: [2] }], { basisPoints: 500, cap: 7 });
    expect(raked.pots.map((p) => p.amount)).toEqual([113, 160]);
  });

  it('odd chips and the award (§3.9): three tied hands share 100, the odd chip left of the button', () => {
    expect([...divide(100, [2, 3, 4], buttonOrder(3)).entries()]).toEqual([
      [4, 34],
      [2, 33],
      [3, 33],
    ]);
    const tied = ['2c2d', '3h3s', '4c4d'].map((hole, i) => ({ seat: i + 1, high: evaluateHigh(cards(`${hole} As Ks Qd Jc Th`)) }));
    expect(awardPot(100, tied, { high: buttonOrder(1), low: buttonOrder(1) }).map((a) => a.amount)).toEqual([33, 34, 33]);
  });

  it('show order (§3.10): from the last aggressor clockwise, folded players left out', () => {
    expect(showOrder(5, 3, (i) => i === 4)).toEqual([3, 0, 1, 2]);
  });
});
