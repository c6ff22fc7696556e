import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ValidationError } from './errors';

/**
 * Every text that reaches the API (path, query, JSON or form body, at any depth) passes here before the DTOs see it.
 *
 * A NUL character is refused, not stripped: PostgreSQL cannot store it, no shop text has a use for it, and dropping
 * it silently would store something other than what the caller sent (an image id, a name) without telling them.
 * A lone UTF-16 surrogate is refused too: it is not text at all, PostgreSQL cannot encode it, and libraries such as
 * the email check throw on it.
 */
export const TEXT_MESSAGES = {
  nul: (field: string) => `${field} must not contain a NUL character`,
  illFormed: (field: string) => `${field} is not valid text: it holds a broken Unicode character`,
} as const;

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(s: string, field: string): string | null {
  if (s.includes(NUL)) return TEXT_MESSAGES.nul(field);
  if (LONE_SURROGATE.test(s)) return TEXT_MESSAGES.illFormed(field);
  return null;
}

/** A field name fit to appear in a message, whatever the caller put in it. */
const printable = (s: string) => s.replaceAll(NUL, '\ufffd').replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd');

function collect(value: unknown, path: string, out: Record<string, string>): void {
  if (typeof value === 'string') {
    const problem = textProblem(value, path || 'body');
    if (problem) out[printable(path || 'body')] = printable(problem);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => collect(v, path ? `${path}.${i}` : String(i), out));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const problem = textProblem(key, field);
      if (problem) out[printable(field)] = printable(problem);
      collect(v, field, out);
    }
  }
}

/** For text decoded past the pipe (JSON inside a form field): throws the same 400 naming each field. */
export function assertUsableText(value: unknown, path: string): void {
  const errors: Record<string, string> = {};
  collect(value, path, errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Global pipe, first in line: answers 400 naming each field whose text is unusable. */
export class TextInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query' && metadata.type !== 'param') return value;
    assertUsableText(value, metadata.data ?? '');
    return value;
  }
}
