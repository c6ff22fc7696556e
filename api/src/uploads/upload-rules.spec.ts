import { ValidationError } from '../core/validation/errors';
import { sniffImageKind } from './image-processing';
import { LocalDiskDriver } from './storage/local-disk.driver';
import { checkImageFile, extensionOf, parseContext, parseImageData, parseOldImageIds } from './upload-rules';

const file = (originalname: string, buffer: Buffer) => ({ originalname, buffer, size: buffer.length }) as Express.Multer.File;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('upload rules', () => {
  it('extensionOf lowercases and ignores folders and dot-files', () => {
    expect(extensionOf('Cap.PNG')).toBe('png');
    expect(extensionOf('a/b\\c.tar.JPG')).toBe('jpg');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });

  it('sniffs PNG and JPEG by magic bytes only', () => {
    expect(sniffImageKind(PNG_HEAD)).toBe('png');
    expect(sniffImageKind(JPEG_HEAD)).toBe('jpeg');
    expect(sniffImageKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageKind(Buffer.from('MZ\x90\x00', 'binary'))).toBeNull();
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull();
  });

  it('checkImageFile: extension, then emptiness, then content', () => {
    expect(checkImageFile(file('a.jpeg', JPEG_HEAD))).toBe('jpeg');
    expect(checkImageFile(file('a.jpg', PNG_HEAD))).toBe('png'); // misnamed but a real image: re-encoded as what it is
    expect(() => checkImageFile(file('a.webp', PNG_HEAD))).toThrow('Invalid file type. Allowed types: jpeg, jpg, png');
    expect(() => checkImageFile(file('a.png', Buffer.alloc(0)))).toThrow('File is empty');
    expect(() => checkImageFile(file('a.png', Buffer.from('hello')))).toThrow('File content is not a valid image');
    try {
      checkImageFile(file('a.png', Buffer.from('hello')), 'file');
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).errors).toEqual({ file: 'File content is not a valid image' });
    }
  });

  it('parseImageData: per-file JSON parts, one JSON array, defaults, refusals', () => {
    const files = [file('front-view.png', PNG_HEAD), file('back.png', PNG_HEAD)];
    expect(parseImageData([JSON.stringify({ order: 1, alt: ' A ' }), JSON.stringify({ order: 2, alt: 'B' })], files)).toEqual([
      { order: 1, alt: 'A' },
      { order: 2, alt: 'B' },
    ]);
    expect(parseImageData(JSON.stringify([{ order: 0, alt: 'A' }]), files)).toEqual([
      { order: 0, alt: 'A' },
      { order: 2, alt: 'back' },
    ]);
    expect(parseImageData(undefined, files)).toEqual([
      { order: 1, alt: 'front view' },
      { order: 2, alt: 'back' },
    ]);
    expect(() => parseImageData('nope', files)).toThrow(ValidationError);
    expect(() => parseImageData(JSON.stringify({ order: 1.5, alt: 'x' }), files)).toThrow(ValidationError);
    expect(() => parseImageData(JSON.stringify({ order: 1, alt: 'x'.repeat(201) }), files)).toThrow(ValidationError);
    expect(() => parseImageData(JSON.stringify([{}, {}, {}]), files)).toThrow(ValidationError);
    expect(() => parseImageData(JSON.stringify(['x']), files)).toThrow(ValidationError);
  });

  it('parseOldImageIds: JSON list or repeated parts, de-duplicated; anything else refused', () => {
    expect(parseOldImageIds(undefined)).toEqual([]);
    expect(parseOldImageIds('["a/b","a/b","c"]')).toEqual(['a/b', 'c']);
    expect(parseOldImageIds(['x', 'y'])).toEqual(['x', 'y']);
    expect(() => parseOldImageIds('[1]')).toThrow(ValidationError);
    expect(() => parseOldImageIds('[oops')).toThrow(ValidationError);
  });

  it('parseContext: optional short slug', () => {
    expect(parseContext(undefined)).toBeNull();
    expect(parseContext('Logo')).toBe('logo');
    expect(() => parseContext('../x')).toThrow(ValidationError);
  });

  it('local storage keys cannot leave the uploads root', () => {
    const d = new LocalDiskDriver('/srv/data/uploads');
    expect(d.pathFor('retro-shop/products/cabc.png')).toBe('/srv/data/uploads/retro-shop/products/cabc.png');
    for (const bad of ['../etc/passwd', 'retro-shop/../../x.png', '/etc/passwd', 'a/./b.png', 'a\\..\\b.png', '']) {
      expect(() => d.pathFor(bad)).toThrow();
    }
  });
});
