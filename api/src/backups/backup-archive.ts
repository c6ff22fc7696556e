import * as fs from 'node:fs';
import * as path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pack } from 'tar-stream';
import { filesUnder } from './create-backup';
import { MANIFEST_FILE } from './backup-format';

/**
 * A tar of a backup folder under one top folder named `top`, streamed file by file (no copy in memory or on disk).
 * The manifest comes first, so a reader of the stream knows what follows before the large files.
 */
export function tarOfFolder(dir: string, top: string): Readable {
  const tar = pack();
  const out = new PassThrough();
  void (async () => {
    const files = filesUnder(dir);
    for (const rel of [MANIFEST_FILE, ...files.filter((f) => f !== MANIFEST_FILE)]) {
      const file = path.join(dir, rel);
      const { size, mtime } = fs.statSync(file);
      const entry = tar.entry({ name: `${top}/${rel}`, size, mtime, mode: 0o644 });
      await pipeline(fs.createReadStream(file), entry);
    }
    tar.finalize();
  })().catch((err) => tar.destroy(err));
  tar.pipe(out);
  tar.on('error', (err) => out.destroy(err));
  return out;
}
