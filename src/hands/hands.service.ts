import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  type Action,
  apply,
  type Card,
  createHand,
  formatCards,
  type HandConfig,
  type HandConfigInput,
  type HandEvent,
  type HandState,
  orderedDeck,
  parseCards,
  replay,
  type RuleViolation,
  validateConfig,
} from '../engine';
import { newSecret } from '../auth/secrets';
import { fromPhh, parsePhh, parsePhhs, parseToml, type PhhDocument, type PhhError, TomlDateTime, toPhh, toPokerStars } from '../formats';
import { ProblemException } from '../common/problem/problem';
import type { ProblemCode } from '../common/problem/problem-types';
import type { Prisma } from '../generated/prisma/client';
import type { ActionDto } from './dto/action.dto';
import type { CreateHandDto } from './dto/create-hand.dto';
import type { HandView } from './dto/hand-view.dto';
import type { HandHistoryView, HandListView, ListHandsQueryDto } from './dto/history.dto';
import { decodeEvent, encodeEvent, type EventPayload } from './hand-codec';
import { toHandView, toLegalView } from './hand-view.mapper';
import { HandsRepository, type IdempotentResponse, type StoredEvent, type StoredHand } from './hands.repository';

export interface ImportedHandView {
  index: number;
  label?: string;
  id: string;
  game: string;
  bettingStructure: string;
  status: string;
  version: number;
}

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
}

@Injectable()
export class HandsService {
  private readonly cache = new StateCache(5000);
  /** Actions with an Idempotency-Key under way in this instance: app, hand and key → request hash. */
  private readonly inFlight = new Map<string, string>();
  private readonly logger = new Logger('HandsService');

  constructor(private readonly hands: HandsRepository) {}

