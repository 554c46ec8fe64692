/**
 * Hand-history formats: PHH (the Poker Hand History format read by PokerKit) export and import, and
 * PokerStars-style text export. Pure functions over a stored hand (configuration plus events); no
 * framework, no storage, no I/O.
 */
export { type StoredHand, positionOrder } from './stored-hand';
export { PHH_VARIANTS, PHH_VARIANTS_NOT_DEALT, type PhhVariant, findPhhVariant, phhVariantOf } from './phh-variants';
export { toPhh, type PhhExportOptions } from './phh-export';
export {
  fromPhh,
  type ImportedAction,
  type ManualHandConfigInput,
  parsePhh,
  parsePhhs,
  type PhhDocument,
  type PhhError,
  type PhhImport,
  type PhhParseResult,
  type PhhsParseResult,
  phhPlayedAt,
} from './phh-import';
export { parseToml, TOML_MAX_NESTING, type TomlError, type TomlResult, type TomlTable, type TomlValue, TomlDateTime } from './toml';
export {
  describeHighHand,
  describeLowHand,
  pokerStarsGameName,
  pokerStarsHandNumber,
  type PokerStarsOptions,
  type PokerStarsResult,
  toPokerStars,
} from './pokerstars';
