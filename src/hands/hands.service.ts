import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
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
import type { Prisma } from '../generated/prisma/client';
import type { ActionDto } from './dto/action.dto';
import type { CreateHandDto } from './dto/create-hand.dto';
import type { HandView } from './dto/hand-view.dto';
import type { HandListView, ListHandsQueryDto } from './dto/hand-queries.dto';
import { dealerSeat } from './dealer-seat';
import { encodeEvent } from './hand-codec';
import { checkSeats, handNotFound } from './hand-problems';
import { toHandView, toLegalView } from './hand-view.mapper';
import { HandsRepository, type StoredHand, VersionConflict } from './hands.repository';
import { configOf, decodeStored, storedConfig } from './stored-config';

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

  private async load(appId: string, id: string): Promise<{ hand: StoredHand; state: HandState; config: HandConfig }> {
    const hand = await this.hands.find(id, appId);
    if (!hand) throw handNotFound(id);
    const cached = this.cache.get(id, hand.version);
    if (cached) return { hand, ...cached };
    const events = await this.hands.eventsUpTo(id, hand.version);
    const config = configOf(hand);
    const state = replay(config, events.map(decodeStored));
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
