/**
 * Cards, ranks and suits (RULES.md §1.1).
 *
 * A card is a small integer `rank * 4 + suit`, with ranks `0..12` for `2..A` and suits `0..3` for
 * `c d h s`. That order makes `card` itself the stud tie-break order "rank, then suit"
 * (`2c` = 0 is the lowest card, `As` = 51 the highest), and suit order `c < d < h < s` is RULES.md's.
 * At the boundary cards are written rank+suit: `As`, `Td`, `2c`.
 */

export type Card = number;

export const RANK_CHARS = '23456789TJQKA';
export const SUIT_CHARS = 'cdhs';

export const DECK_SIZE = 52;

/**
 * A card dealt face down that nobody has named yet (manual dealing: another player's hole card seen
 * from the table). Written `??`. It is never a real card: evaluators never receive it (a hand holding
 * one is shown with its real cards first), and any number of them may be in play at once.
 */
export const UNKNOWN: Card = DECK_SIZE;
export const UNKNOWN_CODE = '??';

/** True for the 52 real cards (`0..51`), false for `UNKNOWN` and anything that is not a card. */
export function isKnownCard(card: unknown): card is Card {
  return typeof card === 'number' && Number.isInteger(card) && card >= 0 && card < DECK_SIZE;
}

/** Rank index 0..12 (2..A). */
export function rankOf(card: Card): number {
  return card >> 2;
}

/** Suit index 0..3 (c, d, h, s). */
export function suitOf(card: Card): number {
  return card & 3;
}

export function makeCard(rank: number, suit: number): Card {
  return rank * 4 + suit;
}

const CARD_BY_CODE = new Map<string, Card>();
const CODE_BY_CARD: string[] = [];
for (let rank = 0; rank < 13; rank++) {
  for (let suit = 0; suit < 4; suit++) {
    const code = RANK_CHARS[rank]! + SUIT_CHARS[suit]!;
    CARD_BY_CODE.set(code, makeCard(rank, suit));
    CODE_BY_CARD[makeCard(rank, suit)] = code;
  }
}
CODE_BY_CARD[UNKNOWN] = UNKNOWN_CODE;

/** True when `code` is a card code such as `As` or `Td` (ranks upper case, suits lower case). */
export function isCardCode(code: string): boolean {
  return CARD_BY_CODE.has(code);
}

/**
 * Parses one card code. Returns `undefined` for anything that is not exactly rank+suit
 * (`As`, `Td`, `2c`) or the unknown card `??` (`UNKNOWN`); callers turn that into a validation error
 * naming the field.
 */
export function parseCard(code: string): Card | undefined {
  return code === UNKNOWN_CODE ? UNKNOWN : CARD_BY_CODE.get(code);
}

/** The code of a card: `formatCard(51) === 'As'`, `formatCard(UNKNOWN) === '??'`. */
export function formatCard(card: Card): string {
  const code = CODE_BY_CARD[card];
  if (code === undefined) throw new RangeError(`not a card: ${card}`);
  return code;
}

export function formatCards(cards: readonly Card[]): string[] {
  return cards.map(formatCard);
}

/**
 * Parses a card list written as codes, either as an array (`['As', 'Kd']`) or as one string with or
 * without separators (`'AsKd'`, `'As Kd'`, RULES.md §1.1). Returns the index of the first bad code
 * instead of throwing. The unknown card `??` is a bad code unless `allowUnknown` is set (a deck
 * order or a showdown names real cards; a manual deal of down cards may leave some unnamed).
 */
export function parseCards(
  input: readonly string[] | string,
  { allowUnknown = false }: { allowUnknown?: boolean } = {},
): { ok: true; cards: Card[] } | { ok: false; index: number; code: string } {
  const codes = typeof input === 'string' ? splitCardString(input) : input;
  const cards: Card[] = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    const card = allowUnknown && code === UNKNOWN_CODE ? UNKNOWN : CARD_BY_CODE.get(code);
    if (card === undefined) return { ok: false, index: i, code };
    cards.push(card);
  }
  return { ok: true, cards };
}

function splitCardString(input: string): string[] {
  const compact = input.replace(/[\s,]+/g, '');
  const codes: string[] = [];
  for (let i = 0; i < compact.length; i += 2) codes.push(compact.slice(i, i + 2));
  return codes;
}

/** Parses codes that are known to be valid (tests, tables), `??` included; throws on a bad code. */
export function cards(input: readonly string[] | string): Card[] {
  const parsed = parseCards(input, { allowUnknown: true });
  if (!parsed.ok) throw new RangeError(`not a card code: '${parsed.code}'`);
  return parsed.cards;
}

/** The 52 cards in a fixed order: 2c 2d 2h 2s 3c ... As. */
export function orderedDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => i);
}
