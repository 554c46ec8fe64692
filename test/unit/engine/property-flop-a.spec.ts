import { propertyRuns } from './property';

const RUNS = 10_000;

describe.each(['holdem', 'omaha', 'omahaHiLo', 'courchevel'] as const)('%s: 10,000 random hands', (game) => {
  it('conserves chips, terminates, accepts every legal action, rejects illegal ones unchanged, replays exactly', () => {
    propertyRuns(game, RUNS);
  });
});
