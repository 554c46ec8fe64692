import type { RuleViolationCode } from '../../engine';
import type { ProblemCode } from './problem-types';

/**
 * The problem type of every rule the engine can cite. Typed by the engine's codes, so a new rule
 * does not compile until it is given its problem type here (and described in problem-types.ts).
 */
const RULE_PROBLEMS: Record<RuleViolationCode, ProblemCode> = {
  hand_complete: 'hand-complete',
  not_your_turn: 'not-your-turn',
  unknown_seat: 'unknown-seat',
  action_not_allowed: 'action-not-allowed',
  amount_required: 'amount-required',
  amount_not_integer: 'amount-not-integer',
  bet_below_minimum: 'bet-below-minimum',
  bet_above_maximum: 'bet-above-maximum',
  raise_below_minimum: 'raise-below-minimum',
  raise_above_maximum: 'raise-above-maximum',
  amount_not_allowed: 'amount-not-allowed',
  wrong_discard_count: 'wrong-discard-count',
  too_many_cards: 'too-many-cards',
  card_not_held: 'card-not-held',
  deal_not_expected: 'deal-not-expected',
  deal_wrong_seat: 'deal-wrong-seat',
  deal_wrong_count: 'deal-wrong-count',
  duplicate_card: 'duplicate-card',
  unknown_card_not_allowed: 'unknown-card-not-allowed',
  invalid_card: 'invalid-card',
  show_cards_mismatch: 'show-cards-mismatch',
};

/** The problem type of a rule violation (`not_your_turn` → `not-your-turn`). */
export function ruleProblemCode(code: RuleViolationCode): ProblemCode {
  return RULE_PROBLEMS[code];
}
