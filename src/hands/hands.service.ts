import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Action,
  apply,
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
import type { ProblemCode } from '../common/problem/problem-types';
import type { Prisma } from '../generated/prisma/client';
import type { ActionDto } from './dto/action.dto';
import type { CreateHandDto } from './dto/create-hand.dto';
import type { HandView } from './dto/hand-view.dto';
import type { HandHistoryView, HandListView, ListHandsQueryDto } from './dto/history.dto';
import { decodeEvent, encodeEvent } from './hand-codec';
import { toHandView, toLegalView } from './hand-view.mapper';
import { HandsRepository, type StoredEvent, type StoredHand, VersionConflict } from './hands.repository';

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

  constructor(private readonly hands: HandsRepository) {}

  async create(appId: string, dto: CreateHandDto): Promise<VersionedView> {
    const { seatTokens: withTokens, ...config0 } = dto;
    const input: HandConfigInput = { ...config0, seats: dto.seats, stakes: dto.stakes ?? {} };
    // Without a deck or a seed the deck is shuffled here, with a secure generator, and kept secret.
    const deck = dto.deck ?? (dto.seed === undefined ? secureShuffle() : undefined);
    const validated = validateConfig({ ...input, ...(deck ? { deck } : {}) });
    if (!validated.ok) throw invalidConfig(validated.errors);
    const config = validated.config;
    const deckCodes = formatCards(config.deck);
    const salt = randomBytes(32).toString('hex');
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
      commitment: commitment(deckCodes, salt),
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
    const missing = (seats ?? []).filter((s) => !all.includes(s));
    if (missing.length > 0) {
      throw new ProblemException('validation-error', `seat ${missing.join(', ')} is not in this hand`, {
        errors: missing.map((s) => ({ pointer: '/seats', detail: `seat ${s} is not in this hand; its seats are ${all.join(', ')}` })),
      });
    }
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
    const requestHash = sha256(JSON.stringify({ seat: dto.seat, type: dto.type, amount: dto.amount ?? null, cards: dto.cards ?? null, viewer: viewer ?? null }));
    const expected = ifMatch === undefined ? undefined : parseIfMatch(ifMatch);
    for (let attempt = 0; ; attempt++) {
      if (idempotencyKey) {
        const previous = await this.replayed(id, idempotencyKey, requestHash);
        if (previous) return previous;
      }
      const { hand, state, config } = await this.load(appId, id);
      if (expected !== undefined && expected !== '*' && expected !== hand.version) {
        throw new ProblemException('precondition-failed', `the hand is at version ${hand.version}, not ${expected}; fetch it and decide again`, { currentVersion: hand.version });
      }
      const result = apply(state, toEngineAction(dto));
      if (!result.ok) throw ruleViolation(result.violation);
      const status = result.state.complete ? 'complete' : 'live';
      const view = toHandView({ ...hand, version: hand.version + result.events.length, status, updatedAt: new Date() }, result.state, viewer);
      try {
        const stored = await this.hands.append(
          id,
          hand.version,
          result.events.map(encodeEvent),
          status,
          idempotencyKey ? { key: idempotencyKey, requestHash, status: 200, response: view as unknown as Prisma.InputJsonValue } : undefined,
        );
        this.cache.set(id, stored.version, result.state, config);
        return { status: 200, view: { ...view, updatedAt: stored.updatedAt.toISOString() }, version: stored.version };
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
    return {
      id: hand.id,
      game: hand.game,
      bettingStructure: hand.bettingStructure,
      status: hand.status,
      version: hand.version,
      config: hand.config as Record<string, unknown>,
      commitment: hand.commitment,
      ...(complete ? { deck: hand.deck.split(' '), salt: hand.salt } : {}),
      events: events.map((e) => ({ seq: e.seq, type: e.type, ...e.payload, at: e.createdAt.toISOString() })),
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

/** A seat view needs a seat of the hand. */
function checkViewer(state: HandState, seat: number | undefined): void {
  if (seat !== undefined && !state.players.some((p) => p.seat === seat)) {
    throw new ProblemException('validation-error', `seat ${seat} is not in this hand`, {
      errors: [{ pointer: '/seat', detail: `seat ${seat} is not in this hand; its seats are ${state.players.map((p) => p.seat).join(', ')}` }],
    });
  }
}

function decode(e: StoredEvent) {
  return decodeEvent(e.type, e.payload);
}

/** The configuration as stored: what the caller asked for, with the structure resolved and no deck. */
function storedConfig(dto: CreateHandDto, config: HandConfig): Record<string, unknown> {
  return {
    game: config.game.id,
    bettingStructure: config.bettingStructure,
    stakes: dto.stakes ?? {},
    seats: config.seats,
    button: config.button,
    ...(dto.seed !== undefined ? { seed: dto.seed } : {}),
    deadMoney: config.deadMoney,
    options: dto.options ?? {},
  };
}

function configOf(hand: StoredHand): HandConfig {
  const stored = hand.config as unknown as HandConfigInput;
  const { seed: _seed, ...rest } = stored;
  const validated = validateConfig({ ...rest, deck: hand.deck.split(' ') });
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
  if (dto.type === 'discard' || dto.type === 'draw') {
    const parsed = parseCards(dto.cards ?? []);
    if (!parsed.ok) {
      throw new ProblemException('validation-error', `/cards/${parsed.index}: '${parsed.code}' is not a card code`, {
        errors: [{ pointer: `/cards/${parsed.index}`, detail: `'${parsed.code}' is not a card code; write rank+suit such as 'As' or 'Td'` }],
      });
    }
    return { seat: dto.seat, type: dto.type, cards: parsed.cards } as Action;
  }
  if (dto.type === 'bet' || dto.type === 'raise' || dto.type === 'complete') return { seat: dto.seat, type: dto.type, amount: dto.amount } as Action;
  return { seat: dto.seat, type: dto.type } as Action;
}

/** The problem type of a rule violation: its code in kebab case (`not_your_turn` → `not-your-turn`). */
export function ruleProblemCode(code: RuleViolation['code']): ProblemCode {
  return code.replace(/_/g, '-') as ProblemCode;
}

function ruleViolation(v: RuleViolation): ProblemException {
  const code = ruleProblemCode(v.code);
  const range = v.legalActions.find((l) => l.type === 'bet' || l.type === 'raise');
  return new ProblemException(code, v.message, {
    toAct: v.toAct,
    legalActions: v.legalActions.map(toLegalView),
    ...(range && (v.code.endsWith('minimum') || v.code.endsWith('maximum')) && 'min' in range ? { min: range.min, max: range.max } : {}),
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
