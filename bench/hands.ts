import {
  type Action,
  apply,
  createHand,
  type GameId,
  type HandConfig,
  type HandConfigInput,
  legalActions,
  seatToAct,
  validateConfig,
} from '../src/engine';
import { registerBenchCase } from './cases';

/**
 * Complete random hands per second through the hand engine (single process, six players): every
 * hand is dealt from one of 64 seeded decks, and each decision picks one of the listed legal actions
 * with a small xorshift generator (folds less likely than other actions so hands reach showdowns).
 * This is the whole engine: forced bets, dealing, legal-action lists, validation of the chosen
 * action, pots, showdown evaluation and awards.
 */
function configs(input: Omit<HandConfigInput, 'seed'>): HandConfig[] {
  return Array.from({ length: 64 }, (_, i) => {
    const v = validateConfig({ ...input, seed: `bench-${i}` });
    if (!v.ok) throw new Error(JSON.stringify(v.errors));
    return v.config;
  });
}

function playHands(tables: readonly HandConfig[], seeds: Uint8Array): (count: number) => number {
  return (count) => {
    let events = 0;
    for (let h = 0; h < count; h++) {
      let x = (seeds[h % seeds.length]! + 1) * 2654435761;
      const next = (bound: number) => {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return (x >>> 0) % bound;
      };
      let state = createHand(tables[h & 63]!).state;
      while (!state.complete) {
        const seat = seatToAct(state)!;
        const legal = legalActions(state);
        let choice = legal[next(legal.length)]!;
        if (choice.type === 'fold' && legal.length > 1 && next(3) > 0) choice = legal[1 + next(legal.length - 1)]!;
        let action: Action;
        switch (choice.type) {
          case 'bet':
          case 'raise':
          case 'complete':
            action = {
              seat,
              type: choice.type,
              amount: choice.amounts ? choice.amounts[next(choice.amounts.length)]! : choice.min + next(choice.max - choice.min + 1),
            };
            break;
          case 'discard':
            action = { seat, type: 'discard', cards: choice.cards.slice(0, choice.count) };
            break;
          case 'draw':
            action = { seat, type: 'draw', cards: choice.cards.slice(0, next(choice.max + 1)) };
            break;
          case 'deal':
            throw new Error('a hand dealt from a deck never waits for a deal');
          default:
            action = { seat, type: choice.type };
        }
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.violation.message);
        state = result.state;
      }
      events += state.version;
    }
    return events;
  };
}

const SIX = [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, stack: 200 }));

function handsCase(id: string, title: string, game: GameId, input: Omit<HandConfigInput, 'seed' | 'game' | 'seats' | 'button'>, perSecond?: number): void {
  const tables = configs({ game, seats: SIX, button: 1, ...input });
  registerBenchCase({
    id,
    title,
    unit: 'deals',
    cardsPerDeal: 1,
    ...(perSecond ? { target: { perSecond } } : {}),
    // A loop plays 2,000 hands; the runner repeats it for the time it measures.
    contestants: [{ name: `croupier ${game} engine`, maxDeals: 2_000, prepare: (deals) => playHands(tables, deals.cards) }],
  });
}

handsCase('nlhe-hands', "Complete no-limit hold'em hands, 6 players", 'holdem', { bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 } }, 50_000);
handsCase('plo-hands', 'Complete pot-limit Omaha hands, 6 players', 'omaha', { bettingStructure: 'potLimit', stakes: { smallBlind: 1, bigBlind: 2 } });
handsCase('stud-hands', 'Complete 7 Card Stud hands, 6 players', 'sevenCardStud', { stakes: { smallBet: 2, bigBet: 4, ante: 1 } });
handsCase('2-7td-hands', 'Complete 2-7 triple draw hands, 6 players', 'deuceToSevenTripleDraw', { stakes: { smallBet: 2, bigBet: 4 } });
