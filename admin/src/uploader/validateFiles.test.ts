import { describe, expect, it } from 'vitest';
import { FALLBACK_UPLOAD_CONFIG } from './fallbackConfig';
import { move, renumber, toLocalImages, validateFiles } from './validateFiles';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const config = { ...FALLBACK_UPLOAD_CONFIG, maxFileSizeMB: 1 };

describe('uploader checks', () => {
  it('type, empty and size messages name the file', () => {
    const r = validateFiles([file('a.gif', 10), file('b.png', 0), file('c.JPG', 2 * 1024 * 1024), file('d.jpeg', 10)], config, 0, 5);
    expect(r.errors).toEqual([
      'Invalid file type for a.gif. Allowed types: jpeg, jpg, png',
      'File b.png is empty',
      'File c.JPG is too large. Maximum size: 1MB',
    ]);
    expect(r.accepted.map((f) => f.name)).toEqual(['d.jpeg']);
  });
  it('too many images and missing configuration', () => {
    expect(validateFiles([file('a.png', 1), file('b.png', 1)], config, 4, 5).tooMany).toBe(true);
    expect(validateFiles([file('a.png', 1)], null, 0, 5).errors).toEqual(['Upload configuration not available. Please refresh the page.']);
  });
  it('local items take the file name as alt; remove and move renumber', () => {
    const items = toLocalImages([file('a.png', 1), file('b.png', 1), file('c.png', 1)], 0);
    expect(items.map((i) => [i.alt, i.order])).toEqual([
      ['a.png', 0],
      ['b.png', 1],
      ['c.png', 2],
    ]);
    const moved = renumber(move(items, 2, 0));
    expect(moved.map((i) => [i.alt, i.order])).toEqual([
      ['c.png', 0],
      ['a.png', 1],
      ['b.png', 2],
    ]);
    const removed = renumber(moved.filter((i) => i.alt !== 'a.png'));
    expect(removed.map((i) => [i.alt, i.order])).toEqual([
      ['c.png', 0],
      ['b.png', 1],
    ]);
  });
});
