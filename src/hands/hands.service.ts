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
import { isStorableDate } from '../common/validation/storable-date';
import type { ProblemCode } from '../common/problem/problem-types';
import type { Prisma } from '../generated/prisma/client';
import type { ActionDto } from './dto/action.dto';
import type { CreateHandDto } from './dto/create-hand.dto';
import type { HandView } from './dto/hand-view.dto';
import type { HandHistoryView, HandListView, ListHandsQueryDto } from './dto/history.dto';
import { decodeEvent, encodeEvent, type EventPayload } from './hand-codec';
import { toHandView, toLegalView } from './hand-view.mapper';
import { HandsRepository, type StoredEvent, type StoredHand, VersionConflict } from './hands.repository';

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

/**
 * States rebuilt from the log, by hand id and version. A version of a hand never changes (the log is
 * append-only), so an entry is right whenever its version matches the row just read; it only saves
 * reading and replaying the events. Least recently used entries go first.
 */
class StateCache {
  private readonly entries = new Map<string, { version: number; state: HandState; config: HandConfig }>();

  constructor(private readonly capacity: number) {}

  get(id: string, version: number): { state: HandState; config: HandConfig } | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  set(id: string, version: number, state: HandState, config: HandConfig): void {
    this.entries.delete(id);
    this.entries.set(id, { version, state, config });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

@Injectable()
export class HandsService {
  private readonly cache = new StateCache(5000);
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
    this.cache.set(stored.id, stored.version, state, config);
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
   * Applies one action. Validation and the write are tied to one version of the hand: the write
   * succeeds only if the hand is still at that version, otherwise the action is checked again against
   * the new state (or, with If-Match, refused with 412). With an Idempotency-Key the response is stored
   * in the same transaction, and a retry gets it back instead of acting twice.
   */
  async act(
    appId: string,
    id: string,
    dto: ActionDto,
    options: { ifMatch?: string | undefined; idempotencyKey?: string | undefined; viewer?: number | undefined } = {},
  ): Promise<{ status: number; view: HandView; version: number }> {
    const { ifMatch, idempotencyKey, viewer } = options;
    // The viewer is part of the request: a stored answer is replayed only to the same kind of caller,
    // so a seat's retry never receives the full view an app key got.
    const requestHash = sha256(JSON.stringify({ app: appId, seat: dto.seat ?? null, type: dto.type, amount: dto.amount ?? null, cards: dto.cards ?? null, viewer: viewer ?? null }));
    const expected = ifMatch === undefined ? undefined : parseIfMatch(ifMatch);
    for (let attempt = 0; ; attempt++) {
      // The hand is loaded first: it must be the caller's before any stored answer is looked at.
      const { hand, state, config } = await this.load(appId, id);
      if (idempotencyKey) {
        const previous = await this.replayed(id, idempotencyKey, requestHash);
        if (previous) return previous;
      }
      if (expected !== undefined && expected !== '*' && expected !== hand.version) {
        throw new ProblemException('precondition-failed', `the hand is at version ${hand.version}, not ${expected}; fetch it and decide again`, { currentVersion: hand.version });
      }
      const result = apply(state, toEngineAction(dto));
      if (!result.ok) throw ruleViolation(result.violation, viewer);
      const status = result.state.complete ? 'complete' : 'live';
      // The answer and the row carry the same time, so a replayed answer is the same to the byte.
      const updatedAt = new Date();
      const view = toHandView({ ...hand, version: hand.version + result.events.length, status, updatedAt }, result.state, viewer);
      try {
        const stored = await this.hands.append(
          id,
          hand.version,
          result.events.map(encodeEvent),
          status,
          updatedAt,
          idempotencyKey ? { key: idempotencyKey, requestHash, status: 200, response: view as unknown as Prisma.InputJsonValue } : undefined,
        );
        this.cache.set(id, stored.version, result.state, config);
        return { status: 200, view, version: stored.version };
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
        if (expected !== undefined && expected !== '*') {
          throw new ProblemException('precondition-failed', 'the hand moved on while this action was being applied; fetch it and decide again');
        }
        if (attempt + 1 >= MAX_WRITE_ATTEMPTS) {
          throw new ProblemException('precondition-failed', 'the hand kept changing while this action was being applied; fetch it and decide again');
        }
      }
    }
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
      this.cache.set(hand.id, hand.version, r.state, r.config);
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

  private async load(appId: string, id: string): Promise<{ hand: StoredHand; state: HandState; config: HandConfig }> {
    const hand = await this.hands.find(id, appId);
    if (!hand) throw handNotFound(id);
    const cached = this.cache.get(id, hand.version);
    if (cached) return { hand, ...cached };
    const events = await this.hands.eventsUpTo(id, hand.version);
    const config = configOf(hand);
    const state = replay(config, events.map(decode));
    this.cache.set(id, hand.version, state, config);
    return { hand, state, config };
  }

  private async replayed(id: string, key: string, requestHash: string): Promise<{ status: number; view: HandView; version: number } | null> {
    const previous = await this.hands.findIdempotent(id, key);
    if (!previous) return null;
    if (previous.requestHash !== requestHash) {
      throw new ProblemException('idempotency-key-reused', `Idempotency-Key '${key}' was used for a different action on this hand; use a new key`);
    }
    const view = previous.response as unknown as HandView;
    return { status: previous.status, view, version: view.version };
  }
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
  if (!id || !isStorableDate(createdAt) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ProblemException('validation-error', 'the cursor is not one this service issued; use nextCursor from a listing', {
      errors: [{ pointer: '/cursor', detail: 'use the nextCursor of a previous page, unchanged' }],
    });
  }
  return { createdAt, id };
}
