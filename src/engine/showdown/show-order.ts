/**
 * Show order (RULES.md §3.10): the last player to bet or raise in the final betting round shows
 * first; if nobody bet, the player who would have acted first in it (left of the button; in stud the
 * best showing hand); then clockwise, folded players left out. Players are indexes in seat order.
 *
 * Example: five players, seat index 3 made the last raise, index 4 folded → 3, 0, 1, 2.
 */
export function showOrder(players: number, first: number, folded: (index: number) => boolean): number[] {
  const order: number[] = [];
  for (let k = 0; k < players; k++) {
    const i = (first + k) % players;
    if (!folded(i)) order.push(i);
  }
  return order;
}
