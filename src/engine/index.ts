/**
 * The one door into Croupier's rules engine. Everything outside src/engine imports from here.
 * The engine is pure: no framework, no database, no I/O, no clock, no global randomness.
 */
export * from './cards';
export * from './games';
export * from './options';
export * from './evaluation';
export * from './showdown';
export * from './betting';
export * from './rng';
export * from './config';
export * from './hand';
export * from './equity';
