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
    validationError: { target: false, value: false },
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
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      total++;
      if (listed.length < MAX_FIELD_ERRORS) listed.push({ pointer, detail: humanize(constraint, message, error.property) });
    }
    const children = error.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ error: children[i]!, prefix: pointer });
  }
  return { listed, total };
}

function humanize(constraint: string, message: string, property: string): string {
  if (constraint === 'whitelistValidation') return `unknown field '${property}'; remove it (the schema at /docs-json lists the fields)`;
  return message;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
