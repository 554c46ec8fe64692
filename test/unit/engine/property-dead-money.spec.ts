import { propertyRuns } from './property';

/**
 * Antes in blind games (§3.6): every player's, or the big blind's one ante for the table, which is
 * dead money in the main pot (§3.8). Hands where nobody folds check that every pot is contested and
 * that the player beaten by every hand ends with his stack less all he put in, ante included.
 */
describe.each(['holdem', 'omahaHiLo', 'crazyPineapple', 'deuceToSevenTripleDraw'] as const)('%s with antes', (game) => {
  it('2,000 hands nobody folds: no pot is a single player\u2019s, the worst hand wins nothing', () => {
    const seen = propertyRuns(game, 2_000, 20, { policy: 'neverFold', antes: 'mixed' });
    expect(seen.get('ante') ?? 0).toBeGreaterThan(0);
    expect(seen.get('potAwarded') ?? 0).toBeGreaterThan(0);
  });

  it('2,000 random hands keep every invariant', () => {
    propertyRuns(game, 2_000, 21, { antes: 'mixed' });
  });
});
