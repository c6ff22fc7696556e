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
    // jest-circus runs a block's beforeAll and afterAll hooks in the order they were added, so these two enclose
    // the file's own hooks (which its require below adds) and every nested block's
    beforeAll(() => {
      before = { ...process.env };
      replaceEnv(ownEnv);
    });
    const atCollect = { ...process.env };
    load();
    ownEnv = { ...process.env };
    replaceEnv(atCollect);
    afterAll(() => {
      replaceEnv(before);
      jest.restoreAllMocks();
      jest.useRealTimers();
    });
  });
}

/** Mutates process.env in place: some files replace the object itself, and code holds on to it. */
function replaceEnv(to: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in to)) delete process.env[key];
  Object.assign(process.env, to);
}
