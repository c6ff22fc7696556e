import { onFirstUse } from '../core/packages/on-first-use';

/** sharp and its native library, loaded when the first image is processed (a start without uploads never needs it). */
export const sharp = onFirstUse((): typeof import('sharp').default => require('sharp'));

export type ImageKind = 'png' | 'jpeg';

/** Responsive widths for srcset (local variants and Cloudinary transformations alike). */
export const VARIANT_WIDTHS = [320, 640, 1024] as const;
/** Originals are kept at most this wide/high: plenty for a product zoom at 3x, far less than a phone camera's 4000 px. */
export const MAX_DIMENSION = 2048;
/** Refuse decompression bombs before sharp allocates: 50 megapixels is beyond any real product photo. */
export const MAX_INPUT_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes really are, whatever the file is called or the browser claimed. */
export function sniffImageKind(buf: Buffer): ImageKind | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  return null;
}

export interface NormalisedImage {
  buffer: Buffer;
  format: ImageKind;
  width: number;
  height: number;
}

/**
 * Decode and re-encode: upright per EXIF orientation, metadata (GPS, camera serials) dropped, bounded size.
 * Re-encoding also means whatever was smuggled after a valid header never reaches the storefront.
 * Throws when sharp cannot decode the bytes.
 */
export async function normaliseImage(input: Buffer, kind: ImageKind): Promise<NormalisedImage> {
  let img = sharp()(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true });
  img = kind === 'png' ? img.png({ compressionLevel: 9, adaptiveFiltering: true }) : img.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { buffer: data, format: kind, width: info.width, height: info.height };
}

export interface WidthVariant {
  width: number;
  buffer: Buffer;
}

/** WebP copies at the responsive widths smaller than the original (never enlarged). */
export async function makeWidthVariants(normalised: Buffer, originalWidth: number): Promise<WidthVariant[]> {
  const widths = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const out: WidthVariant[] = [];
  for (const width of widths) {
    const buffer = await sharp()(normalised).resize({ width }).webp({ quality: 80 }).toBuffer();
    out.push({ width, buffer });
  }
  return out;
}
