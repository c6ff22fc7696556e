import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 'c' + 8 time characters + 16 random ones: the specs' CUID shape, roughly ordered by creation. */
export function newId(): string {
  const time = Date.now().toString(36).padStart(8, '0').slice(-8);
  const bytes = randomBytes(16);
  let rand = '';
  for (const b of bytes) rand += ALPHABET[b % 36];
  return `c${time}${rand}`;
}

/** A URL-safe random secret (refresh and reset tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
