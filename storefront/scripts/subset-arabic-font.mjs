#!/usr/bin/env node
/**
 * Writes the storefront's Arabic font: IBM Plex Sans Arabic (OFL, @fontsource/ibm-plex-sans-arabic), weight 400 only (bold is drawn from it),
 * cut down to the letters, marks, digits and punctuation Arabic as written in Saudi Arabia uses (not the Persian, Urdu
 * and other extensions the Fontsource "arabic" subset carries), with every positional form and ligature the shaper
 * reaches from them. Text outside the range falls back to the system's Arabic font. Rerun after a font update:
 *   node storefront/scripts/subset-arabic-font.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'fonts');
const WEIGHTS = [400];

/** [first, last] code points kept; the same list becomes the @font-face unicode-range. */
const RANGES = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // letters
  [0x0640, 0x0655], // tatweel, letters, harakat, maddah and hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670, 0x0671], // superscript alef, alef wasla
  [0x200c, 0x200f], // joiners and direction marks
];

const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
const text = RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const unicodeRange = RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');

for (const weight of WEIGHTS) {
  const source = require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
  const input = readFileSync(source);
  const output = await subsetFont(input, text, { targetFormat: 'woff2' });
  writeFileSync(path.join(OUT, `ibm-plex-sans-arabic-${weight}.woff2`), output);
  console.log(`${weight}: ${input.length} → ${output.length} bytes`);
}
writeFileSync(path.join(OUT, 'arabic-subset.json'), `${JSON.stringify({ unicodeRange }, null, 2)}\n`);
console.log(`unicode-range: ${unicodeRange}`);
