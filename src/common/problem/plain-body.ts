import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { createValidationPipe } from './validation';

/**
 * A hot route's body pipe: a body that `isPlain` recognises as plainly valid (every field of its
 * type, within its limits, no other field) is what the DTO's validation would accept unchanged, and
 * is passed on as it is; anything else goes through the DTO's validation (the global pipe's, with
 * its answers). The check only decides when that walk can be skipped, never what an error says. The
 * route declares its body a `RouteValidatedBody`, so the global pipe leaves it to this one.
 */
export class PlainBodyPipe<T> implements PipeTransform<unknown, Promise<T>> {
  private readonly full = createValidationPipe();

  constructor(
    private readonly isPlain: (body: unknown) => body is T,
    private readonly dto: new () => T,
  ) {}

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<T> {
    if (this.isPlain(value)) return value;
    return (await this.full.transform(value, { ...metadata, metatype: this.dto })) as T;
  }
}

/** A plain JSON object (no class instance, no array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function onlyKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

/** An integer from 0 to `max`. */
export function isWhole(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** An array of at most `max` strings, each matching `pattern`. */
export function isStrings(value: unknown, max: number, pattern: RegExp): boolean {
  if (!Array.isArray(value) || value.length > max) return false;
  for (const item of value as unknown[]) if (typeof item !== 'string' || !pattern.test(item)) return false;
  return true;
}
