import { Injectable, Logger } from '@nestjs/common';
import { appOf } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import type { Principal } from '../auth/principal';
import { ProblemException } from '../common/problem/problem';
import { parsePhh, parsePhhs, parseToml, type PhhDocument, toPhh, toPokerStars } from '../formats';
import type { Prisma } from '../generated/prisma/client';
import { encodeEvent, type EventPayload } from '../hands/hand-codec';
import { checkSeats, handNotFound } from '../hands/hand-problems';
import { HandsRepository } from '../hands/hands.repository';
import { configOf, decodeStored, storedConfig } from '../hands/stored-config';
import type { HandHistoryView, HistoryQueryDto, ImportedHandView, ImportResultView } from './dto/history.dto';
import { importRejected, phhError, type Replayed, replayPhh } from './phh-replay';

/** The part of a reply the history routes set: headers. */
export interface ReplyHeaders {
  header(name: string, value: string): unknown;
}

const MAX_IMPORT_HANDS = 1000;

/** Hand histories: the JSON event log, PHH and PokerStars export, PHH import. */
@Injectable()
export class HistoriesService {
  private readonly logger = new Logger('HistoriesService');

  constructor(
    private readonly hands: HandsRepository,
    private readonly auth: AuthService,
  ) {}

  /** `GET /v1/hands/{id}/history`: JSON by default, or the hand as a PHH document or a PokerStars text. */
  async history(caller: Principal, id: string, query: HistoryQueryDto, reply: ReplyHeaders): Promise<HandHistoryView | string> {
    const format = query.format ?? 'json';
    if (format === 'json') return this.json(appOf(caller), id);
    const text = await this.exportHistory(appOf(caller), id, format, { seat: query.seat });
    reply.header('content-type', format === 'phh' ? 'application/toml; charset=utf-8' : 'text/plain; charset=utf-8');
    return text;
  }

  /**
   * `POST /v1/hands/import`: the body is the file (`application/toml`) or `{ "document": "<file>" }`.
   * Each hand is a replay and a write, so an import of n hands counts as n requests.
   */
  async import(caller: Principal, body: unknown, reply: ReplyHeaders): Promise<ImportResultView> {
    const text = typeof body === 'string' ? body : (body as { document?: unknown } | null)?.document;
    if (typeof text !== 'string' || (typeof body !== 'string' && Object.keys(body as object).length !== 1)) {
      throw new ProblemException('validation-error', 'send the PHH file as application/toml, or JSON { "document": "<file>" }', {
        errors: [{ pointer: '/document', detail: 'the PHH file as one string, and no other field' }],
      });
    }
    const hands = await this.importPhh(appOf(caller), text, async (count) => {
      if (count <= 1) return;
      const decision = await this.auth.charge(caller, count - 1);
      if (decision.allowed) return;
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new ProblemException('rate-limited', `An import of ${count} hands counts as ${count} requests; this key has ${decision.remaining + 1} left now (${decision.limit} per minute). Try again in ${decision.retryAfterSeconds} s, or send fewer hands.`, {
        limit: decision.limit,
        retryAfter: decision.retryAfterSeconds,
      });
    });
    if (hands.length === 1) reply.header('location', `/v1/hands/${hands[0]!.id}`);
    return { hands };
  }

  private async json(appId: string, id: string): Promise<HandHistoryView> {
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

  /** The hand's history as a PHH document or a PokerStars hand history (text). */
  private async exportHistory(appId: string, id: string, format: 'phh' | 'pokerstars', options: { seat?: number | undefined }): Promise<string> {
    const found = await this.hands.findWithEvents(id, appId);
    if (!found) throw handNotFound(id);
    const config = configOf(found.hand);
    const stored = found.hand.config as { playedAt?: string };
    const hand = { id: found.hand.id, config, events: found.events.map(decodeStored), createdAt: stored.playedAt ? new Date(stored.playedAt) : found.hand.createdAt };
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
  private async importPhh(appId: string, text: string, charge: (hands: number) => Promise<void>): Promise<ImportedHandView[]> {
    const parsed = this.readPhhFile(text);
    if (!parsed.ok) throw importRejected([{ index: 0, errors: parsed.errors.map(phhError) }]);
    const documents = 'documents' in parsed ? parsed.documents : [{ label: '', document: parsed.document }];
    if (documents.length === 0) throw importRejected([{ index: 0, errors: [{ detail: 'the file holds no hand' }] }]);
    if (documents.length > MAX_IMPORT_HANDS) {
      throw importRejected([{ index: 0, errors: [{ detail: `${documents.length} hands in one import; send at most ${MAX_IMPORT_HANDS} per request` }] }]);
    }
    await charge(documents.length);
    const replayed = documents.map(({ label, document }, index) => ({ index, label, ...this.replaySafely(document) }));
    const rejected = replayed.filter((r): r is typeof r & { ok: false } => !r.ok);
    if (rejected.length > 0) throw importRejected(rejected.map((r) => ({ index: r.index, ...(r.label ? { label: r.label } : {}), errors: r.errors })));
    const accepted = replayed.filter((r): r is typeof r & { ok: true } => r.ok);
    const stored = await this.hands.createMany(
      appId,
      accepted.map((r) => ({
        game: r.config.game.id,
        bettingStructure: r.config.bettingStructure,
        config: storedConfig(r.config, { playedAt: r.playedAt }) as Prisma.InputJsonValue,
        status: r.state.complete ? 'complete' : 'live',
        deck: '',
        salt: '',
        commitment: '',
        events: r.events.map(encodeEvent),
      })),
    );
    return stored.map((hand, i) => {
      const r = accepted[i]!;
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
