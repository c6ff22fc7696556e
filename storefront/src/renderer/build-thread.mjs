// A helper of a full build (worker.mjs, message `build`): a thread that loads the same renderer bundle, adopts the
// catalog the build renders (a structured clone of the worker's), and renders the pages it claims from the shared
// counter until none is left. It answers with how many it wrote; an error ends the thread and fails the build.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { entry, options, catalog, share } = workerData;
const { renderer } = await import(pathToFileURL(entry).href);
renderer.adopt(catalog, options);
parentPort.postMessage({ pages: await renderer.renderShare(share) });
