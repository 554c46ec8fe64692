import { cards, formatCard, formatCards, isCardCode, isKnownCard, orderedDeck, parseCard, parseCards, rankOf, suitOf, UNKNOWN } from '../../../src/engine';

describe('cards (RULES.md §1.1)', () => {
  it('round-trips all 52 codes and orders them by rank, then suit c < d < h < s', () => {
    const deck = orderedDeck();
    expect(new Set(deck.map(formatCard)).size).toBe(52);
    for (const card of deck) expect(parseCard(formatCard(card))).toBe(card);
    expect(formatCards(deck.slice(0, 5))).toEqual(['2c', '2d', '2h', '2s', '3c']);
    expect(formatCard(51)).toBe('As');
    expect(rankOf(parseCard('Td')!)).toBe(8);
    expect(suitOf(parseCard('Td')!)).toBe(1);
    // Stud tie-breaks compare the integers: 2c is the lowest card, As the highest.
    expect(parseCard('Kh')! < parseCard('Ks')!).toBe(true);
    expect(parseCard('Kd')! < parseCard('Kh')!).toBe(true);
  });

  it('accepts arrays and strings with or without separators', () => {
    expect(cards('AsKd')).toEqual(cards(['As', 'Kd']));
    expect(cards('As Kd, 2c')).toEqual(cards(['As', 'Kd', '2c']));
  });

  it('rejects anything that is not rank+suit, and says where', () => {
    for (const bad of ['as', 'AS', '1s', '10s', 'Ax', 'A', '', ' As']) expect(isCardCode(bad)).toBe(false);
    expect(parseCards(['As', 'Kx', 'Qd'])).toEqual({ ok: false, index: 1, code: 'Kx' });
    expect(() => cards('AsK')).toThrow(RangeError);
    expect(() => formatCard(53)).toThrow(RangeError);
    expect(() => formatCard(-1)).toThrow(RangeError);
  });

  it('writes the unknown card (manual dealing) as ??, and only a card list that allows it accepts it', () => {
    expect(parseCard('??')).toBe(UNKNOWN);
    expect(formatCard(UNKNOWN)).toBe('??');
    expect(isCardCode('??')).toBe(false);
    expect(isKnownCard(UNKNOWN)).toBe(false);
    expect(orderedDeck().every(isKnownCard)).toBe(true);
    // A deck order or a showdown names real cards.
    expect(parseCards(['As', '??'])).toEqual({ ok: false, index: 1, code: '??' });
    expect(parseCards(['As', '??'], { allowUnknown: true })).toEqual({ ok: true, cards: [51, UNKNOWN] });
    expect(cards('?? ?? Ah')).toEqual([UNKNOWN, UNKNOWN, parseCard('Ah')]);
  });
});
