import { formatCards, GAME_IDS, isPlayable, resolvedConfig, restoreConfig, validateConfig } from '../../../src/engine';

/** The explicit form a stored hand keeps: read back to the same configuration, and never defaulted. */

describe('resolvedConfig and restoreConfig', () => {
  const configs = GAME_IDS.filter(isPlayable).flatMap((game) => {
    const stud = game === 'sevenCardStud' || game === 'sevenCardStudHiLo' || game === 'razz' || game === 'fiveCardStud';
    const antesOnly = game === 'jacksOrBetter' || game === 'lowballDraw';
    const stakes = stud ? { smallBet: 10, bigBet: 20, ante: 1 } : antesOnly ? { ante: 2 } : { smallBlind: 1, bigBlind: 2 };
    const seats = [{ seat: 1, stack: 100 }, { seat: 4, stack: 250, name: 'bo' }];
    const bettingStructure = stud ? 'fixedLimit' : 'noLimit';
    const deck = validateConfig({ game, bettingStructure, stakes, seats, button: 4, seed: game, options: { rakeBasisPoints: 250 } });
    const manual = validateConfig({ game, bettingStructure, stakes, seats, button: 1, dealing: 'manual' });
    return [deck, manual].map((r) => {
      if (!r.ok) throw new Error(`${game}: ${JSON.stringify(r.errors)}`);
      return r.config;
    });
  });

  it.each(configs.map((c) => [c.game.id, c.dealing, c] as const))('%s (%s dealing) reads back as it was', (_game, _dealing, config) => {
    const stored = JSON.parse(JSON.stringify(resolvedConfig(config)));
    expect(restoreConfig(stored, formatCards(config.deck))).toEqual({ ok: true, config });
  });

  it('applies no default: a stake or option that is not stored is an error, not today\'s value', () => {
    const config = configs[0]!;
    const stored = JSON.parse(JSON.stringify(resolvedConfig(config)));
    delete stored.options.burnCards;
    delete stored.stakes.minBet;
    expect(restoreConfig(stored, formatCards(config.deck))).toEqual({
      ok: false,
      errors: [
        { pointer: '/stakes/minBet', detail: 'minBet is not stored' },
        { pointer: '/options/burnCards', detail: 'burnCards is not stored' },
      ],
    });
  });
});
