import { parse } from 'node:querystring';
import { ValidationError } from '../core/validation/errors';
import { TextInputPipe } from '../core/validation/text-input.pipe';
import { createValidationPipe } from '../core/validation/validation';
import { ListProductsQuery } from './dto/list-products.query';
import { publicListQuery } from './public-list-query';

type Outcome = { errors: Record<string, string>; message: string } | { query: Record<string, unknown> };

/** What a shopper's query becomes on Nest's path: the two global pipes, in their order, with the route's DTO. */
async function throughPipes(qs: string): Promise<Outcome> {
  const meta = { type: 'query' as const, metatype: ListProductsQuery, data: undefined };
  try {
    let value: unknown = parse(qs);
    for (const pipe of [new TextInputPipe(), createValidationPipe()]) value = await pipe.transform(value, meta);
    return { query: defined(value as Record<string, unknown>) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { errors: err.errors, message: err.message };
  }
}

function throughParser(qs: string): Outcome {
  try {
    return { query: defined(publicListQuery(parse(qs))) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { errors: err.errors, message: err.message };
  }
}

/** The keys a list reads (a key left undefined is one not sent), as a plain object. */
const defined = (q: Record<string, unknown>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));

const KNOWN = ['search', 'category', 'brand', 'condition', 'minPrice', 'maxPrice', 'sortBy', 'sortOrder', 'page', 'limit', 'facets', 'stock'];
const STAFF_ONLY = ['featured', 'publiclyVisible', 'archived'];
// Prototype and builtin names, numeric keys (they come first in an object's key order), look-alikes of known keys
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
  'toLocaleString',
  '0',
  '7',
  '12',
  '-1',
  '',
  ' ',
  'Search',
  'search ',
  'search[]',
  'search[0]',
  'a[b]',
  'a.b',
  'q',
  'x',
  'k1',
  'k2',
  'k3',
  'k4',
  'k5',
  'k6',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%A7%A2',
  'bad%',
  '%E2%80%AE',
  'لون',
];
const VALUES = ['', 'cap', 'true', '0', '-5', '1e3', '%00', 'a%00', '%ED%A0%80', '%FF', 'x'.repeat(300), '+', '%20', 'ASC', 'price', 'قبعة'];

/** A seeded generator (the same cases on every run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

function hostileQueries(n: number): string[] {
  const r = rng(11);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const out = [
    '',
    'search=cap',
    '__proto__=1',
    'constructor=x&search=cap',
    'toString=1',
    'prototype=a&prototype=b',
    'search=a&search=b',
    'k1=1&k2=2&k3=3&k4=4&k5=5&k6=6&k7=7',
    '%00=1',
    'search=%00',
    'search=a&search=%00',
    '=x',
    'x',
    '&&&',
    'a=1&a=2&a=3',
    '10=a&2=b&z=c&1=d',
    'featured=true&archived=false',
    'hasOwnProperty=1&q=2',
    '__proto__[x]=1',
    'search=%ED%A0%80',
  ];
  while (out.length < n) {
    const parts: string[] = [];
    const count = 1 + Math.floor(r() * 6);
    for (let i = 0; i < count; i++) {
      const kind = r();
      const key = kind < 0.5 ? pick(KNOWN) : kind < 0.6 ? pick(STAFF_ONLY) : pick(HOSTILE_KEYS);
      parts.push(r() < 0.1 ? key : `${key}=${pick(VALUES)}`);
      if (r() < 0.15) parts.push(`${key}=${pick(VALUES)}`); // repeated key: an array
    }
    out.push(parts.join('&'));
  }
  return out;
}

describe("publicListQuery: the anonymous list route reads its query as Nest's pipes do", () => {
  it('keeps the known keys as they were sent and drops nothing a list reads', () => {
    expect(publicListQuery(parse('search=cap&brand=Nike&brand=Vans&page=2&facets=true'))).toEqual({
      search: 'cap',
      brand: ['Nike', 'Vans'],
      page: '2',
      facets: 'true',
    });
  });

  it("names an unknown key, and a NUL in a key or value, with the pipes' messages", () => {
    expect(throughParser('colour=red')).toEqual({ errors: { colour: 'Unknown field: colour' }, message: 'Unknown field: colour' });
    expect(throughParser('search=a%00')).toEqual({
      errors: { search: 'search must not contain a NUL character' },
      message: 'search must not contain a NUL character',
    });
  });

  it('gives the same answer as the global pipes with the DTO for 3,000 hostile query strings (a differential test)', async () => {
    const cases = hostileQueries(3000);
    let rejected = 0;
    for (const qs of cases) {
      const expected = await throughPipes(qs);
      if ('errors' in expected) rejected++;
      expect({ qs, outcome: throughParser(qs) }).toEqual({ qs, outcome: expected });
    }
    // the cases must exercise both sides: many refused, many accepted
    expect(rejected).toBeGreaterThan(300);
    expect(cases.length - rejected).toBeGreaterThan(300);
  });
});
