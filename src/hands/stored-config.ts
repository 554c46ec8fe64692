import { type HandConfig, type HandEvent, resolvedConfig, type ResolvedConfig, restoreConfig } from '../engine';
import { decodeEvent } from './hand-codec';
import type { StoredEvent, StoredHand } from './hands.repository';

/** How a hand's configuration is kept in its row, and how a stored hand is read back. */

/**
 * The configuration as stored: every rule the hand started with, explicit (no deck; `extra`: the
 * seed a deck came from, an imported hand's date). A default changed later does not reach it.
 */
export function storedConfig(config: HandConfig, extra: { seed?: string | undefined; playedAt?: string | undefined } = {}): Record<string, unknown> {
  return {
    ...resolvedConfig(config),
    ...(extra.seed !== undefined ? { seed: extra.seed } : {}),
    ...(extra.playedAt !== undefined ? { playedAt: extra.playedAt } : {}),
  };
}

/** The engine configuration of a stored hand, its deck included; no default is applied again. */
export function configOf(hand: StoredHand): HandConfig {
  const restored = restoreConfig(hand.config as unknown as ResolvedConfig, hand.deck === '' ? [] : hand.deck.split(' '));
  if (!restored.ok) throw new Error(`stored hand ${hand.id} has an invalid configuration: ${JSON.stringify(restored.errors)}`);
  return restored.config;
}

/** A stored event back as the engine's event. */
export function decodeStored(e: StoredEvent): HandEvent {
  return decodeEvent(e.type, e.payload);
}
