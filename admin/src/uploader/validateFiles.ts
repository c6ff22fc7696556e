import { type UploadConfig } from '@shop/common';
import { translate } from '../i18n';
import type { LocalImage } from '../api/types';

export interface FileCheck {
  accepted: File[];
  errors: string[];
  tooMany: boolean;
}

/** Each file is checked for type, emptiness and size before anything is sent, and the count against the resource's image limit. */
export function validateFiles(files: File[], config: UploadConfig | null | undefined, current: number, max: number): FileCheck {
  if (!config) return { accepted: [], errors: [translate('shop.uploader.errors.configMissing')], tooMany: false };
  if (current + files.length > max) return { accepted: [], errors: [], tooMany: true };
  const allowed = config.allowedFileTypes.map((t) => t.toLowerCase());
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const ext = (file.name.split('.').pop() ?? '').toLowerCase();
    if (!allowed.includes(ext))
      errors.push(translate('shop.uploader.errors.invalidType', { file: file.name, allowed: config.allowedFileTypes.join(', ') }));
    else if (file.size === 0) errors.push(translate('shop.uploader.errors.empty', { file: file.name }));
    else if (file.size > config.maxFileSizeMB * 1024 * 1024)
      errors.push(translate('shop.uploader.errors.tooLarge', { file: file.name, mb: config.maxFileSizeMB }));
    else accepted.push(file);
  }
  return { accepted, errors, tooMany: false };
}

let seq = 0;
/** Local item for a chosen file: preview URL, alt text = file name; order follows position (0 is primary). */
export function toLocalImages(files: File[], startOrder: number): LocalImage[] {
  return files.map((file, i) => ({
    localId: `local-${Date.now()}-${seq++}`,
    file,
    preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
    alt: file.name,
    order: startOrder + i,
  }));
}

/** Order numbers follow the list again after a move or a removal. */
export function renumber(items: LocalImage[]): LocalImage[] {
  return items.map((item, i) => (item.order === i ? item : { ...item, order: i }));
}

export function move<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = items.slice();
  const [picked] = next.splice(from, 1);
  next.splice(to, 0, picked);
  return next;
}