  async create(appId: string, dto: CreateHandDto): Promise<VersionedView> {
    const { seatTokens: withTokens, ...config0 } = dto;
    const input: HandConfigInput = { ...config0, seats: dto.seats, stakes: dto.stakes ?? {} };
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
      config: storedConfig(dto, config) as Prisma.InputJsonValue,
      status: state.complete ? 'complete' : 'live',
      deck: deckCodes.join(' '),
      salt,
      commitment: manual ? '' : commitment(deckCodes, salt),
      events: events.map(encodeEvent),
      seatTokens: tokens.map((t) => ({ seat: t.seat, hash: t.hash })),
    });
    this.cache.set({ hand: stored, state, config });
    const view = toHandView(stored, state);
    return { view: withTokens ? { ...view, seatTokens: tokens.map((t) => ({ seat: t.seat, token: t.secret })) } : view, version: stored.version };
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
      });
      if (outcome.kind === 'written') {
        this.cache.set({ hand: next, state: result.state, config });
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

  async history(appId: string, id: string): Promise<HandHistoryView> {
    const found = await this.hands.findWithEvents(id, appId);
    if (!found) throw handNotFound(id);
    const { hand, events } = found;
    const complete = hand.status === 'complete';
    const manual = (hand.config as { dealing?: string }).dealing === 'manual';
    return {
      id: hand.id,
      game: hand.game,
      bettingStructure: hand.bettingStructure,
      status: hand.status,
      version: hand.version,
      config: hand.config as Record<string, unknown>,
      commitment: manual ? null : hand.commitment,
      ...(complete && !manual ? { deck: hand.deck.split(' '), salt: hand.salt } : {}),
      events: events.map((e) => ({ seq: e.seq, type: e.type, ...(complete ? e.payload : whileLive(e.type, e.payload)), at: e.createdAt.toISOString() })),
      createdAt: hand.createdAt.toISOString(),
      updatedAt: hand.updatedAt.toISOString(),
    };
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
    const state = replay(config, found.events.map(decode));
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

  /** The hand's history as a PHH document or a PokerStars hand history (text). */
  async exportHistory(appId: string, id: string, format: 'phh' | 'pokerstars', options: { seat?: number | undefined }): Promise<string> {
    const found = await this.hands.findWithEvents(id, appId);
    if (!found) throw handNotFound(id);
    const config = configOf(found.hand);
    const stored = found.hand.config as { playedAt?: string };
    const hand = { id: found.hand.id, config, events: found.events.map(decode), createdAt: stored.playedAt ? new Date(stored.playedAt) : found.hand.createdAt };
    if (options.seat !== undefined) checkSeats(config.seats.map((s) => s.seat), [options.seat], '/seat');
    if (format === 'phh') return toPhh(hand, options.seat !== undefined ? { visibleSeats: [options.seat] } : {});
    const text = toPokerStars(hand, options.seat !== undefined ? { hero: options.seat } : {});
    if (!text.ok) throw new ProblemException('format-not-available', text.detail);
    return text.text;
  }

  /**
   * Imports PHH hands: each document is replayed through the engine with manual dealing, checked
   * against its `finishing_stacks`, and stored. All or nothing: one rejected hand rejects the import,
   * with every rejected hand's reasons, and nothing is stored.
   */
  async importPhh(appId: string, text: string, charge: (hands: number) => void = () => undefined): Promise<ImportedHandView[]> {
    const parsed = this.readPhhFile(text);
    if (!parsed.ok) throw importRejected([{ index: 0, errors: parsed.errors.map(phhError) }]);
    const documents = 'documents' in parsed ? parsed.documents : [{ label: '', document: parsed.document }];
    if (documents.length === 0) throw importRejected([{ index: 0, errors: [{ detail: 'the file holds no hand' }] }]);
    if (documents.length > MAX_IMPORT_HANDS) {
      throw importRejected([{ index: 0, errors: [{ detail: `${documents.length} hands in one import; send at most ${MAX_IMPORT_HANDS} per request` }] }]);
    }
    charge(documents.length);
    const replayed = documents.map(({ label, document }, index) => ({ index, label, ...this.replaySafely(document) }));
    const rejected = replayed.filter((r): r is typeof r & { ok: false } => !r.ok);
    if (rejected.length > 0) throw importRejected(rejected.map((r) => ({ index: r.index, ...(r.label ? { label: r.label } : {}), errors: r.errors })));
    const accepted = replayed.filter((r): r is typeof r & { ok: true } => r.ok);
    const stored = await this.hands.createMany(
      accepted.map((r) => ({
        appId,
        game: r.config.game.id,
        bettingStructure: r.config.bettingStructure,
        config: storedConfig(r.input, r.config, { dealing: 'manual', ...(r.playedAt ? { playedAt: r.playedAt } : {}) }) as Prisma.InputJsonValue,
        status: r.state.complete ? 'complete' : 'live',
        deck: '',
        salt: '',
        commitment: '',
        events: r.events.map(encodeEvent),
      })),
    );
    return stored.map((hand, i) => {
      const r = accepted[i]!;
      this.cache.set({ hand, state: r.state, config: r.config });
      return { index: r.index, ...(r.label ? { label: r.label } : {}), id: hand.id, game: hand.game, bettingStructure: hand.bettingStructure, status: hand.status, version: hand.version };
    });
  }

  /** A `.phh` has its fields at the top (a `variant`); a `.phhs` has only `[N]` sections of hands. */
  private readPhhFile(text: string): ReturnType<typeof parsePhhs> | ReturnType<typeof parsePhh> {
    try {
      const toml = parseToml(text);
      return toml.ok && !('variant' in toml.value) ? parsePhhs(text) : parsePhh(text);
    } catch (error) {
      this.logger.error({ msg: 'PHH import: unexpected error parsing a file', err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) });
      return { ok: false, errors: [{ pointer: '', detail: 'the file cannot be read as PHH (the service failed on it; the log has the details)' }] };
    }
  }

  /**
   * `replayPhh`, with one more guard: whatever a file holds, the answer is a rejection of that hand,
   * never a 500. An error here is a bug in reading the file, so it is logged (without the file).
   */
  private replaySafely(document: PhhDocument): Replayed {
    try {
      return replayPhh(document);
    } catch (error) {
      this.logger.error({ msg: 'PHH import: unexpected error reading a hand', err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) });
      return { ok: false, errors: [{ detail: 'this hand cannot be read as PHH (the service failed on it; the log has the details)' }] };
    }
  }

  /** The hand as it is in the database, its state from this instance's memory when that is current. */
  private async load(appId: string, id: string): Promise<Known> {
    const hand = await this.hands.find(id, appId);
    if (!hand) throw handNotFound(id);
    const cached = this.cache.get(id, hand.version);
    if (cached) return { ...cached, hand };
    const events = await this.hands.eventsUpTo(id, hand.version);
    const config = configOf(hand);
    const known = { hand, state: replay(config, events.map(decode)), config };
    this.cache.set(known);
    return known;
  }

  /** The stored answer for an Idempotency-Key, if the action it was sent with was applied. */
  private async storedAnswer(id: string, key: string | undefined, requestHash: string): Promise<ActResult | null> {
    if (key === undefined) return null;
    const previous = await this.hands.findIdempotent(id, key);
    return previous ? answerOf(previous, key, requestHash) : null;
  }
}

