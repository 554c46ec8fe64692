import { prepareOmahaTables } from './omaha';
import { coreTableBytes } from './tables';

/**
 * Memory held by the evaluation lookup tables, in bytes (for the bench and capacity planning).
 * Builds the lazily built Omaha tables first, so the figure is the total in use.
 */
export function evaluationTableBytes(): number {
  return coreTableBytes() + prepareOmahaTables();
}
