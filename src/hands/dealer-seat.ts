import { findGame } from '../engine';

/**
 * The dealer's seat of a new hand. Flop and draw games need it: the button places the blinds and the
 * order of play (RULES.md §3.6). Stud games have no button; the seat only orders the deal and breaks
 * ties between equal showing hands (RULES.md §2, §4.2), so when it is left out the dealer is the
 * highest seat and the deal starts with the lowest, as a dealer seated before seat 1 deals.
 * Returns the seat, or what is missing when the game needs a button and none was given.
 */
export function dealerSeat(game: string, seats: readonly { seat: number }[], button: number | undefined): { seat: number | undefined } | { missing: string } {
  if (button !== undefined) return { seat: button };
  const definition = findGame(game);
  // An unknown game or no seats: the configuration check names those.
  if (!definition || seats.length === 0) return { seat: undefined };
  if (definition.family === 'stud') return { seat: Math.max(...seats.map((s) => s.seat)) };
  return { missing: `${game} is played with a dealer button: give the button's seat, one of ${seats.map((s) => s.seat).join(', ')}` };
}
