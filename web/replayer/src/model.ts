/**
 * The replayer's state and rules, without the DOM: what the page was asked for (its address), which
 * step to show after a key or a button, and how cards and chips are written. The page (main.ts)
 * renders; everything here is tested on its own.
 */

export interface CardView {
  card: string | null;
  up: boolean;
}

export interface SeatView {
  seat: number;
  name?: string;
  startingStack: number;
  stack: number;
  bet: number;
  committed: number;
  folded: boolean;
  allIn: boolean;
  cards: CardView[];
}

export interface Step {
  step: number;
  street: string | null;
  event: string | null;
  seat: number | null;
  text: string;
  seats: SeatView[];
  board: string[];
  pot: number;
  pots: { amount: number; eligible: number[] }[];
  toAct: number | null;
}

export interface HandSummary {
  description: string;
  cards: string[];
}

export interface Result {
  pots: { amount: number; rake: number; eligible: number[]; winners: { seat: number; amount: number; high: number; low: number }[] }[];
  rake: number;
  carried?: number;
  finalStacks: { seat: number; stack: number }[];
  shown: { seat: number; cards: string[]; high?: HandSummary; low?: HandSummary | null }[];
}

export interface ReplayData {
  id: string;
  game: string;
  gameName: string;
  family: string;
  bettingStructure: string;
  status: 'live' | 'complete';
  view: 'table' | 'seat' | 'spectator';
  viewer: number | null;
  button: number | null;
  buttonKind: 'button' | 'dealer';
  streets: { name: string; label: string }[];
  steps: Step[];
  result: Result | null;
}

/** What the address asks for: the hand (`/replay/{id}`), the share token and the step (`#token=...&step=12`). */
export interface Address {
  handId: string | null;
  token: string | null;
  step: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseAddress(pathname: string, hash: string): Address {
  const segments = pathname.split('/').filter(Boolean);
  const id = segments[0] === 'replay' && segments[1] && UUID.test(segments[1]) ? segments[1].toLowerCase() : null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const step = params.get('step');
  return {
    handId: id,
    token: params.get('token'),
    step: step !== null && /^\d{1,6}$/.test(step) ? Number(step) : null,
  };
}

/** The fragment for a step, keeping the token where it was (the address stays a working link). */
export function formatHash(token: string | null, step: number): string {
  const params = new URLSearchParams();
  if (token) params.set('token', token);
  params.set('step', String(step));
  return `#${params.toString()}`;
}

export const clamp = (step: number, data: Pick<ReplayData, 'steps'>) => Math.max(0, Math.min(data.steps.length - 1, step));

/**
 * The step that starts each street: the first step whose street differs from the one before.
 * Step 0 (the table before the deal) starts the first entry.
 */
export function streetStarts(data: Pick<ReplayData, 'steps'>): number[] {
  const starts = [0];
  for (let i = 1; i < data.steps.length; i++) {
    if (data.steps[i]!.street !== data.steps[i - 1]!.street) starts.push(i);
  }
  return starts;
}

/** The start of the next street after `step`, or the last step. */
export function nextStreet(data: Pick<ReplayData, 'steps'>, step: number): number {
  return streetStarts(data).find((s) => s > step) ?? data.steps.length - 1;
}

/** The start of the current street, or of the one before when `step` is already its start. */
export function previousStreet(data: Pick<ReplayData, 'steps'>, step: number): number {
  const before = streetStarts(data).filter((s) => s < step);
  return before.length ? before[before.length - 1]! : 0;
}

export type Command = 'next' | 'previous' | 'nextStreet' | 'previousStreet' | 'first' | 'last' | 'toggle';

/** The command a key stands for (arrows, space, Home, End), or null for any other key. */
export function commandOf(key: string, shift = false): Command | null {
  switch (key) {
    case 'ArrowRight':
      return shift ? 'nextStreet' : 'next';
    case 'ArrowLeft':
      return shift ? 'previousStreet' : 'previous';
    case 'ArrowDown':
    case 'PageDown':
      return 'nextStreet';
    case 'ArrowUp':
    case 'PageUp':
      return 'previousStreet';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case ' ':
    case 'Spacebar':
      return 'toggle';
    default:
      return null;
  }
}

/** The step a navigation command leads to (`toggle` is the autoplay's, and stays put). */
export function navigate(data: Pick<ReplayData, 'steps'>, step: number, command: Command): number {
  switch (command) {
    case 'next':
      return clamp(step + 1, data);
    case 'previous':
      return clamp(step - 1, data);
    case 'nextStreet':
      return nextStreet(data, step);
    case 'previousStreet':
      return previousStreet(data, step);
    case 'first':
      return 0;
    case 'last':
      return data.steps.length - 1;
    case 'toggle':
      return step;
  }
}

/** Autoplay speeds, in steps per second; the delay between two steps. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
export const delayMs = (speed: number) => Math.round(1000 / speed);

const SUITS: Record<string, { symbol: string; name: string; red: boolean }> = {
  c: { symbol: '♣', name: 'clubs', red: false },
  d: { symbol: '♦', name: 'diamonds', red: true },
  h: { symbol: '♥', name: 'hearts', red: true },
  s: { symbol: '♠', name: 'spades', red: false },
};

/** A card code as people read it: `Td` → rank `10`, suit `♦`, red. Null for a hidden or unknown card. */
export function cardFace(code: string | null): { rank: string; suit: string; suitName: string; red: boolean } | null {
  if (code === null || code.length !== 2) return null;
  const suit = SUITS[code[1]!];
  if (!suit || !'23456789TJQKA'.includes(code[0]!)) return null;
  return { rank: code[0] === 'T' ? '10' : code[0]!, suit: suit.symbol, suitName: suit.name, red: suit.red };
}

/** Who a seat is, for people: its name with the seat, or the seat alone. */
export const seatLabel = (seat: { seat: number; name?: string }) => (seat.name ? `${seat.name} (seat ${seat.seat})` : `Seat ${seat.seat}`);

/**
 * Where each seat sits around an oval table, as percentages of the table's box, the first seat at
 * the bottom (where a player looks from) and the others clockwise.
 */
export function seatPositions(count: number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.PI / 2 + (2 * Math.PI * i) / count;
    return { x: Math.round((50 + 44 * Math.cos(angle)) * 10) / 10, y: Math.round((50 + 40 * Math.sin(angle)) * 10) / 10 };
  });
}

