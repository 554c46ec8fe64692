import { type Card, type GameDefinition, parseCard, UNKNOWN } from '../engine';

/**
 * PHH action lines (`d dh p1 AsKs`, `p2 cbr 30`, `p3 sm`): their grammar, and what a game allows at
 * all (a bring-in, draws, discards). Whether an action is legal at its moment is the engine's to say.
 */

export type ParsedLine =
  | { kind: 'noop' }
  | { kind: 'board'; cards: Card[] }
  | { kind: 'hole'; player: number; cards: Card[] }
  | { kind: 'fold' | 'checkCall' | 'bringIn'; player: number }
  | { kind: 'cbr'; player: number; to: number }
  | { kind: 'sd' | 'draw' | 'discard'; player: number; cards: Card[] }
  | { kind: 'reveal'; player: number; cards: Card[] | null | 'held' };

const GRAMMAR = "'d db <cards>', 'd dh pN <cards>' or 'pN f|cc|cbr <amount>|pb|sd [<cards>]|sm [<cards>]'";

/** One PHH action notation (PHH `[[Actor Action[ Arguments...]][ # Commentary]]`). */
export function parseActionLine(text: string, players: number): ParsedLine | { error: string } {
  const hash = text.search(/(^|\s)#/);
  const words = (hash < 0 ? text : text.slice(0, hash)).trim().split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return { kind: 'noop' };
  const playerOf = (word: string): number | { error: string } => {
    const m = /^p([1-9][0-9]*)$/.exec(word);
    if (!m) return { error: `'${word}' is not a player; write p1 to p${players}` };
    const index = Number(m[1]) - 1;
    if (index >= players) return { error: `there is no ${word}: the hand has ${players} players (p1 to p${players})` };
    return index;
  };
  const [actor, verb, ...args] = words;
  if (actor === 'd') {
    if (verb === 'db' && args.length === 1) {
      const cards = parseCardList(args[0]!);
      if ('error' in cards) return cards;
      if (cards.includes(UNKNOWN)) return { error: 'board cards are dealt face up: name them' };
      return { kind: 'board', cards };
    }
    if (verb === 'dh' && args.length === 2) {
      const player = playerOf(args[0]!);
      if (typeof player !== 'number') return player;
      const cards = parseCardList(args[1]!);
      if ('error' in cards) return cards;
      return { kind: 'hole', player, cards };
    }
    return { error: `the dealer's actions are 'd db <cards>' and 'd dh pN <cards>'` };
  }
  if (verb === undefined) return { error: `an actor needs an action: ${GRAMMAR}` };
  const player = playerOf(actor!);
  if (typeof player !== 'number') return player;
  const none = args.length === 0;
  switch (verb) {
    case 'f':
      return none ? { kind: 'fold', player } : { error: "'f' takes no argument" };
    case 'cc':
      return none ? { kind: 'checkCall', player } : { error: "'cc' takes no argument" };
    case 'pb':
      return none ? { kind: 'bringIn', player } : { error: "'pb' takes no argument" };
    case 'cbr': {
      if (args.length !== 1) return { error: "'cbr' takes one amount, the total bet of the round it raises to" };
      const raw = args[0]!;
      if (!/^[0-9]+(\.0+)?$/.test(raw)) return { error: `'${raw}' is not a whole number of chips` };
      const to = Number(raw);
      if (!Number.isSafeInteger(to) || to <= 0) return { error: `'${raw}' is not a positive whole number of chips` };
      return { kind: 'cbr', player, to };
    }
    case 'sd': {
      if (none) return { kind: 'sd', player, cards: [] };
      if (args.length !== 1) return { error: "'sd' takes at most one argument: the cards thrown away, written together" };
      const cards = parseCardList(args[0]!);
      if ('error' in cards) return cards;
      return { kind: 'sd', player, cards };
    }
    case 'sm': {
      if (none) return { kind: 'reveal', player, cards: null };
      if (args.length !== 1) return { error: "'sm' takes at most one argument: the cards shown, written together, or -" };
      if (args[0] === '-') return { kind: 'reveal', player, cards: 'held' };
      const cards = parseCardList(args[0]!);
      if ('error' in cards) return cards;
      if (cards.includes(UNKNOWN)) return { error: 'a hand shown at showdown names all its cards (Croupier awards the pot from them)' };
      return { kind: 'reveal', player, cards };
    }
    default:
      return { error: `unknown action '${verb}'; expected ${GRAMMAR}` };
  }
}

/** `AsKd??` → cards, `??` being `UNKNOWN`. */
function parseCardList(text: string): Card[] | { error: string } {
  if (text.length % 2 !== 0 || text.length === 0) return { error: `'${text}' is not a list of cards: write rank+suit pairs together (AsKd) and ?? for an unknown card` };
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const code = text.slice(i, i + 2);
    const card = code === '??' ? UNKNOWN : parseCard(code);
    if (card === undefined) return { error: `'${code}' in '${text}' is not a card: ranks 23456789TJQKA, suits cdhs (As, Td), or ?? for an unknown card` };
    cards.push(card);
  }
  return cards;
}

/**
 * A line read for a game: its grammar, then what the game has at all. Returns the line, or why it
 * cannot be one of this game's (`Texas Hold'em has no bring-in`); the rest is the engine's.
 */
export function readActionLine(text: string, players: number, game: GameDefinition): ParsedLine | { error: string } {
  const parsed = parseActionLine(text, players);
  if ('error' in parsed) return parsed;
  if (parsed.kind === 'bringIn' && game.family !== 'stud') return { error: `${game.name} has no bring-in` };
  if (parsed.kind === 'sd') {
    const steps = game.streets.flatMap((s) => s.steps);
    const hasDraw = steps.some((step) => step.kind === 'draw');
    const hasDiscard = steps.some((step) => step.kind === 'discard');
    if (!hasDraw && !hasDiscard) return { error: `${game.name} has no draws or discards` };
    if (hasDiscard && parsed.cards.length === 0) return { error: `${game.name} discards are mandatory: name the cards thrown away` };
    return { ...parsed, kind: hasDraw ? 'draw' : 'discard' };
  }
  return parsed;
}
