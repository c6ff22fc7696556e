// The incremental renderer's process, started and fed by the API (api/src/site/incremental-renderer.ts) over IPC:
// {type:'init', entry, apiUrl, outDir} loads the renderer build and the catalog; {type:'apply', seq, changes}
// renders what the changes alter; {type:'renderAll', seq} renders every page; {type:'build', seq} makes a full build
// of every page into a folder holding the bundle's static files (api/src/site/build/rendered-build.ts), with a
// helper thread per other core (build-thread.mjs) rendering beside this one. It exits with its parent.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

let renderer = null;
let started = null;
const reply = (msg) => process.send?.(msg);

/**
 * Build helpers: one thread per core beyond this process's own, at most three (a page is a few milliseconds of
 * CPU; each thread holds its own copy of the catalog, about as much memory as this process's), and for a small
 * catalog none (the renderer's helpersFor).
 */
const HELPERS = Math.max(0, Math.min(3, os.availableParallelism() - 1));

/** Starts `count` helper threads for one build: each answers when it has rendered its last claimed page. */
const buildHelpers = (catalog, share, count) =>
  Array.from(
    { length: count },
    () =>
      new Promise((resolve, reject) => {
        const thread = new Worker(new URL('./build-thread.mjs', import.meta.url), {
          workerData: { entry: started.entry, options: { apiUrl: started.apiUrl, outDir: started.outDir }, catalog, share },
        });
        thread.once('message', (msg) => {
          resolve(msg);
          thread.terminate();
        });
        thread.once('error', reject);
        thread.once('exit', (code) => reject(new Error(`a build thread stopped (${code}) before it finished`)));
      }),
  );

process.on('disconnect', () => process.exit(0));
process.on('message', async (msg) => {
  try {
    if (msg?.type === 'init') {
      const t0 = Date.now();
      ({ renderer } = await import(pathToFileURL(msg.entry).href));
      const { products } = await renderer.init({ apiUrl: msg.apiUrl, outDir: msg.outDir });
      started = { entry: msg.entry, apiUrl: msg.apiUrl, outDir: msg.outDir };
      reply({ type: 'ready', products, ms: Date.now() - t0 });
    } else if (msg?.type === 'apply') {
      if (!renderer) throw new Error('the renderer is not loaded');
      reply({ type: 'done', seq: msg.seq, report: await renderer.apply(msg.changes) });
    } else if (msg?.type === 'renderAll') {
      if (!renderer) throw new Error('the renderer is not loaded');
      reply({ type: 'done', seq: msg.seq, report: await renderer.renderAll() });
    } else if (msg?.type === 'build') {
      if (!renderer) throw new Error('the renderer is not loaded');
      reply({ type: 'done', seq: msg.seq, report: await renderer.build(buildHelpers, HELPERS) });
    }
  } catch (err) {
    reply({ type: 'failed', seq: msg?.seq, message: String(err?.stack ?? err) });
  }
});
