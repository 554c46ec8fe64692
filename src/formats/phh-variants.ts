import { type BettingStructure, type GameId, type HandConfig } from '../engine';

/**
 * PHH variant codes for every Croupier game and betting structure.
 *
 * A code is the structure letter (`F` fixed limit, `P` pot limit, `N` no limit), the game's letters
 * and `/8` for an eight-or-better high/low split, as in the PHH specification. The eleven official
 * codes (FT NT NS PO FO/8 F7S F7S/8 FR N2L1D F2L3D FB) are used wherever the game is the one PHH
 * means; Croupier's other games and structures get codes of the same pattern (`official: false`).
 * Game letters: T Texas hold'em, O Omaha, 7S seven card stud, 5S five card stud, R razz, CP crazy
 * pineapple, C Courchevel, I Irish, AV aviation, J1D jacks-to-open single draw, 2L1D / AL1D deuce-to-
 * seven / ace-to-five lowball single draw, 2L3D / AL3D the triple draws.
 *
 * A code names the game and structure only. The official code is written even when a Croupier option
 * makes the hand differ from what PokerKit deals by default for that code: seven card stud with
 * `openPairBigBet` (on by default: an open pair on fourth street allows the big bet, a rule
 * PokerKit's F7S does not have), or a 2-7 single draw with antes only (PokerKit's N2L1D has blinds).
 * Such hands travel with `_croupier_options` (every option of the hand, see `croupierOptions` in
 * phh-export.ts), which Croupier reads back and other PHH readers ignore; a reader that goes by the
 * code alone replays them under its own defaults.
 */
export interface PhhVariant {
  readonly code: string;
  readonly game: GameId;
  readonly bettingStructure: BettingStructure;
  /** One of the PHH specification's own codes (PokerKit reads it), or a Croupier extension. */
  readonly official: boolean;
  /** Option values the code implies (lowball ranking, Courchevel's low half). */
  readonly options?: { readonly lowballType?: 'ace-to-five' | 'deuce-to-seven'; readonly courchevelHiLo?: boolean };
}

const OFFICIAL = new Set(['FT', 'NT', 'NS', 'PO', 'FO/8', 'F7S', 'F7S/8', 'FR', 'N2L1D', 'F2L3D', 'FB']);
const LETTER: Record<BettingStructure, string> = { fixedLimit: 'F', potLimit: 'P', noLimit: 'N' };
const ALL: readonly BettingStructure[] = ['fixedLimit', 'potLimit', 'noLimit'];

function rows(game: GameId, letters: string, structures: readonly BettingStructure[], options?: PhhVariant['options']): PhhVariant[] {
  return structures.map((bettingStructure) => {
    const code = LETTER[bettingStructure] + letters;
    return { code, game, bettingStructure, official: OFFICIAL.has(code), ...(options ? { options } : {}) };
  });
}

/**
 * Every (game, structure, code-relevant options) of Croupier with its PHH code; codes are unique.
 * Only `lowballType` and `courchevelHiLo` choose a code; every other option (`openPairBigBet`, antes
 * instead of blinds, ...) keeps the row's code, official or not, and is carried by
 * `_croupier_options` (see above).
 */
export const PHH_VARIANTS: readonly PhhVariant[] = [
  ...rows('holdem', 'T', ALL),
  ...rows('omaha', 'O', ALL),
  ...rows('omahaHiLo', 'O/8', ALL),
  ...rows('sevenCardStud', '7S', ['fixedLimit']),
  ...rows('razz', 'R', ['fixedLimit']),
  ...rows('sevenCardStudHiLo', '7S/8', ['fixedLimit']),
  ...rows('crazyPineapple', 'CP', ALL),
  ...rows('crazyPineappleHiLo', 'CP/8', ALL),
  ...rows('jacksOrBetter', 'J1D', ALL),
  ...rows('lowballDraw', '2L1D', ALL, { lowballType: 'deuce-to-seven' }),
  ...rows('lowballDraw', 'AL1D', ALL, { lowballType: 'ace-to-five' }),
  ...rows('deuceToSevenTripleDraw', '2L3D', ALL),
  ...rows('aceToFiveTripleDraw', 'AL3D', ALL),
  ...rows('courchevel', 'C', ALL, { courchevelHiLo: false }),
  ...rows('courchevel', 'C/8', ALL, { courchevelHiLo: true }),
  ...rows('irish', 'I', ALL),
  ...rows('aviation', 'AV', ALL),
  ...rows('fiveCardStud', '5S', ['fixedLimit']),
];

const BY_CODE = new Map(PHH_VARIANTS.map((v) => [v.code, v]));

/** Official PHH variants that Croupier does not deal, with what they are (for a clear import error). */
export const PHH_VARIANTS_NOT_DEALT: Readonly<Record<string, string>> = {
  NS: "no-limit short-deck hold'em (a 36-card deck)",
  FB: 'fixed-limit badugi',
};

export function findPhhVariant(code: string): PhhVariant | undefined {
  return BY_CODE.get(code);
}

/** The PHH variant of a hand: its game, betting structure and, where the code depends on one, option. */
export function phhVariantOf(config: HandConfig): PhhVariant {
  const found = PHH_VARIANTS.find(
    (v) =>
      v.game === config.game.id &&
      v.bettingStructure === config.bettingStructure &&
      (v.options?.lowballType === undefined || v.options.lowballType === config.options.lowballType) &&
      (v.options?.courchevelHiLo === undefined || v.options.courchevelHiLo === config.options.courchevelHiLo),
  );
  if (!found) throw new RangeError(`no PHH variant for ${config.game.id} ${config.bettingStructure}`);
  return found;
}
