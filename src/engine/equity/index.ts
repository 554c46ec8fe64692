/**
 * Equity over the rest of a hand, for every game (`equity.ts`): exact enumeration with a fast
 * hold'em path (`holdem.ts`), any game's runouts (`runout.ts`), seeded Monte Carlo, and ranges
 * (`ranges.ts`).
 */
export {
  computeEquity,
  DEFAULT_EXACT_LIMIT,
  DEFAULT_SAMPLES,
  type EquityError,
  type EquityInput,
  type EquityMethod,
  type EquityPlayerInput,
  type EquityResult,
  type PlayerEquity,
} from './equity';
export { type Combo, parseRange, type RangeParse } from './ranges';
export { enumerateHoldem } from './holdem';
export { Tally } from './tally';
