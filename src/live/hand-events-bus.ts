/**
 * Tells every instance that a hand has new events. A message is only the hand id and the sequence
 * number of its latest event: subscribers read the events themselves from the database, so a
 * message can be small, lost or repeated without changing what a stream carries.
 */
export interface HandEventsListener {
  /** The hand's log now reaches `seq`. */
  committed(handId: string, seq: number): void;
  /** Messages may have been missed (the connection was lost and is back): catch up from the database. */
  missed(): void;
}

export interface HandEventsBus {
  start(listener: HandEventsListener): Promise<void>;
  publish(handId: string, seq: number): Promise<void>;
  close(): Promise<void>;
}

export const HAND_EVENTS_BUS = Symbol('HAND_EVENTS_BUS');

const MESSAGE = /^([0-9a-f-]{36}) (\d{1,9})$/;

export function formatCommit(handId: string, seq: number): string {
  return `${handId} ${seq}`;
}

/** A message from another instance, checked: anything else is ignored. */
export function parseCommit(payload: string): { handId: string; seq: number } | null {
  const match = MESSAGE.exec(payload);
  return match ? { handId: match[1]!, seq: Number(match[2]) } : null;
}
