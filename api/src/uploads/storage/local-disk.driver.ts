import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { makeWidthVariants } from '../image-processing';
import { PUBLIC_ID_PATTERN, PutImageInput, StorageDriver, StoredObject } from './storage-driver';

export const LOCAL_URL_PREFIX = '/uploads';

/**
 * Files under DATA_DIR/uploads, served by UploadsStaticServer at /uploads/.
 * Names never change once written (a new upload gets a new id), which is what makes the immutable cache header safe.
 */
export class LocalDiskDriver implements StorageDriver {
  readonly name = 'local' as const;

  /** @param publicBaseUrl origin put in front of `/uploads/...` (empty = root-relative URLs). */
  constructor(
    readonly root: string,
    private readonly publicBaseUrl = '',
  ) {}

  async put(input: PutImageInput): Promise<StoredObject> {
    const publicId = `${input.folder}/${input.name}`;
    const ext = input.format === 'jpeg' ? 'jpg' : 'png';
    const file = this.pathFor(`${publicId}.${ext}`);
    await mkdir(dirname(file), { recursive: true });
    const variants = await makeWidthVariants(input.buffer, input.width);
    try {
      await writeFile(file, input.buffer);
      for (const v of variants) await writeFile(this.pathFor(`${publicId}-w${v.width}.webp`), v.buffer);
    } catch (e) {
      // No record is written for a failed put, so nothing else would ever delete the partial files.
      await this.remove(publicId).catch(() => undefined);
      throw e;
    }
    const srcset = variants.length ? variants.map((v) => `${this.urlFor(`${publicId}-w${v.width}.webp`)} ${v.width}w`).join(', ') : null;
    return {
      publicId,
      url: this.urlFor(`${publicId}.${ext}`),
      width: input.width,
      height: input.height,
      bytes: input.buffer.length,
      format: ext,
      srcset,
    };
  }

  async remove(publicId: string): Promise<void> {
    const base = this.pathFor(publicId);
    const dir = dirname(base);
    const stem = base.slice(dir.length + 1);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    // The original plus its width variants: `<stem>.png`, `<stem>-w320.webp`, ...
    const mine = names.filter((n) => n.startsWith(`${stem}.`) || new RegExp(`^${stem}-w\\d+\\.webp$`).test(n));
    await Promise.all(mine.map((n) => rm(join(dir, n), { force: true })));
  }

  /** Absolute path of a key inside the root; refuses anything that would resolve outside it. */
  pathFor(key: string): string {
    const idPart = key.replace(/(-w\d+)?\.(png|jpg|webp)$/, '');
    if (!PUBLIC_ID_PATTERN.test(idPart)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    const full = resolve(this.root, key);
    const rel = relative(this.root, full);
    if (rel.startsWith('..') || rel.startsWith(sep) || rel === '') throw new Error(`Storage key escapes root: ${key}`);
    return full;
  }

  private urlFor(key: string): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}${LOCAL_URL_PREFIX}/${key}`;
  }
}
