/**
 * Plays stored hands through the HTTP API, for the tests that then look at their replays. `send`
 * is the caller's way to reach the service (supertest or fetch).
 */
export type Send = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

export interface PlayedHand {
  id: string;
  status: string;
  version: number;
  toAct: { seat: number; legalActions: { type: string; count?: number; cards?: string[]; amount?: number; min?: number; max?: number }[] } | null;
  result: { finalStacks: { seat: number; stack: number }[]; pots: { amount: number; winners: { seat: number; amount: number }[] }[]; shown: { seat: number; cards: string[]; high?: { description: string } }[] } | null;
  seats: { seat: number; stack: number; cards: { card: string | null; up: boolean }[] }[];
}

const seats = (n: number, stack = 100) => Array.from({ length: n }, (_, i) => ({ seat: i + 1, stack, name: ['ann', 'bob', 'cat', 'dan'][i]! }));

/** One hand of each family the replayer shows, dealt from seeds so that every run is the same. */
export const FAMILY_HANDS: Record<string, Record<string, unknown>> = {
  holdem: { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: seats(3), button: 1, seed: 'replay-holdem' },
  omahaHiLo: { game: 'omahaHiLo', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4 }, seats: seats(3), button: 2, seed: 'replay-omaha8' },
  sevenCardStud: { game: 'sevenCardStud', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4, ante: 1, bringIn: 1 }, seats: seats(3), seed: 'replay-stud' },
  razz: { game: 'razz', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4, ante: 1, bringIn: 1 }, seats: seats(3), seed: 'replay-razz' },
  lowballDraw: { game: 'lowballDraw', bettingStructure: 'potLimit', stakes: { ante: 1 }, seats: seats(3), button: 1, seed: 'replay-draw' },
  deuceToSevenTripleDraw: { game: 'deuceToSevenTripleDraw', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4, smallBlind: 1, bigBlind: 2 }, seats: seats(3), button: 1, seed: 'replay-27td' },
  crazyPineapple: { game: 'crazyPineapple', bettingStructure: 'fixedLimit', stakes: { smallBet: 2, bigBet: 4, smallBlind: 1, bigBlind: 2 }, seats: seats(3), button: 1, seed: 'replay-pineapple' },
};

/**
 * A hand of any game, dealt from a seed. `sidePots`: three different stacks (9, 23, 60), so that a
 * hand played all in (`playOut(..., { allIn: true })`) has a main pot and side pots; otherwise 100 each.
 */
export function handOf(game: string, family: string, allowed: readonly string[], options: { seed: string; sidePots?: boolean }): Record<string, unknown> {
  const stud = family === 'stud';
  const structure = options.sidePots && allowed.includes('noLimit') && game !== 'jacksOrBetter' ? 'noLimit' : allowed.includes('fixedLimit') ? 'fixedLimit' : allowed[0]!;
  const antes = stud || game === 'jacksOrBetter' || game === 'lowballDraw' ? { ante: 1, ...(stud ? { bringIn: 1 } : {}) } : {};
  const stakes = structure === 'fixedLimit' ? { smallBet: 2, bigBet: 4, ...antes } : { smallBlind: 1, bigBlind: 2, ...antes };
  const stacks = options.sidePots ? [9, 23, 60] : [100, 100, 100];
  return { game, bettingStructure: structure, stakes, seats: [2, 5, 7].map((seat, i) => ({ seat, stack: stacks[i]!, name: ['ann', 'bob', 'cat'][i]! })), button: 5, seed: options.seed };
}

/**
 * Plays a hand to the end the calm way: checks or calls, brings in, throws away the first cards it
 * may (one in a draw), and shows; with `raiseOnce`, the first player who may bet or raise does so, by the minimum;
 * with `allIn`, every player bets or raises the most he may whenever he may.
 */
export async function playOut(send: Send, hand: PlayedHand, options: { raiseOnce?: boolean; allIn?: boolean } = {}): Promise<PlayedHand> {
  let raised = !options.raiseOnce;
  for (let n = 0; hand.toAct && n < 300; n++) {
    const { seat, legalActions } = hand.toAct;
    const has = (t: string) => legalActions.find((a) => a.type === t);
    const raise = options.allIn ? (has('raise') ?? has('bet') ?? has('complete')) : !raised ? (has('raise') ?? has('bet')) : undefined;
    const discard = has('discard');
    const draw = has('draw');
    const body = raise
      ? { seat, type: raise.type, amount: options.allIn ? raise.max : raise.min }
      : has('check')
        ? { seat, type: 'check' }
        : has('call')
          ? { seat, type: 'call' }
          : has('bringIn')
            ? { seat, type: 'bringIn' }
            : discard
              ? { seat, type: 'discard', cards: discard.cards!.slice(0, discard.count) }
              : draw
                ? { seat, type: 'draw', cards: draw.cards!.slice(0, 1) }
                : { seat, type: legalActions[0]!.type };
    if (raise) raised = true;
    const res = await send('POST', `/v1/hands/${hand.id}/actions`, body);
    if (res.status !== 200) throw new Error(`${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
    hand = res.body as PlayedHand;
  }
  return hand;
}

export async function createHand(send: Send, body: Record<string, unknown>): Promise<PlayedHand> {
  const res = await send('POST', '/v1/hands', body);
  if (res.status !== 201) throw new Error(`create ${String(body.game)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PlayedHand;
}
