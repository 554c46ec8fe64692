import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromPhh } from '../../../src/formats';

/**
 * Published tournament hands with a big-blind ante (RULES.md §3.6, §3.8), written as PHH from the
 * reported action and counts, import with the finishing stacks the reports give. The big-blind ante
 * is dead money: in the one pot the winner takes, never a side pot handed back to the big blind.
 */

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe.each([
  { name: 'bba-2019-wsop-main-event-final-hand.phh', ante: 4_000_000, pots: [{ amount: 335_000_000, winner: 2 }] },
  { name: 'bba-2022-wsop-main-event-final-hand.phh', ante: 4_000_000, pots: [{ amount: 462_000_000, winner: 2 }] },
  { name: 'bba-2023-wsop-main-event-third-place.phh', ante: 2_000_000, pots: [{ amount: 427_000_000, winner: 5 }] },
])('$name', ({ name, ante, pots }) => {
  const imported = fromPhh(fixture(name));
  if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
  const { state, events } = imported.hand;

  it('reads the ante as a big-blind ante', () => {
    expect(imported.config.stakes).toMatchObject({ ante, anteStyle: 'bigBlind' });
  });

  it('ends with the recorded finishing stacks', () => {
    expect(state.complete).toBe(true);
    expect(imported.seatOrder.map((seat) => state.players.find((p) => p.seat === seat)!.stack)).toEqual(imported.finishingStacks);
  });

  it('awards one pot, the ante in it, to the winner', () => {
    const awarded = events.flatMap((e) => (e.type === 'potAwarded' ? [{ amount: e.pot.amount, winner: e.pot.winners.map((w) => w.seat).join() }] : []));
    expect(awarded).toEqual(pots.map((p) => ({ amount: p.amount, winner: String(p.winner) })));
  });
});
