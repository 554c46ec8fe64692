import { cards } from '../../../src/engine/cards';
import { compareShowingHands, qualifiesJacksOrBetter } from '../../../src/engine/evaluation';

const showing = (a: string, b: string, ranking: 'high' | 'aceToFive'): number =>
  Math.sign(compareShowingHands(cards(a), cards(b), ranking));

describe('§2.7 stud showing hands', () => {
  it('S003: As/K, 6-6 and 2-3 showing: the sixes act first', () => {
    expect(showing('6c6d', 'AsKh', 'high')).toBe(-1);
    expect(showing('6c6d', '2d3c', 'high')).toBe(-1);
    expect(showing('AsKh', '2d3c', 'high')).toBe(-1);
    expect(showing('2d3c', '6c6d', 'high')).toBe(1);
  });

  it('§4.4 walk-through: 4h Kc, 4s 4d, Ac Ah showing: the aces are highest', () => {
    expect(showing('AcAh', '4s4d', 'high')).toBe(-1);
    expect(showing('4s4d', '4hKc', 'high')).toBe(-1);
  });

  it('§4.5 razz 4th street: 7-2 and 7-2 tie (position decides), both beat A-A', () => {
    expect(showing('7c2d', '7h2s', 'aceToFive')).toBe(0);
    expect(showing('7c2d', 'AcAd', 'aceToFive')).toBe(-1);
    expect(showing('AcAd', '7h2s', 'aceToFive')).toBe(1);
  });

  it('never forms straights or flushes: 5h 6h 7h 8h is only eight-high', () => {
    expect(showing('5h6h7h8h', '2c2dKsQs', 'high')).toBe(1);
    expect(showing('5h6h7h8h', '9c4d3s2s', 'high')).toBe(1);
  });

  it('categories: four of a kind > three of a kind > two pair > pair > high card', () => {
    const ladder = ['2c2d2h2s', 'AcAdAhKs', '3c3d2h2s', 'AcAdKhQs', 'AcKdQhJs'];
    for (let i = 0; i + 1 < ladder.length; i++) expect(showing(ladder[i]!, ladder[i + 1]!, 'high')).toBe(-1);
  });

  it('high tie-breaks: pair rank, then kickers from the highest; suits never count', () => {
    expect(showing('KcKd9s', 'KhKs8c', 'high')).toBe(-1);
    expect(showing('AcKd', 'AhQs', 'high')).toBe(-1);
    expect(showing('AcKd7h', 'AsKh7c', 'high')).toBe(0);
  });

  it('razz: aces low, lowest hand best, a pair of aces is the best pair', () => {
    expect(showing('Ac2d', 'Kc2h', 'aceToFive')).toBe(-1);
    expect(showing('8c6d4s', '8h5c4d', 'aceToFive')).toBe(1);
    expect(showing('AcAd', '2c2d', 'aceToFive')).toBe(-1);
    expect(showing('KcQdJh', '2c2d3h', 'aceToFive')).toBe(-1);
  });

  it('one to four cards; a missing card counts as worse than any card', () => {
    expect(showing('Ac', 'Kc', 'high')).toBe(-1);
    expect(showing('AcKd', 'Ac', 'high')).toBe(-1);
    expect(showing('3c2d', '3h', 'aceToFive')).toBe(-1);
    expect(() => compareShowingHands([], cards('Ac'), 'high')).toThrow(RangeError);
    expect(() => compareShowingHands(cards('AcKdQhJs9c'), cards('Ac'), 'high')).toThrow(RangeError);
  });
});

describe('§2.8 jacks or better to open', () => {
  it('a pair of jacks opens, even with the smallest kickers', () => {
    expect(qualifiesJacksOrBetter(cards('JhJd7c4s2d'))).toBe(true);
    expect(qualifiesJacksOrBetter(cards('JcJd4h3s2c'))).toBe(true);
  });
  it('a pair of tens does not, whatever the kickers', () => {
    expect(qualifiesJacksOrBetter(cards('ThTdAcKsQd'))).toBe(false);
    expect(qualifiesJacksOrBetter(cards('AcKdQh9s7c'))).toBe(false);
  });
  it('queens, kings, aces, any two pair and better hands open', () => {
    for (const hand of ['QhQd7c4s2d', 'KhKd7c4s2d', 'AhAd7c4s2d', '3h3d2c2sKd', '2h2d2c7sKd', '5c4d3h2sAs', '9h7h5h3h2h', '2h2d2c3s3d']) {
      expect(qualifiesJacksOrBetter(cards(hand))).toBe(true);
    }
  });
  it('takes exactly five cards', () => {
    expect(() => qualifiesJacksOrBetter(cards('JhJd7c4s'))).toThrow(RangeError);
    expect(() => qualifiesJacksOrBetter(cards('JhJd7c4s2d3d'))).toThrow(RangeError);
  });
});
