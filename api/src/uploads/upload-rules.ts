import { UPLOAD_LIMITS, type UploadConfig } from '@shop/common';
import { UPLOAD_MESSAGES } from './uploads.messages';
import { ValidationError } from '../core/validation/errors';
import { JSON_MAX_DEPTH, jsonDepth } from '../core/http/json-depth';
import { assertUsableText } from '../core/validation/text-input.pipe';
import { sniffImageKind, type ImageKind } from './image-processing';

export type UploadTarget = 'product' | 'category';
export const UPLOAD_TARGETS: readonly UploadTarget[] = ['product', 'category'];

export const MAX_FILE_BYTES = UPLOAD_LIMITS.maxFileSizeMB * 1024 * 1024;

/** Texts the specs do not word; the specs' own come from @shop/common. */
export const UPLOAD_API_MESSAGES = {
  entityType: 'Entity type must be product or category',
  uploadType: 'Upload type must be product or category',
  imageData: 'imageData must be JSON with a whole-number order (0 or more) and an alt text of at most 200 characters',
  oldImageIds: 'oldImageIds must be a JSON list of image ids',
  context: 'context must be up to 40 lowercase letters, digits, dashes or underscores',
  malformed: 'The upload could not be read. Please try again.',
} as const;

export function maxImagesFor(target: UploadTarget): number {
  return UPLOAD_LIMITS[target].maxImages;
}

export function isUploadTarget(value: unknown): value is UploadTarget {
  return typeof value === 'string' && (UPLOAD_TARGETS as readonly string[]).includes(value);
}

/** The lowercased extension of a client file name ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The specs' per-file checks, in the order a person fixes them: name, emptiness, size, then what the bytes really are.
 * Answers the sniffed kind so the caller re-encodes in the right format.
 */
export function checkImageFile(file: Pick<Express.Multer.File, 'originalname' | 'size' | 'buffer'>, field = 'files'): ImageKind {
  const allowed = UPLOAD_LIMITS.allowedFileTypes;
  if (!(allowed as readonly string[]).includes(extensionOf(file.originalname ?? ''))) {
    throw new ValidationError({ [field]: UPLOAD_MESSAGES.invalidType(allowed) });
  }
  const size = file.buffer?.length ?? file.size ?? 0;
  if (size === 0) throw new ValidationError({ [field]: UPLOAD_MESSAGES.empty });
  if (size > MAX_FILE_BYTES) throw new ValidationError({ [field]: UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMITS.maxFileSizeMB) });
  const kind = sniffImageKind(file.buffer);
  if (!kind) throw new ValidationError({ [field]: UPLOAD_MESSAGES.notAnImage });
  return kind;
}

export function uploadConfigFor(target: UploadTarget | 'general', environment: string, baseFolder: string): UploadConfig {
  return {
    allowedFileTypes: [...UPLOAD_LIMITS.allowedFileTypes],
    maxFileSizeMB: UPLOAD_LIMITS.maxFileSizeMB,
    maxImages: target === 'category' ? UPLOAD_LIMITS.category.maxImages : UPLOAD_LIMITS.product.maxImages,
    environment,
    folder: target === 'general' ? baseFolder : `${baseFolder}/${folderNameFor(target)}`,
  };
}

export function folderNameFor(target: UploadTarget | 'branding'): string {
  return target === 'product' ? 'products' : target === 'category' ? 'categories' : 'branding';
}

export interface ImageMeta {
  order: number;
  alt: string;
}

/** JSON inside a form field is a body of its own: the same depth and text rules as a JSON body apply to it. */
function parseJson(raw: string, field: string, message: string): unknown {
  if (jsonDepth(raw, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) throw new ValidationError({ [field]: message });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ValidationError({ [field]: message });
  }
  assertUsableText(value, field);
  return value;
}

/** Multer gives a string for one part and an array for repeated parts. */
function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * `imageData`: one JSON object per file (repeated parts), or one JSON array. Missing entries default to the
 * file's position (1-based, so the first file is primary) and its file name as alt text.
 */
export function parseImageData(raw: unknown, files: Express.Multer.File[]): ImageMeta[] {
  const entries: unknown[] = [];
  for (const part of asList(raw)) {
    const value = typeof part === 'string' ? parseJson(part, 'imageData', UPLOAD_API_MESSAGES.imageData) : part;
    if (Array.isArray(value)) entries.push(...value);
    else entries.push(value);
  }
  if (entries.length > files.length) throw new ValidationError({ imageData: UPLOAD_API_MESSAGES.imageData });
  return files.map((file, i) => {
    const e = entries[i] as { order?: unknown; alt?: unknown } | undefined;
    if (e !== undefined && (typeof e !== 'object' || e === null)) throw new ValidationError({ imageData: UPLOAD_API_MESSAGES.imageData });
    const order = e?.order ?? i + 1;
    const alt = e?.alt ?? altFromName(file.originalname);
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 1000) {
      throw new ValidationError({ imageData: UPLOAD_API_MESSAGES.imageData });
    }
    if (typeof alt !== 'string' || alt.length > 200) throw new ValidationError({ imageData: UPLOAD_API_MESSAGES.imageData });
    return { order, alt: alt.trim() };
  });
}

export function altFromName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** `oldImageIds`: a JSON list (the specs' form), or repeated plain parts. */
export function parseOldImageIds(raw: unknown): string[] {
  const ids: unknown[] = [];
  for (const part of asList(raw)) {
    if (typeof part === 'string' && part.trim().startsWith('[')) {
      const value = parseJson(part, 'oldImageIds', UPLOAD_API_MESSAGES.oldImageIds);
      if (!Array.isArray(value)) throw new ValidationError({ oldImageIds: UPLOAD_API_MESSAGES.oldImageIds });
      ids.push(...value);
    } else {
      ids.push(part);
    }
  }
  const out = new Set<string>();
  for (const id of ids) {
    if (typeof id !== 'string' || id.length === 0 || id.length > 255) throw new ValidationError({ oldImageIds: UPLOAD_API_MESSAGES.oldImageIds });
    out.add(id.trim());
  }
  return [...out];
}

export function parseContext(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!/^[a-z0-9_-]{1,40}$/.test(value)) throw new ValidationError({ context: UPLOAD_API_MESSAGES.context });
  return value;
}
