import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Action,
  apply,
  type Card,
  createHand,
  formatCards,
  type HandConfig,
  type HandConfigInput,
  type HandState,
  orderedDeck,
  parseCards,
  replay,
  type RuleViolation,
  validateConfig,
} from '../engine';
import { newSecret } from '../auth/secrets';
import { ProblemException } from '../common/problem/problem';
import { ruleProblemCode } from '../common/problem/rule-problems';
import { isStorableDate } from '../common/validation/storable-date';
import { APP_CONFIG, type AppConfig, DEFAULT_STORAGE_CONFIG } from '../config';
import { HAND_EVENTS_BUS, type HandEventsBus } from '../live/hand-events-bus';
import type { Prisma } from '../generated/prisma/client';
import type { ActionDto } from './dto/action.dto';
import type { CreateHandDto } from './dto/create-hand.dto';
import type { HandView } from './dto/hand-view.dto';
import type { HandListView, ListHandsQueryDto } from './dto/hand-queries.dto';
import { dealerSeat } from './dealer-seat';
import { encodeEvent } from './hand-codec';
import { checkSeats, handNotFound } from './hand-problems';
import { toHandView, toLegalView } from './hand-view.mapper';
import { HandsRepository, type StoredAnswer, type StoredEvent, type StoredHand } from './hands.repository';
import { configOf, decodeStored, storedConfig } from './stored-config';

export interface VersionedView {
  view: HandView;
  version: number;
}

const MAX_WRITE_ATTEMPTS = 5;

/** A hand as this instance last knew it: the row and the state rebuilt from its log. */
interface Known {
  hand: StoredHand;
  state: HandState;
  config: HandConfig;
}

/**
 * The latest state of each hand this instance has read or written, by hand id. A version of a hand
 * never changes (the log is append-only), so an entry is the hand's true state at its version; it may
 * be behind the database when another instance wrote since. Reads check the version; an action
 * trusts the entry and lets its version-guarded write find out (then reloads and checks again).
 * Least recently used entries go first.
 */
class StateCache {
  private readonly entries = new Map<string, Known>();

  constructor(private readonly capacity: number) {}

  /** The latest known state, at whatever version that is. */
  latest(id: string): Known | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /** The state at exactly `version`, if that is the latest known. */
  get(id: string, version: number): Known | undefined {
    const entry = this.latest(id);
    return entry && entry.hand.version === version ? entry : undefined;
  }

  /** Remembers a state, unless a later version is already known. */
  set(known: Known): void {
    const id = known.hand.id;
    const current = this.entries.get(id);
    if (current && current.hand.version > known.hand.version) return;
    this.entries.delete(id);
    this.entries.set(id, known);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets a hand (it was deleted). */
  delete(id: string): void {
    this.entries.delete(id);
  }
}

@Injectable()
export class HandsService {
  private readonly cache = new StateCache(5000);
  /** Actions with an Idempotency-Key under way in this instance: app, hand and key → request hash. */
  private readonly inFlight = new Map<string, string>();

  private readonly idempotencyTtlMs: number;

  constructor(
    private readonly hands: HandsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HAND_EVENTS_BUS) private readonly live: HandEventsBus,
  ) {
    this.idempotencyTtlMs = (config.storage ?? DEFAULT_STORAGE_CONFIG).idempotencyKeyTtlSeconds * 1000;
  }

