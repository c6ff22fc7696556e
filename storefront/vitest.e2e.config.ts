import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against a running shop (SHOP_URL).
// scripts/browser-tests.mjs starts the shop as `npm start` does and runs this config.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // the files share nothing but their imports: one module graph for all of them skips loading Playwright's client
    // again for each file
    isolate: false,
    sequence: { concurrent: false },
  },
});
