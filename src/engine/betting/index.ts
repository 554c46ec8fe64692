/**
 * Betting rules below the hand engine, each in its own file, taking plain numbers and cards: no
 * limit (`no-limit.ts`, RULES.md §3.5), pot limit (`pot-limit.ts`, §3.4), fixed limit with the cap,
 * the short all-in and the open pair (`fixed-limit.ts`, §3.2, §3.3), the stud bring-in
 * (`bring-in.ts`, §3.3) and the draw games' opening (`opening.ts`, §3.7).
 */
export * from './no-limit';
export * from './pot-limit';
export * from './fixed-limit';
export * from './bring-in';
export * from './opening';
