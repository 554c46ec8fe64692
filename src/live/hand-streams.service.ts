import type { ServerResponse } from 'node:http';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import type { Principal } from '../auth/principal';
import { isRevokedBy } from '../auth/revocations';
import { ProblemException } from '../common/problem/problem';
import { APP_CONFIG, type AppConfig } from '../config';
import { type HandConfig, type HandEvent, type HandState, replay } from '../engine';
import { checkSeats, handNotFound } from '../hands/hand-problems';
import { toHandView } from '../hands/hand-view.mapper';
import { HandsRepository, type StoredEvent, type StoredHand } from '../hands/hands.repository';
import { configOf, decodeStored } from '../hands/stored-config';
import { toEventView } from './event-view.mapper';
import { HAND_EVENTS_BUS, type HandEventsBus } from './hand-events-bus';
import { DEFAULT_LIVE_CONFIG, type LiveConfig } from './live.config';

/** How long a client waits before it reconnects after the stream ends unexpectedly (SSE `retry:`). */
const RETRY_MS = 1000;

/** One open stream: a caller's connection, what it may see, and the last event it was sent. */
interface Stream {
  principal: Principal;
  keyId: string;
  viewer: number | undefined;
  sent: number;
  res: ServerResponse;
}

/**
 * One hand that this instance streams: its row and log as last read, the state after each event
 * (rebuilt once per hand, not once per stream), each message already written for a viewer, and the
 * streams that follow it. Reads from the database are serialized: one at a time per hand, and a
 * notification that arrives during a read asks for one more.
 */
class Channel {
  readonly streams = new Set<Stream>();
  events: StoredEvent[] = [];
  private decoded: HandEvent[] = [];
  private readonly states: HandState[] = [];
  private readonly messages = new Map<string, string>();
  private reading: Promise<void> | null = null;
  private again = false;

  constructor(
    public hand: StoredHand,
    readonly config: HandConfig,
  ) {}

  get version(): number {
    return this.events.length;
  }

  add(events: StoredEvent[]): void {
    for (const e of events) {
      if (e.seq !== this.events.length + 1) continue;
      this.events.push(e);
      this.decoded.push(decodeStored(e));
    }
  }

  /** The state right after event `seq` (the state at version `seq`). */
  stateAt(seq: number): HandState {
    return (this.states[seq] ??= replay(this.config, this.decoded.slice(0, seq)));
  }

  /** The SSE message of event `seq` as `viewer` sees it, written once per viewer. */
  message(seq: number, viewer: number | undefined): string {
    const key = `${seq}:${viewer ?? ''}`;
    let text = this.messages.get(key);
    if (text === undefined) {
      const e = this.events[seq - 1]!;
      text = `id: ${seq}\ndata: ${JSON.stringify(toEventView(seq, e.type, e.payload, this.stateAt(seq), viewer))}\n\n`;
      this.messages.set(key, text);
    }
    return text;
  }

  /** The closing message: the hand as `viewer` sees it now, the same view as `GET /v1/hands/{id}`. */
  closing(viewer: number | undefined): string {
    return `event: complete\ndata: ${JSON.stringify(toHandView(this.hand, this.stateAt(this.version), viewer))}\n\n`;
  }

  /** Reads what the database has beyond this channel's log, once at a time. */
  refresh(read: () => Promise<void>): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          await read();
        } while (this.again);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }
}

/** A stream request that passed every check; `attach` starts it on the connection. */
export interface PreparedStream {
  channel: Channel;
  principal: Principal;
  keyId: string;
  viewer: number | undefined;
  after: number;
}

/**
 * The event streams of this instance (`GET /v1/hands/{id}/events`). Each hand streamed here is read
 * from the database once per announcement (HandEventsBus: from any instance), then each stream is
 * sent the events after the last one it got, as its caller may see them. A heartbeat comment keeps
 * idle connections open and catches up every hand from the database, in case an announcement was
 * lost. On shutdown every stream ends (the client reconnects with `Last-Event-ID`).
 */
