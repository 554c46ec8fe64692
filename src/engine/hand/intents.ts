import { describeLegal, describeRange } from './describe';
import { type ConcreteAction, type HandState, type LegalAction, type PlayerAction, type RuleViolationCode } from './state';

/**
 * Intents (RULES.md §1.5, §3): actions that say what a player means rather than the verb the rules
 * use for it, as PHH writes them (`cc`, `cbr`) and as players and bots ask. Each resolves against
 * the legal actions of the moment to exactly one of them, or is refused like any illegal action:
 *
 * - `checkOrCall`: `check` when nothing is owed, else `call` (all-in for less if the stack is short).
 *   The stud bring-in player may do neither (§3.3): he brings in or completes.
 * - `betOrRaiseTo {amount}`: `bet` with no bet yet, `raise` over one, `complete` over a stud bring-in;
 *   the amount is then checked as the resolved action's (a raise-to total).
 * - `allIn`: the action that puts the player's whole stack in: a call when the stack does not cover
 *   the call (§3.1 table stakes), a bring-in posted short (§3.3), otherwise a bet, raise or completion
 *   to his stack, which must be a total the structure allows: always in no limit, up to the pot in
 *   pot limit, only when the stack is no more than the fixed bet in fixed limit (a short all-in,
 *   §3.2.4). Example: fixed limit 2/4, facing a bet of 2 with 50 behind, the only raise is to 4, so
 *   `allIn` is refused (`amount_not_allowed`); with 3 behind it is a raise to 3.
 */
export function resolveIntent(
  state: HandState,
  index: number,
  action: PlayerAction,
  legal: readonly LegalAction[],
): { ok: true; action: ConcreteAction } | { ok: false; code: RuleViolationCode; message: string } {
  const seat = action.seat;
  const find = (...types: LegalAction['type'][]) => legal.find((l) => types.includes(l.type));
  const refuse = (code: RuleViolationCode, why: string) => ({ ok: false as const, code, message: `seat ${seat} ${why}; allowed: ${describeLegal(legal)}` });
  switch (action.type) {
    case 'checkOrCall': {
      const answer = find('check', 'call');
      return answer ? { ok: true, action: { seat, type: answer.type as 'check' | 'call' } } : refuse('action_not_allowed', 'can neither check nor call now');
    }
    case 'betOrRaiseTo': {
      const answer = find('bet', 'raise', 'complete');
      if (!answer) return refuse('action_not_allowed', 'may not bet or raise now');
      return { ok: true, action: { seat, type: answer.type as 'bet' | 'raise' | 'complete', ...(action.amount !== undefined ? { amount: action.amount } : {}) } };
    }
    case 'allIn': {
      const player = state.players[index]!;
      const allInTo = player.bet + player.stack;
      const short = find('call', 'bringIn');
      if (short && (short.type === 'call' || short.type === 'bringIn') && short.allIn) return { ok: true, action: { seat, type: short.type } };
      const raise = find('bet', 'raise', 'complete');
      if (!raise || !('min' in raise)) return refuse('action_not_allowed', `cannot put his whole stack in (${player.stack}) now: no bet or raise is allowed`);
      if (raise.max !== allInTo || (raise.amounts && !raise.amounts.includes(allInTo))) {
        return refuse('amount_not_allowed', `cannot go all-in (${raise.type} to ${allInTo}): ${structureName(state)} allows ${raise.type} to ${describeRange(raise)}`);
      }
      return { ok: true, action: { seat, type: raise.type, amount: allInTo } };
    }
    default:
      return { ok: true, action };
  }
}

function structureName(state: HandState): string {
  switch (state.config.bettingStructure) {
    case 'fixedLimit':
      return 'fixed limit';
    case 'potLimit':
      return 'pot limit';
    case 'noLimit':
      return 'no limit';
  }
}
