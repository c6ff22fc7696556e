// The vitest config of the browser tests of both apps (admin/e2e and storefront/e2e), written once: Playwright
// (playwright-core) driving Debian's Chromium against a running shop (SHOP_URL). scripts/browser-tests.mjs starts the
// shop as `npm start` does and runs each app's vitest.e2e.config.ts.
import { fileURLToPath } from 'node:url';

/** The config for the app whose folder is `appFolder` (its config file's `new URL('.', import.meta.url)`). */
export function browserTestConfig(appFolder) {
  return {
    root: fileURLToPath(appFolder),
    test: {
      include: ['e2e/**/*.e2e.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // expect.poll waits for an outcome; its default second is too short on a loaded machine (a sales list filtered
      // by a keyword still loading after 1 s at load 25-30 failed the back office's walk-through)
      expect: { poll: { timeout: 30_000 } },
      // one file at a time, one test after another: the files share the shop's state
      fileParallelism: false,
      sequence: { concurrent: false },
      // the files share nothing but their imports: one module graph for all of them skips loading Playwright's client
      // again for each file
      isolate: false,
      pool: 'forks',
    },
  };
}