  async create(appId: string, dto: CreateHandDto): Promise<VersionedView> {
    const { seatTokens: withTokens, ...config0 } = dto;
    const dealer = dealerSeat(dto.game, dto.seats, dto.button);
    if ('missing' in dealer) throw invalidConfig([{ pointer: '/button', detail: dealer.missing }]);
    const input = { ...config0, seats: dto.seats, stakes: dto.stakes ?? {}, button: dealer.seat } as HandConfigInput;
    // Without a deck or a seed the deck is shuffled here, with a secure generator, and kept secret.
    // A manual hand has no deck: the caller deals every card.
    const manual = dto.dealing === 'manual';
    const deck = dto.deck ?? (dto.seed === undefined && !manual ? secureShuffle() : undefined);
    const validated = validateConfig({ ...input, ...(deck ? { deck } : {}) });
    if (!validated.ok) throw invalidConfig(validated.errors);
    const config = validated.config;
    const deckCodes = formatCards(config.deck);
    const salt = manual ? '' : randomBytes(32).toString('hex');
    const { state, events } = createHand(config);
    const tokens = withTokens ? config.seats.map((s) => ({ seat: s.seat, ...newSecret('seat') })) : [];
    const stored = await this.hands.create({
      appId,
      game: config.game.id,
      bettingStructure: config.bettingStructure,
      config: storedConfig(config, { seed: dto.seed }) as Prisma.InputJsonValue,
      status: state.complete ? 'complete' : 'live',
      deck: deckCodes.join(' '),
      salt,
      commitment: manual ? '' : commitment(deckCodes, salt),
      events: events.map(encodeEvent),
      seatTokens: tokens.map((t) => ({ seat: t.seat, hash: t.hash })),
    });
    this.cache.set({ hand: stored, state, config });
    this.announce(stored.id, stored.version);
    const view = toHandView(stored, state);
    return { view: withTokens ? { ...view, seatTokens: tokens.map((t) => ({ seat: t.seat, token: t.secret })) } : view, version: stored.version };
  }

  /** Deletes one of the app's hands and everything stored with it; another app's hand is not found. */
  async delete(appId: string, id: string): Promise<void> {
    if (!(await this.hands.delete(id, appId))) throw handNotFound(id);
    this.cache.delete(id);
  }

  async get(appId: string, id: string, seat?: number): Promise<VersionedView> {
    const { hand, state } = await this.load(appId, id);
    checkViewer(state, seat);
    return { view: toHandView(hand, state, seat), version: hand.version };
  }

  /** Checks that the hand is the app's and that every seat is in it; returns the seats (all by default). */
  async seatsOf(appId: string, id: string, seats?: readonly number[]): Promise<number[]> {
    const { state } = await this.load(appId, id);
    const all = state.players.map((p) => p.seat);
    checkSeats(all, seats ?? [], '/seats');
    return seats ? [...new Set(seats)] : all;
  }

  /**
   * Applies one action to the decision its sender saw. The action is checked against the latest
   * state this instance knows and written with one version-guarded statement. When the write finds
   * the hand has moved on: with If-Match, 412; without, the action is applied to the new state only
   * if its seat has not acted since the version it was first checked against (a double click, or a
   * retry after a lost answer, must not act again), else 409 `decision-superseded` with the hand as
   * it is. With an Idempotency-Key the answer is stored with the events, and a retry gets it back:
   * while the original is still under way in this instance, 409 `idempotency-key-in-progress`.
   */
  async act(
    appId: string,
    id: string,
    dto: ActionDto,
    options: { ifMatch?: string | undefined; idempotencyKey?: string | undefined; viewer?: number | undefined } = {},
  ): Promise<ActResult> {
    const { idempotencyKey, viewer } = options;
    // The viewer is part of the request: a stored answer is replayed only to the same kind of caller,
    // so a seat's retry never receives the full view an app key got.
    const requestHash = sha256(JSON.stringify({ app: appId, seat: dto.seat ?? null, type: dto.type, amount: dto.amount ?? null, cards: dto.cards ?? null, viewer: viewer ?? null }));
    if (idempotencyKey === undefined) return this.decide(appId, id, dto, options, requestHash);
    const flight = `${appId} ${id} ${idempotencyKey}`;
    const running = this.inFlight.get(flight);
    if (running === requestHash) {
      throw new ProblemException('idempotency-key-in-progress', `the action sent with Idempotency-Key '${idempotencyKey}' is still being applied; send it again in a moment to get its answer`);
    }
    // Another request under the same key is left to the stored answer: it is refused as a reuse.
    if (running !== undefined) return this.decide(appId, id, dto, options, requestHash);
    this.inFlight.set(flight, requestHash);
    try {
      return await this.decide(appId, id, dto, options, requestHash);
    } finally {
      this.inFlight.delete(flight);
    }
  }

