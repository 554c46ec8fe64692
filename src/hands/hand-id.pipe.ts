import type { PipeTransform } from '@nestjs/common';
import { handNotFound } from './hand-problems';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hand id that is not a UUID names no hand: 404, like any other unknown id. */
export class HandIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw handNotFound(value);
    return value.toLowerCase();
  }
}
