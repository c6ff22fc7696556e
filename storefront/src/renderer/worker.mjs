// The incremental renderer's process, started and fed by the API (api/src/site/incremental-renderer.ts) over IPC:
// {type:'init', entry, apiUrl, outDir} loads the renderer build and the catalog; {type:'apply', seq, changes}
// renders what the changes alter; {type:'renderAll', seq} renders every page; {type:'build', seq} makes a full build
// of every page into a folder holding the bundle's static files (api/src/site/build/rendered-build.ts). It exits with
// its parent.
import { pathToFileURL } from 'node:url';

let renderer = null;
const reply = (msg) => process.send?.(msg);

process.on('disconnect', () => process.exit(0));
process.on('message', async (msg) => {
  try {
    if (msg?.type === 'init') {
      const started = Date.now();
      ({ renderer } = await import(pathToFileURL(msg.entry).href));
      const { products } = await renderer.init({ apiUrl: msg.apiUrl, outDir: msg.outDir });
      reply({ type: 'ready', products, ms: Date.now() - started });
    } else if (msg?.type === 'apply') {
      if (!renderer) throw new Error('the renderer is not loaded');
      reply({ type: 'done', seq: msg.seq, report: await renderer.apply(msg.changes) });
    } else if (msg?.type === 'renderAll') {
      if (!renderer) throw new Error('the renderer is not loaded');
      reply({ type: 'done', seq: msg.seq, report: await renderer.renderAll() });
    } else if (msg?.type === 'build') {
      if (!renderer) throw new Error('the renderer is not loaded');
      reply({ type: 'done', seq: msg.seq, report: await renderer.build() });
    }
  } catch (err) {
    reply({ type: 'failed', seq: msg?.seq, message: String(err?.stack ?? err) });
  }
});
