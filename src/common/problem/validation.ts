import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { checkShape } from '../validation/shape-check';
import { shapeOf, UNTYPED_BODY } from '../validation/request-shape';
import { type FieldError, ProblemException } from './problem';

/** An answer lists this many field errors at most, so that it stays a few kilobytes. */
export const MAX_FIELD_ERRORS = 20;

/**
 * The validation pipe every route uses. A body or query first passes the shape check (structure and
 * bounds read from its DTO, refused at the first unknown field), then class-validator checks each
 * field's rules. Either way a refusal is a 422 problem whose `errors` name each field by JSON pointer
 * and say what would be right.
 */
export function createValidationPipe(): ValidationPipe {
  return new ShapedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    // The value is read to tell a missing field from a wrong one; it is never echoed back.
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => {
      const { listed, total } = flatten(errors);
      const first = listed[0];
      const detail =
        total === 1 && first
          ? `${first.pointer || 'the body'}: ${first.detail}`
          : `${total} fields are invalid; see errors${total > listed.length ? ` (the first ${listed.length})` : ''}.`;
      return new ProblemException('validation-error', detail, { errors: listed });
    },
  });
}

/**
 * The declared type of a body that its route's own pipe validates in full (a hot route's fast path,
 * which hands every unusual body to this same validation): the global pipe passes it on untouched.
 */
export class RouteValidatedBody {}

class ShapedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.metatype === RouteValidatedBody) return value;
    if (metadata.type === 'body' || metadata.type === 'query') {
      const shape = shapeOf(metadata.metatype) ?? (metadata.type === 'body' ? UNTYPED_BODY : null);
      const notAnObject = shape?.kind === 'object' && value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value));
      const error = notAnObject ? { pointer: '', detail: 'the body must be a JSON object' } : shape && checkShape(value, shape);
      if (error) throw new ProblemException('validation-error', `${error.pointer || 'the body'}: ${error.detail}`, { errors: [error] });
    }
    return super.transform(value, metadata);
  }
}

/** Every failed constraint as a field error, depth first, without recursion; at most MAX_FIELD_ERRORS are kept. */
function flatten(errors: readonly ValidationError[]): { listed: FieldError[]; total: number } {
  const listed: FieldError[] = [];
  let total = 0;
  const stack: { error: ValidationError; prefix: string }[] = [];
  for (let i = errors.length - 1; i >= 0; i--) stack.push({ error: errors[i]!, prefix: '' });
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { error, prefix } = next;
    const pointer = `${prefix}/${escapePointer(error.property)}`;
    const one = oneMessage(error);
    if (one) {
      total++;
      if (listed.length < MAX_FIELD_ERRORS) listed.push({ pointer, detail: one });
    }
    const children = error.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ error: children[i]!, prefix: pointer });
  }
  return { listed, total };
}

/** What a value must be before its range matters: these constraints speak first. */
const KIND_CONSTRAINTS = ['whitelistValidation', 'isDefined', 'isIn', 'isEnum', 'isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject', 'nestedValidation'];

/**
 * One thing per field: a missing field is "missing" and says what it must be; a wrong one gets its
 * first broken rule, the kind of value before its range (`button must be an integer`, not also
 * `must not be greater than 999` and `must not be less than 0`).
 */
function oneMessage(error: ValidationError): string | undefined {
  const entries = Object.entries(error.constraints ?? {});
  if (entries.length === 0) return undefined;
  const rank = ([constraint]: [string, string]) => {
    const i = KIND_CONSTRAINTS.indexOf(constraint);
    return i < 0 ? KIND_CONSTRAINTS.length : i;
  };
  const [constraint, message] = entries.reduce((best, entry) => (rank(entry) < rank(best) ? entry : best));
  const detail = humanize(constraint, message, error.property);
  if (error.value !== undefined || constraint === 'whitelistValidation') return detail;
  const range = entries.filter((entry) => entry[0] !== constraint).map(([, m]) => m.replace(`${error.property} `, ''));
  return `${error.property} is missing: it ${detail.replace(`${error.property} `, '')}${range.length > 0 ? ` and ${range.join(' and ')}` : ''}`;
}

function humanize(constraint: string, message: string, property: string): string {
  if (constraint === 'whitelistValidation') return `unknown field '${property}'; remove it (the schema at /docs-json lists the fields)`;
  return message;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