export interface ActResult {
  status: number;
  view: HandView;
  version: number;
}

/** A stored answer, for the same request only: a key sent again with another action is refused. */
function answerOf(previous: IdempotentResponse, key: string, requestHash: string): ActResult {
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

/**
 * An event as published while the hand is live: burned cards and the order of a reshuffled stub are
 * cards nobody at the table has seen, so they are published with the deck, once the hand is over.
 */
function whileLive(type: string, payload: EventPayload): EventPayload {
  if (type === 'burn') return {};
  if (type === 'reshuffle') return { count: (payload.cards as unknown[]).length };
  return payload;
}

/** A seat view needs a seat of the hand. */
function checkViewer(state: HandState, seat: number | undefined): void {
  if (seat !== undefined) checkSeats(state.players.map((p) => p.seat), [seat], '/seat');
}

/** Every asked-for seat is one of the hand's seats (`pointer`: where the request named them). */
function checkSeats(seats: readonly number[], asked: readonly number[], pointer: string): void {
  const missing = asked.filter((s) => !seats.includes(s));
  if (missing.length === 0) return;
  throw new ProblemException('validation-error', `seat ${missing.join(', ')} is not in this hand`, {
    errors: missing.map((s) => ({ pointer, detail: `seat ${s} is not in this hand; its seats are ${seats.join(', ')}` })),
  });
}

const MAX_IMPORT_HANDS = 1000;

interface ImportError {
  pointer?: string;
  line?: number;
  /** The index of the PHH `actions` entry that was refused. */
  actionIndex?: number;
  code?: string;
  detail: string;
}

type Replayed =
  | { ok: true; input: HandConfigInput; config: HandConfig; state: HandState; events: HandEvent[]; playedAt: string | undefined }
  | { ok: false; errors: ImportError[] };

/** One PHH document through the engine: its configuration, then every action in order. */
function replayPhh(document: PhhDocument): Replayed {
  const imported = fromPhh(document);
  if (!imported.ok) return { ok: false, errors: imported.errors.map(phhError) };
  const validated = validateConfig(imported.config);
  if (!validated.ok) return { ok: false, errors: validated.errors.map((e) => ({ pointer: e.pointer, detail: e.detail })) };
  const config = validated.config;
  const created = createHand(config);
  let state = created.state;
  const events = [...created.events];
  for (const { index, action } of imported.actions) {
    const result = apply(state, action);
    if (!result.ok) {
      const line = (document.actions as unknown[] | undefined)?.[index];
      return { ok: false, errors: [{ pointer: `/actions/${index}`, actionIndex: index, code: ruleProblemCode(result.violation.code), detail: `action ${index} ('${String(line)}'): ${result.violation.message}` }] };
    }
    state = result.state;
    events.push(...result.events);
  }
  if (imported.finishingStacks) {
    const differences = imported.seatOrder
      .map((seat, i) => ({ seat, player: `p${i + 1}`, expected: imported.finishingStacks![i]!, computed: state.players.find((p) => p.seat === seat)!.stack }))
      .filter((d) => d.expected !== d.computed);
    if (differences.length > 0) {
      return {
        ok: false,
        errors: differences.map((d) => ({
          pointer: `/finishing_stacks/${imported.seatOrder.indexOf(d.seat)}`,
          detail: `${d.player} (seat ${d.seat}) finishes with ${d.computed} by the rules, not ${d.expected} as the file says`,
        })),
      };
    }
  }
  return { ok: true, input: imported.config, config, state, events, playedAt: phhTime(document) };
}

/**
 * The PHH date and time fields (`year`, `month`, `day`, `time`, `time_zone`) as an ISO instant, if the
 * file has a date. `time_zone` is an IANA zone (`America/New_York`) or `UTC`; a zone this runtime
 * does not know leaves the time out rather than storing a wrong one.
 */
function phhTime(document: PhhDocument): string | undefined {
  const { year, month, day, time, time_zone: zone } = document as { year?: unknown; month?: unknown; day?: unknown; time?: unknown; time_zone?: unknown };
  if (!isWhole(year) || !isWhole(month) || !isWhole(day)) return undefined;
  const clock = time instanceof TomlDateTime ? /^(\d{2}):(\d{2}):(\d{2})/.exec(time.text) : null;
  const wall = Date.UTC(year, month - 1, day, Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0), Number(clock?.[3] ?? 0));
  if (Number.isNaN(wall) || year < 1970 || year > 9999) return undefined;
  if (zone === undefined || zone === 'UTC') return new Date(wall).toISOString();
  if (typeof zone !== 'string') return undefined;
  try {
    // The zone's offset at that moment: what its clocks read at `wall` taken as UTC, minus `wall`.
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(wall);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const offset = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - wall;
    return new Date(wall - offset).toISOString();
  } catch {
    return undefined;
  }
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function phhError(e: PhhError): ImportError {
  const action = /^\/actions\/(\d+)$/.exec(e.pointer);
  return {
    ...(e.pointer ? { pointer: e.pointer } : {}),
    ...(action ? { actionIndex: Number(action[1]) } : {}),
    ...(e.line !== undefined ? { line: e.line } : {}),
    detail: e.detail,
  };
}

function importRejected(hands: { index: number; label?: string; errors: ImportError[] }[]): ProblemException {
  const first = hands[0]!;
  const where = hands.length === 1 ? (first.label ? `hand [${first.label}]` : 'the hand') : `${hands.length} hands`;
  const reason = first.errors[0]?.detail ?? 'see hands';
  return new ProblemException('import-rejected', `${where} cannot be imported: ${reason}${hands.length > 1 || first.errors.length > 1 ? ' (see hands)' : ''}; nothing was stored`, { hands });
}

function decode(e: StoredEvent) {
  return decodeEvent(e.type, e.payload);
}

/** The configuration as stored: what the caller asked for, with the structure resolved and no deck. */
function storedConfig(dto: Pick<HandConfigInput, 'stakes' | 'seed' | 'options'>, config: HandConfig, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    game: config.game.id,
    bettingStructure: config.bettingStructure,
    stakes: dto.stakes ?? {},
    seats: config.seats,
    button: config.button,
    ...(dto.seed !== undefined ? { seed: dto.seed } : {}),
    ...(config.dealing === 'manual' ? { dealing: 'manual' } : {}),
    deadMoney: config.deadMoney,
    options: dto.options ?? {},
    ...extra,
  };
}

function configOf(hand: StoredHand): HandConfig {
  const stored = hand.config as unknown as HandConfigInput;
  const { seed: _seed, ...rest } = stored;
  const validated = validateConfig(stored.dealing === 'manual' ? rest : { ...rest, deck: hand.deck.split(' ') });
  if (!validated.ok) throw new Error(`stored hand ${hand.id} has an invalid configuration: ${JSON.stringify(validated.errors)}`);
  return validated.config;
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
  if (dto.type === 'bet' || dto.type === 'raise' || dto.type === 'complete') return { seat: dto.seat, type: dto.type, amount: dto.amount } as Action;
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

/** The problem type of a rule violation: its code in kebab case (`not_your_turn` → `not-your-turn`). */
export function ruleProblemCode(code: RuleViolation['code']): ProblemCode {
  return code.replace(/_/g, '-') as ProblemCode;
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

function handNotFound(id: string): ProblemException {
  return new ProblemException('not-found', `There is no hand '${id}'.`);
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
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ProblemException('validation-error', 'the cursor is not one this service issued; use nextCursor from a listing', {
      errors: [{ pointer: '/cursor', detail: 'use the nextCursor of a previous page, unchanged' }],
    });
  }
  return { createdAt, id };
}