/** The pots as a line each: `Main pot 40`, `Side pot 1: 20`. */
export function potLines(pots: readonly { amount: number }[]): string[] {
  return pots.map((p, i) => (i === 0 ? `Main pot ${p.amount}` : `Side pot ${i}: ${p.amount}`));
}

/** The first step at which the pots are awarded (the result is shown from there on), or null. */
export function awardStep(data: Pick<ReplayData, 'steps'>): number | null {
  const index = data.steps.findIndex((s) => s.event === 'potAwarded' || s.event === 'passedOut');
  return index < 0 ? null : index;
}

/** The result as lines: each pot with its winners, their amounts and the hands they won with. */
export function resultLines(data: Pick<ReplayData, 'result' | 'steps'>): string[] {
  const result = data.result;
  if (!result) return [];
  const seats = new Map(data.steps[0]?.seats.map((s) => [s.seat, s]) ?? []);
  const shown = new Map(result.shown.map((s) => [s.seat, s]));
  const who = (seat: number) => seatLabel(seats.get(seat) ?? { seat });
  const lines = result.pots.map((pot, i) => {
    const name = i === 0 ? 'Main pot' : `Side pot ${i}`;
    const winners = pot.winners.map((w) => {
      const hand = shown.get(w.seat);
      const how = [w.high > 0 && hand?.high ? hand.high.description : null, w.low > 0 && hand?.low ? `low ${hand.low.description}` : null].filter(Boolean).join(', ');
      return `${who(w.seat)} wins ${w.amount}${how ? ` with ${how}` : ''}`;
    });
    return `${name} (${pot.amount}): ${winners.join('; ')}`;
  });
  if (result.carried !== undefined) lines.push(`Nobody opened: ${result.carried} carried to the next deal`);
  return lines;
}

/** How often a live hand's page asks for what has happened since; the longest it waits after failures. */
export const POLL_MS = 3000;
export const POLL_MAX_MS = 30_000;

/**
 * The step to show once a live hand's data is read again: a viewer at the last step follows the
 * hand to its new last step (unless autoplay is moving him); one who stepped back stays where he is.
 */
export function followedStep(step: number, before: Pick<ReplayData, 'steps'>, after: Pick<ReplayData, 'steps'>, playing: boolean): number {
  const following = !playing && step === before.steps.length - 1;
  return following ? after.steps.length - 1 : clamp(step, after);
}

/** Whether data read again changes what the page shows: new steps, or the hand ended (every card shown). */
export function changed(before: Pick<ReplayData, 'steps' | 'status' | 'view'>, after: Pick<ReplayData, 'steps' | 'status' | 'view'>): boolean {
  return before.steps.length !== after.steps.length || before.status !== after.status || before.view !== after.view;
}

/**
 * What a read of a live hand's data leads to: read again after `delay` ms, or stop (`null`): the
 * link was revoked or expired, or the hand is gone. A busy or unreachable service is asked again
 * later and later (its `Retry-After` honoured), up to POLL_MAX_MS.
 */
export function nextPoll(status: number | 'offline', previousDelay: number, retryAfterSeconds: number | null = null): number | null {
  if (status === 'offline' || status === 429 || status >= 500) {
    const backedOff = Math.min(POLL_MAX_MS, Math.max(POLL_MS, previousDelay * 2));
    return retryAfterSeconds !== null && retryAfterSeconds * 1000 > backedOff ? retryAfterSeconds * 1000 : backedOff;
  }
  if (status >= 200 && status < 300) return POLL_MS;
  return null;
}
