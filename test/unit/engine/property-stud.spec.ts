import { propertyRuns } from './property';

const RUNS = 10_000;

describe.each(['sevenCardStud', 'razz', 'sevenCardStudHiLo', 'fiveCardStud'] as const)('%s: 10,000 random hands', (game) => {
  it('conserves chips, terminates, accepts every legal action, rejects illegal ones unchanged, replays exactly', () => {
    propertyRuns(game, RUNS, 2);
  });
});

describe.each(['sevenCardStud', 'razz', 'sevenCardStudHiLo'] as const)('%s: eight players to seventh street', (game) => {
  it('reaches the short-stub rule (§4.4) and keeps every invariant', () => {
    const seen = propertyRuns(game, 1_000, 3, { players: 8, policy: 'neverFold' });
    expect(seen.get('communityCard') ?? 0).toBeGreaterThan(0);
    expect(seen.get('burnSkipped') ?? 0).toBeGreaterThan(0);
  });
});
