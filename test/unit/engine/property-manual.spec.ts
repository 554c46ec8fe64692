import { GAME_IDS } from '../../../src/engine';
import { manualRuns } from './property';

/**
 * Manual dealing against the deck (random hands of every game): the deck hand's cards fed as deal
 * actions, and its player actions, reach exactly the same final state; wrong deals are refused.
 */
describe.each(GAME_IDS)('%s dealt by hand', (game) => {
  it('ends exactly as the same hand dealt from its deck', () => {
    manualRuns(game, 400, 10);
  });

  it('with some down cards dealt as ??, named at showdown: the same chips, awards and shown hands', () => {
    manualRuns(game, 400, 11, { unknown: true });
  });
});

describe.each(['sevenCardStud', 'razz', 'sevenCardStudHiLo'] as const)('%s: eight players to seventh street, dealt by hand', (game) => {
  it('reaches the short-stub rule (§4.4) where the deck does, and ends alike', () => {
    const seen = manualRuns(game, 150, 12, { players: 8, policy: 'neverFold', unknown: true });
    expect(seen.get('communityCard') ?? 0).toBeGreaterThan(0);
    expect(seen.get('burnSkipped') ?? 0).toBeGreaterThan(0);
  });
});

describe.each(['deuceToSevenTripleDraw', 'aceToFiveTripleDraw'] as const)('%s: six players who never fold, dealt by hand', (game) => {
  it('exhausts the notional stub and reshuffles (§4.10) where the deck does, and ends alike', () => {
    const seen = manualRuns(game, 150, 13, { players: 6, policy: 'neverFold' });
    expect(seen.get('reshuffle') ?? 0).toBeGreaterThan(0);
    const withUnknown = manualRuns(game, 150, 14, { players: 6, policy: 'neverFold', unknown: true });
    expect(withUnknown.get('reshuffle') ?? 0).toBeGreaterThan(0);
    // A ?? is never named as a card that went back into the stub after it was dealt.
    expect(withUnknown.get('reshuffledCardRefused') ?? 0).toBeGreaterThan(0);
  });
});
