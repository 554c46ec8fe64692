import { propertyRuns } from './property';

const RUNS = 10_000;

describe.each(['jacksOrBetter', 'lowballDraw', 'deuceToSevenTripleDraw', 'aceToFiveTripleDraw'] as const)('%s: 10,000 random hands', (game) => {
  it('conserves chips and cards, terminates, accepts every legal action, rejects illegal ones unchanged, replays exactly', () => {
    propertyRuns(game, RUNS, 4);
  });
});

describe.each(['deuceToSevenTripleDraw', 'aceToFiveTripleDraw'] as const)('%s: six players who never fold', (game) => {
  it('exhausts the stub, forms new ones (§4.10), and never deals a card twice', () => {
    const seen = propertyRuns(game, 1_000, 5, { players: 6, policy: 'neverFold' });
    expect(seen.get('reshuffle') ?? 0).toBeGreaterThan(0);
  });
});
