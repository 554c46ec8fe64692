import { type HandConfig, type HandConfigInput, type HandEvent, validateConfig } from '../engine';
import { decodeEvent } from './hand-codec';
import type { StoredEvent, StoredHand } from './hands.repository';

/** How a hand's configuration is kept in its row, and how a stored hand is read back. */

/** The configuration as stored: what the caller asked for, with the structure resolved and no deck. */
export function storedConfig(dto: Pick<HandConfigInput, 'stakes' | 'seed' | 'options'>, config: HandConfig, extra: Record<string, unknown> = {}): Record<string, unknown> {
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

/** The engine configuration of a stored hand, its deck included. */
export function configOf(hand: StoredHand): HandConfig {
  const stored = hand.config as unknown as HandConfigInput;
  const { seed: _seed, ...rest } = stored;
  const validated = validateConfig(stored.dealing === 'manual' ? rest : { ...rest, deck: hand.deck.split(' ') });
  if (!validated.ok) throw new Error(`stored hand ${hand.id} has an invalid configuration: ${JSON.stringify(validated.errors)}`);
  return validated.config;
}

/** A stored event back as the engine's event. */
export function decodeStored(e: StoredEvent): HandEvent {
  return decodeEvent(e.type, e.payload);
}
