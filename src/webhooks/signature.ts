import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a delivery: HMAC-SHA256, keyed with the endpoint's secret, over
 * `${timestamp}.${body}` (the timestamp in Unix seconds, as sent in Croupier-Timestamp), in hex,
 * sent as `Croupier-Signature: v1=<hex>`. The timestamp is signed so a receiver can refuse old replays.
 */
export function sign(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/** The check a receiver makes (the README shows the same in a few lines). */
export function verify(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
