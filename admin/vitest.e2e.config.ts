import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Browser tests against a running shop (SHOP_URL); one file at a time, the shop's state is shared.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // the files share nothing but their imports: one module graph for all of them skips loading Playwright's client
    // again for each file
    isolate: false,
    pool: 'forks',
  },
});
