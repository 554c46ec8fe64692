/**
 * Showdown rules below the hand engine, each in its own file, taking plain numbers and cards:
 * pots and rake (`pots.ts`, RULES.md §3.8, §3.11), odd chips (`odd-chips.ts`, §3.9), the award of a
 * pot (`award.ts`, §3.9), the show order (`show-order.ts`, §3.10), and hand forming and ranking with
 * the stateless showdown (`evaluate.ts`, §2.6).
 */
export * from './pots';
export * from './odd-chips';
export * from './award';
export * from './show-order';
export * from './evaluate';
