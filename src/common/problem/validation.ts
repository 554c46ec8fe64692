import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { type FieldError, ProblemException } from './problem';

/**
 * The validation pipe every route uses: unknown fields and wrong types are rejected with a 422
 * problem whose `errors` name each field by JSON pointer and say what would be right.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors, '');
      const first = fieldErrors[0];
      const detail =
        fieldErrors.length === 1 && first
          ? `${first.pointer || 'the body'}: ${first.detail}`
          : `${fieldErrors.length} fields are invalid; see errors.`;
      return new ProblemException('validation-error', detail, { errors: fieldErrors });
    },
  });
}

function flatten(errors: readonly ValidationError[], prefix: string): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const pointer = `${prefix}/${escapePointer(error.property)}`;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      out.push({ pointer, detail: humanize(constraint, message, error.property) });
    }
    if (error.children?.length) out.push(...flatten(error.children, pointer));
  }
  return out;
}

function humanize(constraint: string, message: string, property: string): string {
  if (constraint === 'whitelistValidation') return `unknown field '${property}'; remove it (the schema at /docs-json lists the fields)`;
  return message;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
