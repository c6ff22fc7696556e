import { ValidationPipe, type ValidationError as ClassValidatorError } from '@nestjs/common';
import { ValidationError } from './errors';

const UNKNOWN_FIELD = 'whitelistValidation';
const NESTED = 'nestedValidation';

/** Flattens nested class-validator errors into { 'images.0.url': 'first message' }. */
export function flattenValidationErrors(errors: ClassValidatorError[], prefix = ''): Record<string, string> {
  const flat = collect(errors, prefix);
  // Real field errors lead; "unknown field" complaints come last so the top message is the useful one.
  const entries = Object.entries(flat).sort(([, a], [, b]) => Number(a.startsWith('Unknown field')) - Number(b.startsWith('Unknown field')));
  return Object.fromEntries(entries);
}

function collect(errors: ClassValidatorError[], prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const constraints = e.constraints ?? {};
    const names = Object.keys(constraints);
    if (names.length) {
      // class-validator lists constraints in reverse declaration order; the first declared rule reads best
      // nestedValidation is added after the field's own rules and only says "wrong shape"; the field's rule reads better
      const own = names.filter((n) => n !== NESTED);
      const name = names.includes(UNKNOWN_FIELD) ? UNKNOWN_FIELD : (own.length ? own : names)[(own.length ? own : names).length - 1];
      out[field] = name === UNKNOWN_FIELD ? `Unknown field: ${field}` : constraints[name];
    }
    if (e.children?.length) Object.assign(out, collect(e.children, field));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationError(flattenValidationErrors(errors)),
  });
}
