import { computeEquity, findGame, formatCards, type GameId, seededRng, shuffle, orderedDeck, type EquityPlayerInput } from '../../../src/engine';
import { referenceEquity } from './reference';

/**
 * The fast equity (hold'em path, generic runouts, counts folded per rank) against the brute-force
 * reference on random small spots of every game: dead cards shrink the unseen deck so each spot
 * has at most a few hundred runouts, and every count must agree exactly.
 */

interface Case {
  game: GameId;
  options?: { lowballType?: 'ace-to-five' | 'deuce-to-seven'; courchevelHiLo?: boolean };
}

const CASES: Case[] = [
  { game: 'holdem' },
  { game: 'crazyPineapple' },
  { game: 'crazyPineappleHiLo' },
  { game: 'irish' },
  { game: 'aviation' },
  { game: 'omaha' },
  { game: 'omahaHiLo' },
  { game: 'courchevel' },
  { game: 'courchevel', options: { courchevelHiLo: true } },
  { game: 'sevenCardStud' },
  { game: 'razz' },
  { game: 'sevenCardStudHiLo' },
  { game: 'fiveCardStud' },
  { game: 'jacksOrBetter' },
  { game: 'lowballDraw' },
  { game: 'lowballDraw', options: { lowballType: 'deuce-to-seven' } },
  { game: 'deuceToSevenTripleDraw' },
  { game: 'aceToFiveTripleDraw' },
];

const SPOTS = 300;

describe.each(CASES)('equity matches the brute-force reference: $game $options', ({ game: id, options }) => {
  const game = findGame(id)!;
  it(`agrees on ${SPOTS} random spots`, () => {
    const rng = seededRng(`differential-${id}-${JSON.stringify(options ?? {})}`);
    let checked = 0;
    for (let spot = 0; spot < SPOTS; spot++) {
      const deck = shuffle(orderedDeck(), rng);
      let at = 0;
      const take = (k: number) => deck.slice(at, (at += k));
      const players = 2 + rng.below(game.family === 'flop' && game.holeCardsAtShowdown === 2 ? 3 : 2);
      let board: number[] = [];
      let boardNeed = 0;
      const hands: number[][] = [];
      const need: number[] = [];
      if (game.family === 'flop') {
        const sizes = game.holeCardsAtShowdown === 5 ? [3, 4, 5] : [0, 3, 4, 5];
        const b = sizes[rng.below(sizes.length)]!;
        board = take(b);
        boardNeed = 5 - b;
        for (let p = 0; p < players; p++) {
          hands.push(take(game.holeCardsAtShowdown));
          need.push(0);
        }
      } else if (game.family === 'stud') {
        const total = game.holeCardsAtShowdown;
        const dealt = total - 1 - rng.below(2);
        for (let p = 0; p < players; p++) {
          hands.push(take(dealt));
          need.push(total - dealt);
        }
      } else {
        for (let p = 0; p < players; p++) {
          const keep = 5 - rng.below(3);
          hands.push(take(keep));
          need.push(5 - keep);
        }
      }
      // Dead cards leave 9 to 14 unseen cards (a few more than needed when many cards are still to come).
      const totalNeed = boardNeed + need.reduce((a, b) => a + b, 0);
      const unseen = totalNeed > 3 ? totalNeed + 1 + rng.below(3) : Math.max(totalNeed + 2, (boardNeed > 2 ? 9 : 11) + rng.below(4));
      const dead = take(Math.max(0, 52 - at - unseen));
      const expected = referenceEquity({ game, board, hands, dead, need, boardNeed, options });
      const playersInput: EquityPlayerInput[] = hands.map((h) => ({ cards: formatCards(h) }));
      const answer = computeEquity({ game, options, board: formatCards(board), dead: formatCards(dead), players: playersInput });
      if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
      const { result } = answer;
      expect(result.method).toBe('exact');
      expect(result.runouts).toBe(expected.runouts);
      result.players.forEach((got, p) => {
        const label = `spot ${spot} player ${p}`;
        expect([label, got.wins, got.ties, got.losses]).toEqual([label, expected.wins[p], expected.ties[p], expected.losses[p]]);
        expect(got.equity).toBeCloseTo(expected.equity[p]!, 9);
        if (got.high !== undefined) {
          expect(got.high).toBeCloseTo(expected.high[p]!, 9);
          expect(got.low).toBeCloseTo(expected.low[p]!, 9);
        }
      });
      checked++;
    }
    expect(checked).toBe(SPOTS);
  });
});