@Injectable()
export class HandStreams implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('HandStreams');
  private readonly config: LiveConfig;
  private readonly channels = new Map<string, Channel>();
  private readonly perKey = new Map<string, number>();
  private open = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;
  /** Revocations may have been missed and the open streams' credentials are not checked again yet. */
  private recheckWanted = false;
  private rechecking: Promise<void> | null = null;

  constructor(
    private readonly hands: HandsRepository,
    @Inject(HAND_EVENTS_BUS) private readonly bus: HandEventsBus,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly auth: AuthService,
  ) {
    this.config = appConfig.live ?? DEFAULT_LIVE_CONFIG;
    // A revoked key or seat token (or a deleted hand's tokens) stops streaming at once.
    auth.onRevoked((revocation) => {
      for (const channel of this.channels.values()) for (const stream of channel.streams) if (isRevokedBy(revocation, stream.principal)) stream.res.end();
      // A deleted hand: its app-key streams end too, once the read finds it gone.
      const deleted = revocation.kind === 'hand' ? this.channels.get(revocation.handId) : undefined;
      if (deleted) void this.catchUp(deleted);
    });
    // Revocations made while the bus was away were never heard: every open stream is checked again,
    // and every hand read again (an app key's stream of a deleted hand ends once the read finds it gone).
    auth.onMissed(() => {
      this.recheckCredentials();
      for (const channel of this.channels.values()) void this.catchUp(channel);
    });
  }

  async onModuleInit(): Promise<void> {
    await this.bus.start({
      committed: (handId, seq) => {
        const channel = this.channels.get(handId);
        if (channel && seq > channel.version) void this.catchUp(channel);
      },
      missed: () => {
        for (const channel of this.channels.values()) void this.catchUp(channel);
      },
    });
    this.heartbeat = setInterval(() => this.beat(), this.config.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream, before the HTTP server closes (it would otherwise wait for them). */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const channel of this.channels.values()) for (const stream of channel.streams) stream.res.end();
    this.channels.clear();
    await this.bus.close();
  }

  /** Open streams of this instance (for health and tests). */
  get openStreams(): number {
    return this.open;
  }

  /**
   * Every check of a stream request, before anything is sent, so that each refusal is a problem: the
   * caps, the hand (404), the seat (422), the resume point (422).
   */
  async prepare(caller: Principal, appId: string, handId: string, viewer: number | undefined, after: number): Promise<PreparedStream> {
    if (this.closing) throw new ProblemException('service-unavailable', 'This instance is shutting down; open the stream again and another instance will serve it.');
    if (this.open >= this.config.streamsPerInstance) {
      throw new ProblemException('streams-at-capacity', `This instance serves ${this.config.streamsPerInstance} streams already; retry in a moment (another instance may have room).`);
    }
    const held = this.perKey.get(caller.credentialId) ?? 0;
    if (held >= this.config.streamsPerKey) {
      throw new ProblemException('too-many-streams', `This credential holds ${held} open streams, the most it may; close one before opening another.`);
    }
    const channel = await this.channelOf(appId, handId);
    if (viewer !== undefined) checkSeats(channel.config.seats.map((s) => s.seat), [viewer], '/seat');
    if (after > channel.version) {
      throw new ProblemException('validation-error', `event ${after} is beyond the hand's ${channel.version} events`, {
        errors: [{ pointer: '/after', detail: `resume from an event id between 0 and ${channel.version} (Last-Event-ID or after)` }],
      });
    }
    return { channel, principal: caller, keyId: caller.credentialId, viewer, after };
  }

  /** Starts a prepared stream on the raw connection: the headers, the events so far, then each new one. */
  attach(prepared: PreparedStream, res: ServerResponse, headers: Record<string, string>): void {
    // Two streams of a hand prepared at once may have read it into two channels: the one kept wins.
    const channel = this.channels.get(prepared.channel.hand.id) ?? prepared.channel;
    if (channel !== prepared.channel && prepared.channel.version > channel.version) {
      channel.add(prepared.channel.events.slice(channel.version));
      channel.hand = prepared.channel.hand;
    }
    const stream: Stream = { principal: prepared.principal, keyId: prepared.keyId, viewer: prepared.viewer, sent: prepared.after, res };
    res.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write(`retry: ${RETRY_MS}\n\n`);
    this.open++;
    this.perKey.set(stream.keyId, (this.perKey.get(stream.keyId) ?? 0) + 1);
    channel.streams.add(stream);
    this.channels.set(channel.hand.id, channel);
    res.on('close', () => this.detach(channel, stream));
    // A client gone between the checks and now: its 'close' has already been emitted.
    if (res.destroyed) return this.detach(channel, stream);
    this.flush(channel, stream);
    // Events committed between the read of `prepare` and now are picked up by the next read.
    if (!res.writableEnded) void this.catchUp(channel);
  }

  private detach(channel: Channel, stream: Stream): void {
    if (!channel.streams.delete(stream)) return;
    this.open--;
    const held = (this.perKey.get(stream.keyId) ?? 1) - 1;
    if (held === 0) this.perKey.delete(stream.keyId);
    else this.perKey.set(stream.keyId, held);
    if (channel.streams.size === 0 && this.channels.get(channel.hand.id) === channel) this.channels.delete(channel.hand.id);
  }

  /** The channel of a hand streamed here already (brought up to date), or a new one read from the database. */
  private async channelOf(appId: string, handId: string): Promise<Channel> {
    const existing = this.channels.get(handId);
    if (existing && existing.hand.appId === appId) {
      await this.catchUp(existing);
      if (this.channels.get(handId) === existing) return existing;
    }
    const found = await this.hands.findWithEvents(handId, appId);
    if (!found) throw handNotFound(handId);
    const channel = this.channels.get(handId) ?? new Channel(found.hand, configOf(found.hand));
    if (found.hand.version > channel.version) {
      channel.add(found.events.slice(channel.version));
      channel.hand = found.hand;
    }
    return channel;
  }

  /** Reads the hand's new events, if any, and sends them to its streams. */
  private catchUp(channel: Channel): Promise<void> {
    return channel
      .refresh(async () => {
        const hand = await this.hands.find(channel.hand.id, channel.hand.appId);
        if (!hand) {
          // Deleted: its streams end, and a reconnect is answered 404.
          for (const stream of channel.streams) stream.res.end();
          return;
        }
        if (hand.version <= channel.version) return;
        channel.add(await this.hands.eventsUpTo(hand.id, hand.version, channel.version));
        channel.hand = hand;
        for (const stream of channel.streams) this.flush(channel, stream);
      })
      .catch((error: unknown) => this.logger.warn(`cannot read the events of hand ${channel.hand.id}: ${error instanceof Error ? error.message : String(error)}; the next heartbeat retries`));
  }

  /** Sends a stream the events it has not had; once the hand is complete, the closing view, and ends it. */
  private flush(channel: Channel, stream: Stream): void {
    if (stream.res.writableEnded) return;
    let chunk = '';
    for (let seq = stream.sent + 1; seq <= channel.version; seq++) chunk += channel.message(seq, stream.viewer);
    stream.sent = channel.version;
    const complete = channel.hand.status === 'complete' && channel.hand.version === channel.version;
    if (complete) chunk += channel.closing(stream.viewer);
    if (chunk) stream.res.write(chunk);
    if (complete) stream.res.end();
  }

  /**
   * Looks up the credential of every open stream again (one query per kind) and ends the streams
   * whose credential no longer works, as a revocation would. A check asked for while one runs makes
   * it run once more. When the database cannot be read the check is logged and left wanted: the next
   * heartbeat runs it again, since the bus, connected once more, may never report a miss again.
   */
  private recheckCredentials(): void {
    this.recheckWanted = true;
    if (this.rechecking || this.closing) return;
    // Cleared once settled (a callback runs after this assignment, even when nothing was to be read).
    this.rechecking = this.recheckOpenStreams().finally(() => (this.rechecking = null));
  }

  private async recheckOpenStreams(): Promise<void> {
    try {
      while (this.recheckWanted) {
        this.recheckWanted = false;
        const streams = [...this.channels.values()].flatMap((channel) => [...channel.streams]).filter((stream) => !stream.res.writableEnded);
        if (streams.length === 0) continue;
        const valid = await this.auth.stillValid(streams.map((stream) => stream.principal));
        for (const stream of streams) if (!valid.has(stream.principal.credentialId)) stream.res.end();
      }
    } catch (error) {
      this.recheckWanted = true;
      this.logger.warn(`cannot check the credentials of open streams again: ${error instanceof Error ? error.message : String(error)}; the next heartbeat retries`);
    }
  }

  private beat(): void {
    if (this.recheckWanted) this.recheckCredentials();
    for (const channel of this.channels.values()) {
      for (const stream of channel.streams) if (!stream.res.writableEnded) stream.res.write(': heartbeat\n\n');
      void this.catchUp(channel);
    }
  }
}
