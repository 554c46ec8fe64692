/**
 * Hand evaluation (RULES.md §2): pure functions from cards to comparable values.
 *
 * Two layers:
 * - rich evaluators (`evaluateHigh`, `evaluateOmahaHigh`, `evaluateAceToFive`,
 *   `evaluateEightOrBetter`, `evaluateOmahaEightOrBetter`, `evaluateDeuceToSeven`) return a
 *   `HandValue`: rank, category, the five cards chosen and a description;
 * - fast, allocation-free `rank*` functions return the same rank numbers for hot loops
 *   (equity, simulations, the bench). Smaller is better; equal ranks tie; `NO_LOW` = no 8/b low.
 *
 * Inputs are assumed valid and distinct cards (callers validate); a wrong card count throws a RangeError.
 */
export type { HandCategory, HandValue, Ranking } from './types';
export { NO_LOW } from './types';
export { evaluateHigh, qualifiesJacksOrBetter, rankHigh, rankHigh5, rankHigh6, rankHigh7 } from './high';
export {
  evaluateAceToFive,
  evaluateEightOrBetter,
  rankAceToFive,
  rankAceToFive5,
  rankAceToFive7,
  rankEightOrBetter,
  rankEightOrBetter5,
  rankEightOrBetter7,
} from './low';
export { evaluateDeuceToSeven, rankDeuceToSeven, rankDeuceToSeven5 } from './deuce-to-seven';
export {
  evaluateOmahaEightOrBetter,
  evaluateOmahaHigh,
  prepareOmahaTables,
  rankOmahaEightOrBetter,
  rankOmahaEightOrBetter4x5,
  rankOmahaHigh,
  rankOmahaHigh4x5,
} from './omaha';
export { compareHandValues } from './hand-value';
export { compareShowingHands } from './showing';
export { evaluationTableBytes } from './stats';
