/**
 * Runs one e2e file inside a describe of the group's shared module registry and gives the files after it the same
 * process they would have had alone: the environment variables as before the file, no spies left on shared
 * prototypes, real timers. The file's own module-level code runs while the group is collected, before any file's
 * tests run, so what it sets in process.env then is kept aside and put back only for its own hooks and tests.
 */
export function describeIsolated(name: string, load: () => void): void {
  describe(name, () => {
    let ownEnv: NodeJS.ProcessEnv = {};
    let before: NodeJS.ProcessEnv = {};
    let started = process.cpuUsage();
    let startedAt = Date.now();
    // jest-circus runs a block's beforeAll and afterAll hooks in the order they were added, so these two enclose
    // the file's own hooks (which its require below adds) and every nested block's
    beforeAll(() => {
      before = { ...process.env };
      replaceEnv(ownEnv);
      started = process.cpuUsage();
      startedAt = Date.now();
    });
    const atCollect = { ...process.env };
    const loadStarted = process.cpuUsage();
    load();
    const loadCpu = process.cpuUsage(loadStarted);
    ownEnv = { ...process.env };
    replaceEnv(atCollect);
    afterAll(() => {
      replaceEnv(before);
      jest.restoreAllMocks();
      jest.useRealTimers();
      logFileCost(name, loadCpu, process.cpuUsage(started), Date.now() - startedAt);
    });
  });
}

/** Mutates process.env in place: some files replace the object itself, and code holds on to it. */
function replaceEnv(to: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in to)) delete process.env[key];
  Object.assign(process.env, to);
}

/**
 * With E2E_COST_LOG set to a file, appends one line per e2e file: its name, the CPU seconds of this process spent
 * loading it (compiling what the group had not loaded yet), running its hooks and tests, and their wall seconds.
 * For finding where the suite's CPU goes; PostgreSQL's share is not counted.
 */
function logFileCost(name: string, load: NodeJS.CpuUsage, run: NodeJS.CpuUsage, wallMs: number): void {
  const file = process.env.E2E_COST_LOG;
  if (!file) return;
  const s = (u: NodeJS.CpuUsage) => ((u.user + u.system) / 1e6).toFixed(2);
  require('node:fs').appendFileSync(file, `${name}\t${s(load)}\t${s(run)}\t${(wallMs / 1000).toFixed(2)}\n`);
}