  private async decide(
    appId: string,
    id: string,
    dto: ActionDto,
    options: { ifMatch?: string | undefined; idempotencyKey?: string | undefined; viewer?: number | undefined },
    requestHash: string,
  ): Promise<ActResult> {
    const { ifMatch, idempotencyKey, viewer } = options;
    const expected = ifMatch === undefined ? undefined : parseIfMatch(ifMatch);
    const action = toEngineAction(dto);
    // Read from the database in this request (else: this instance's memory, maybe behind).
    let fresh = false;
    let known = this.cache.latest(id);
    if (!known || known.hand.appId !== appId) {
      known = await this.load(appId, id);
      fresh = true;
    }
    // The version the action was first checked against: the decision the sender made.
    let decidedAt: number | undefined;
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const { hand, state, config } = known;
      const reload = async () => {
        known = await this.load(appId, id);
        fresh = true;
      };
      if (expected !== undefined && expected !== '*' && expected !== hand.version) {
        // Versions only grow: a tag ahead of this instance's memory may be current; reload to see.
        if (!fresh && expected > hand.version) {
          await reload();
          continue;
        }
        const stored = await this.storedAnswer(id, idempotencyKey, requestHash);
        if (stored) return stored;
        throw new ProblemException('precondition-failed', `the hand is at version ${hand.version}, not ${expected}; fetch it and decide again`, { currentVersion: hand.version });
      }
      const result = apply(state, action);
      if (!result.ok) {
        // A refusal is given on the hand as it is in the database, never on an old memory of it.
        if (!fresh) {
          await reload();
          continue;
        }
        const stored = await this.storedAnswer(id, idempotencyKey, requestHash);
        if (stored) return stored;
        throw ruleViolation(result.violation, viewer);
      }
      decidedAt ??= hand.version;
      const status = result.state.complete ? 'complete' : 'live';
      // The answer and the row carry the same time, so a replayed answer is the same to the byte.
      const updatedAt = new Date();
      const next: StoredHand = { ...hand, version: hand.version + result.events.length, status, updatedAt };
      const view = toHandView(next, result.state, viewer);
      const outcome = await this.hands.appendAction({
        handId: id,
        appId,
        expectedVersion: hand.version,
        events: result.events.map(encodeEvent),
        status,
        updatedAt,
        idempotency: idempotencyKey ? { key: idempotencyKey, requestHash, status: 200, response: view } : undefined,
        expiredBefore: new Date(Date.now() - this.idempotencyTtlMs),
      });
      if (outcome.kind === 'written') {
        this.cache.set({ hand: next, state: result.state, config });
        this.announce(id, outcome.version);
        return { status: 200, view, version: outcome.version };
      }
      if (outcome.kind === 'answered') return answerOf(outcome.stored, idempotencyKey!, requestHash);
      if (outcome.current === null) throw handNotFound(id);
      await reload();
      const stored = await this.storedAnswer(id, idempotencyKey, requestHash);
      if (stored) return stored;
      if (expected !== undefined && expected !== '*') {
        throw new ProblemException('precondition-failed', 'the hand moved on while this action was being applied; fetch it and decide again', { currentVersion: known.hand.version });
      }
      const since = await this.hands.eventsUpTo(id, known.hand.version, decidedAt);
      if (actedSince(since, dto)) {
        throw new ProblemException(
          'decision-superseded',
          `${dto.type === 'deal' ? 'the dealer' : `seat ${dto.seat}`} acted on this hand after the version this action was decided on (${decidedAt}); it is now at version ${known.hand.version}: decide again on the hand as it is`,
          { decidedVersion: decidedAt, currentVersion: known.hand.version, hand: toHandView(known.hand, known.state, viewer) },
        );
      }
    }
    throw new ProblemException('precondition-failed', 'the hand kept changing while this action was being applied; fetch it and decide again');
  }

  async replayAt(appId: string, id: string, step: number, seat?: number): Promise<HandView> {
    const found = await this.hands.findWithEvents(id, appId, step);
    if (!found) throw handNotFound(id);
    if (step > found.hand.version) {
      throw new ProblemException('validation-error', `step ${step} is beyond the hand's ${found.hand.version} events`, {
        errors: [{ pointer: '/step', detail: `step is between 0 and ${found.hand.version}` }],
      });
    }
    const config = configOf(found.hand);
    const state = replay(config, found.events.map(decodeStored));
    checkViewer(state, seat);
    return toHandView({ ...found.hand, version: step, status: state.complete ? 'complete' : 'live' }, state, seat);
  }

  async list(appId: string, query: ListHandsQueryDto): Promise<HandListView> {
    const limit = query.limit ?? 20;
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.hands.list({
      appId,
      ...(query.game ? { game: query.game } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.createdFrom ? { createdFrom: new Date(query.createdFrom) } : {}),
      ...(query.createdTo ? { createdTo: new Date(query.createdTo) } : {}),
      ...(after ? { after } : {}),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((h) => ({
        id: h.id,
        game: h.game,
        bettingStructure: h.bettingStructure,
        status: h.status,
        version: h.version,
        createdAt: h.createdAt.toISOString(),
        updatedAt: h.updatedAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }

  /**
   * Tells the event streams of every instance that the hand's log reached `version`. Not awaited: the
   * answer does not wait for it, and a lost announcement is caught up by the streams' heartbeat.
   */
  private announce(id: string, version: number): void {
    this.live.publish(id, version).catch((error: unknown) => {
      new Logger('HandEvents').warn(`cannot announce version ${version} of hand ${id}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** The hand as it is in the database, its state from this instance's memory when that is current. */
  private async load(appId: string, id: string): Promise<Known> {
    const hand = await this.hands.find(id, appId);
    if (!hand) throw handNotFound(id);
    const cached = this.cache.get(id, hand.version);
    if (cached) return { ...cached, hand };
    const events = await this.hands.eventsUpTo(id, hand.version);
    const config = configOf(hand);
    const known = { hand, state: replay(config, events.map(decodeStored)), config };
    this.cache.set(known);
    return known;
  }

  /** Whether a stored answer written at `createdAt` is past the keys' lifetime. */
  private expired(createdAt: Date): boolean {
    return Date.now() - createdAt.getTime() >= this.idempotencyTtlMs;
  }

  /** The stored answer for an Idempotency-Key, if the action it was sent with was applied. */
  private async storedAnswer(id: string, key: string | undefined, requestHash: string): Promise<ActResult | null> {
    if (key === undefined) return null;
    const previous = await this.hands.findIdempotent(id, key);
    if (!previous) return null;
    // An expired key is forgotten, whether or not the sweep has deleted it yet: the request is new.
    if (this.expired(previous.createdAt)) {
      await this.hands.forgetIdempotent(id, key, previous.createdAt);
      return null;
    }
    return answerOf(previous, key, requestHash);
  }
}

export interface ActResult {
  status: number;
  view: HandView;
  version: number;
}

/** A stored answer, for the same request only: a key sent again with another action is refused. */
function answerOf(previous: StoredAnswer, key: string, requestHash: string): ActResult {
  if (previous.requestHash !== requestHash) {
    throw new ProblemException('idempotency-key-reused', `Idempotency-Key '${key}' was used for a different action on this hand; use a new key`);
  }
  const view = previous.response as unknown as HandView;
  return { status: previous.status, view, version: view.version };
}

/** The events a player's own action writes (its seat's decision), by type. */
const DECISIONS = new Set(['fold', 'check', 'call', 'bet', 'raise', 'complete', 'bringIn', 'discard', 'draw', 'show', 'muck']);
/** The events a dealer's `deal` writes (manual dealing). */
const DEALS = new Set(['deal', 'board', 'communityCard', 'replace']);

/** Whether the sender of `dto` made a decision in these events: its seat acted, or the dealer dealt. */
function actedSince(events: readonly StoredEvent[], dto: ActionDto): boolean {
  if (dto.type === 'deal') return events.some((e) => DEALS.has(e.type));
  return events.some((e) => DECISIONS.has(e.type) && e.payload.seat === dto.seat);
}

/** A seat view needs a seat of the hand. */
function checkViewer(state: HandState, seat: number | undefined): void {
  if (seat !== undefined) checkSeats(state.players.map((p) => p.seat), [seat], '/seat');
}

function secureShuffle(): string[] {
  const deck = formatCards(orderedDeck());
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** SHA-256 (hex) of `<deck codes joined by single spaces>:<salt>`. */
export function commitment(deck: readonly string[], salt: string): string {
  return sha256(`${deck.join(' ')}:${salt}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function toEngineAction(dto: ActionDto): Action {
  if (dto.type === 'deal') {
    if (dto.cards === undefined) throw missingCards('the cards dealt, e.g. ["As", "Kd"] (or "??" for a down card nobody saw)');
    return { type: 'deal', ...(dto.seat !== undefined ? { seat: dto.seat } : {}), cards: cardsOf(dto.cards) };
  }
  if (dto.type === 'show') return { seat: dto.seat, type: 'show', ...(dto.cards !== undefined ? { cards: cardsOf(dto.cards) } : {}) };
  if (dto.type === 'discard' || dto.type === 'draw') return { seat: dto.seat, type: dto.type, cards: cardsOf(dto.cards ?? []) };
  if (dto.type === 'bet' || dto.type === 'raise' || dto.type === 'complete' || dto.type === 'betOrRaiseTo') return { seat: dto.seat, type: dto.type, amount: dto.amount } as Action;
  return { seat: dto.seat, type: dto.type } as Action;
}

/** Card codes to cards; `??` passes (the engine decides where an unknown card may stand). */
function cardsOf(codes: readonly string[]): Card[] {
  const parsed = parseCards(codes, { allowUnknown: true });
  if (!parsed.ok) {
    throw new ProblemException('validation-error', `/cards/${parsed.index}: '${parsed.code}' is not a card code`, {
      errors: [{ pointer: `/cards/${parsed.index}`, detail: `'${parsed.code}' is not a card code; write rank+suit such as 'As' or 'Td', or ?? for an unseen down card` }],
    });
  }
  return parsed.cards;
}

function missingCards(what: string): ProblemException {
  return new ProblemException('validation-error', `/cards: a deal needs ${what}`, { errors: [{ pointer: '/cards', detail: `give ${what}` }] });
}

/**
 * A refused action as a problem. The legal actions (a draw lists the cards in hand) go only to a
 * caller who may see them: the app, or the seat whose turn it is; another seat learns whose turn it is.
 */
function ruleViolation(v: RuleViolation, viewer?: number): ProblemException {
  const code = ruleProblemCode(v.code);
  const mayKnow = viewer === undefined || viewer === v.toAct;
  const range = v.legalActions.find((l) => l.type === 'bet' || l.type === 'raise');
  return new ProblemException(code, v.message, {
    toAct: v.toAct,
    legalActions: mayKnow ? v.legalActions.map(toLegalView) : [],
    ...(mayKnow && range && (v.code.endsWith('minimum') || v.code.endsWith('maximum')) && 'min' in range ? { min: range.min, max: range.max } : {}),
  });
}

function invalidConfig(errors: { pointer: string; detail: string }[]): ProblemException {
  const detail = errors.length === 1 ? `${errors[0]!.pointer}: ${errors[0]!.detail}` : `${errors.length} fields are invalid; see errors.`;
  return new ProblemException('validation-error', detail, { errors });
}

function parseIfMatch(header: string): number | '*' {
  const value = header.trim();
  if (value === '*') return '*';
  const match = /^(?:W\/)?"(\d+)"$/.exec(value);
  // An unreadable tag can match no version: the precondition fails.
  return match ? Number(match[1]) : -1;
}

function encodeCursor(h: { createdAt: Date; id: string }): string {
  return Buffer.from(`${h.createdAt.toISOString()}|${h.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isStorableDate(createdAt) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ProblemException('validation-error', 'the cursor is not one this service issued; use nextCursor from a listing', {
      errors: [{ pointer: '/cursor', detail: 'use the nextCursor of a previous page, unchanged' }],
    });
  }
  return { createdAt, id };
}
