import { buildPots, type Pot } from '../showdown/pots';
import { type HandState } from './state';

/**
 * The pots of a hand (§3.8), built from every player's contribution: what he put in, less the dead
 * money among it (a big-blind ante). The dead money — that ante and the carried-over `deadMoney` —
 * goes to the main pot, which every active player may win, one all-in for less included.
 *
 * `collected`: only the chips already gathered into the pot, leaving out the bets still in front of
 * the players this round (the live view of a hand); otherwise everything (the award at the end).
 *
 * Example (§3.8, TV-23): heads-up, blinds 1/2, big-blind ante 2, the button calls and both check →
 * contributions 2 and 2 plus 2 dead → one pot of 6 for both (not 4, and 2 back to the big blind).
 */
export function handPots(state: HandState, collected = false): Pot[] {
  let dead = state.config.deadMoney;
  const contributions = state.players.map((p) => {
    dead += p.dead;
    return { seat: p.seat, amount: p.committed - p.dead - (collected ? p.bet : 0), active: !p.folded };
  });
  return buildPots(contributions, dead);
}
