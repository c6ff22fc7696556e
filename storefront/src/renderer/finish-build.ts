/**
 * The end of a full build rendered with this bundle (api/src/site/build/rendered-build.ts): what a static build's
 * integrations leave beside the pages once they are all written: the CSP list of every inline script (csp-hashes.mjs)
 * and, when it is large enough, its .gz and .br (precompress.mjs).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SITE_CSP_FILE } from '@shop/common';
import { writeCspHashes } from '../integrations/csp-hashes.mjs';
import { compressed } from '../integrations/precompress.mjs';

export async function finishRenderedBuild(outDir: string): Promise<void> {
  await writeCspHashes(outDir);
  const file = path.join(outDir, SITE_CSP_FILE);
  const packed = (await compressed(await fs.readFile(file), false)) as { gz: Buffer; br: Buffer } | null;
  if (packed) await Promise.all([fs.writeFile(`${file}.gz`, packed.gz), fs.writeFile(`${file}.br`, packed.br)]);
}
