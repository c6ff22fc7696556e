import { getMetadataStorage } from 'class-validator';
import { ValidationError } from '../core/validation/errors';
import { assertUsableText } from '../core/validation/text-input.pipe';
import { ListProductsQuery } from './dto/list-products.query';
import type { RawProductQuery } from '../product-query/product-query';

/** The keys GET /products takes: the DTO's, read from the same metadata the validation pipe's whitelist reads. */
const KNOWN_KEYS = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(ListProductsQuery, '', true, false)
    .map((m) => m.propertyName),
);

/** Keys the validation pipe deletes before it looks (prototype pollution): never an error, never kept. */
const DELETED_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * class-transformer does not copy a key whose value on a new instance is a function (the names of Object.prototype's
 * methods: toString, hasOwnProperty...), so the whitelist never sees it either.
 */
const skipped = (key: string) => typeof (Object.prototype as unknown as Record<string, unknown>)[key] === 'function';

/**
 * The anonymous list's query, checked as Nest's global pipes check it for the route (TextInputPipe, then the
 * validation pipe with ListProductsQuery) without building the DTO: the same 400 naming the same fields, the same
 * keys kept. parseProductQuery then checks the values, on both paths. publicListQuery.spec.ts compares the two over
 * thousands of hostile query strings.
 */
export function publicListQuery(query: Record<string, unknown>): RawProductQuery {
  assertUsableText(query, '');
  const kept: Record<string, unknown> = {};
  let unknown: Record<string, string> | null = null;
  for (const key of Object.keys(query)) {
    if (DELETED_KEYS.has(key) || skipped(key)) continue;
    if (KNOWN_KEYS.has(key)) kept[key] = query[key];
    else (unknown ??= {})[key] = `Unknown field: ${key}`;
  }
  if (unknown) throw new ValidationError(unknown);
  return kept;
}
