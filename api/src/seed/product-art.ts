import { sharp } from '../uploads/image-processing';
import type { ArtKind } from './demo-catalog';

/** The preset colour names of the back office, as paint. */
const PAINT: Record<string, string> = {
  Black: '#26262b',
  White: '#f4f4f0',
  Gray: '#8d9096',
  Red: '#c8312f',
  Blue: '#2f62c8',
  Green: '#2f8a4c',
  Yellow: '#f2c230',
  Orange: '#ec7a2c',
  Purple: '#6b3fa0',
  Pink: '#e883a8',
  Brown: '#7a4e2d',
  Navy: '#1f2f57',
  Beige: '#d9c7a3',
  Maroon: '#7a1f2b',
  Olive: '#6f7435',
  Tan: '#c49a6c',
};

export function paint(color: string | undefined, fallback = '#6d4c41'): string {
  return (color && PAINT[color]) || fallback;
}

/** A pale tint of the colour for the backdrop: the colour mixed into white. */
function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(c * (1 - amount)));
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function cap(main: string, accent: string): string {
  const dark = shade(main, 0.25);
  return `
    <path d="M190 500 C190 300 330 235 430 235 C545 235 620 320 625 470 L625 500 Z" fill="${main}" stroke="${dark}" stroke-width="6"/>
    <path d="M300 262 C340 330 350 420 345 500" fill="none" stroke="${dark}" stroke-width="5" opacity="0.6"/>
    <path d="M470 240 C500 320 505 420 500 500" fill="none" stroke="${dark}" stroke-width="5" opacity="0.6"/>
    <circle cx="432" cy="236" r="14" fill="${dark}"/>
    <path d="M600 470 C680 470 740 490 760 520 C720 545 650 548 600 530 Z" fill="${dark}"/>
    <rect x="190" y="488" width="435" height="26" rx="10" fill="${accent}"/>
    <path d="M360 360 l30 -40 l30 40 l30 -40 l30 40 l-20 45 h-80 z" fill="${accent}" opacity="0.9"/>`;
}

function tee(main: string, accent: string): string {
  const dark = shade(main, 0.25);
  return `
    <path d="M310 190 L240 215 L140 310 L205 390 L262 350 L262 640 L538 640 L538 350 L595 390 L660 310 L560 215 L490 190
             C470 235 330 235 310 190 Z" fill="${main}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M310 190 C330 250 470 250 490 190" fill="none" stroke="${accent}" stroke-width="14"/>
    <path d="M205 390 L262 350 M595 390 L538 350" stroke="${dark}" stroke-width="5"/>
    <circle cx="400" cy="420" r="70" fill="none" stroke="${accent}" stroke-width="14"/>
    <path d="M345 445 L400 380 L455 445" fill="none" stroke="${accent}" stroke-width="12" stroke-linejoin="round"/>`;
}

function shoe(main: string, accent: string): string {
  const dark = shade(main, 0.3);
  return `
    <path d="M130 560 L138 405 C150 385 195 380 235 395 C275 410 305 395 330 360 L365 330 C405 338 435 375 475 405
             C560 445 655 455 700 488 C728 510 726 540 716 560 Z" fill="${main}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M120 560 L726 560 C732 590 716 612 690 612 L150 612 C125 612 114 590 120 560 Z" fill="#f1ede4" stroke="${dark}" stroke-width="5"/>
    <path d="M175 515 C290 470 420 470 560 515" fill="none" stroke="${accent}" stroke-width="22" stroke-linecap="round"/>
    <path d="M372 352 l34 -18 M398 372 l34 -18 M424 392 l34 -18 M452 410 l32 -18" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>
    <path d="M120 590 L726 590" stroke="${dark}" stroke-width="4" opacity="0.4"/>`;
}

const DRAW: Record<ArtKind, (main: string, accent: string) => string> = { cap, tee, shoe };
/** Where the item meets the ground, for its shadow. */
const GROUND: Record<ArtKind, number> = { cap: 640, tee: 660, shoe: 625 };
/** Moves each silhouette to the middle of the square. */
const SHIFT: Record<ArtKind, number> = { cap: 80, tee: 0, shoe: 0 };

/**
 * An 800×800 product picture: the item's silhouette in its colour on a soft backdrop. Variant 0 is the front
 * view, 1 the mirrored side view, 2 a close-up, so a product's images differ.
 */
export function productSvg(kind: ArtKind, colors: string[], variant = 0): string {
  const main = paint(colors[0]);
  const accent = paint(colors[1], main === PAINT.White ? '#c8312f' : '#f4f4f0');
  const bgTop = tint(main === PAINT.White ? '#9fb4c8' : main, variant === 1 ? 0.78 : 0.86);
  const bgBottom = tint(main === PAINT.White ? '#9fb4c8' : main, 0.94);
  const transform = variant === 1 ? 'translate(800 0) scale(-1 1)' : variant === 2 ? 'translate(-126 -141) scale(1.3)' : 'translate(0 0)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <g transform="${transform}">
      <ellipse cx="420" cy="${GROUND[kind]}" rx="300" ry="26" fill="#000" opacity="0.08"/>
      <g transform="translate(0 ${SHIFT[kind]})">${DRAW[kind](main, accent)}</g>
    </g>
  </svg>`;
}

/** The picture as JPEG bytes, ready for UploadsService.storeBuffer. */
export async function renderProductImage(kind: ArtKind, colors: string[], variant = 0): Promise<Buffer> {
  return sharp()(Buffer.from(productSvg(kind, colors, variant)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
