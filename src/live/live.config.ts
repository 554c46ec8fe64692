import { intFromEnv } from '../config';

/** Limits and timing of the event streams (README: Configuration). */
export interface LiveConfig {
  /** Time between two heartbeat comments on an open stream; each heartbeat also catches up from the database. */
  heartbeatMs: number;
  /** Open streams one credential (app key or seat token) may hold on one instance. */
  streamsPerKey: number;
  /** Open streams one instance serves in all. */
  streamsPerInstance: number;
}

export const DEFAULT_LIVE_CONFIG: LiveConfig = { heartbeatMs: 15_000, streamsPerKey: 200, streamsPerInstance: 5000 };

export function liveConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LiveConfig {
  return {
    heartbeatMs: intFromEnv(env, 'STREAM_HEARTBEAT_MS', DEFAULT_LIVE_CONFIG.heartbeatMs),
    streamsPerKey: intFromEnv(env, 'STREAMS_PER_KEY', DEFAULT_LIVE_CONFIG.streamsPerKey),
    streamsPerInstance: intFromEnv(env, 'STREAMS_PER_INSTANCE', DEFAULT_LIVE_CONFIG.streamsPerInstance),
  };
}
