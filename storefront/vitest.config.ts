import { defineConfig } from 'vitest/config';

// Unit tests live beside the code in src/; browser tests (e2e/) have their own config.
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // one page and one module graph per worker instead of per file: setting up the page again for each file was most
    // of the suite's time; test-setup.ts leaves the page clean after each test
    isolate: false,
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
  },
});
