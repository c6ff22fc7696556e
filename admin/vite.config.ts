/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const commonSrc = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));
const apiTarget = process.env.SHOP_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // Source alias: dev and tests see common/ edits without a build step.
  resolve: { alias: { '@shop/common': commonSrc } },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        // react-admin's packages import each other in cycles; one chunk keeps their execution order intact.
        manualChunks(id) {
          // The login page needs only React and the router; everything of react-admin and MUI stays in one
          // lazily loaded chunk (it also keeps react-admin's internal import cycles inside a single chunk).
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'react';
          if (
            /node_modules\/(ra-[a-z-]+|react-admin|@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@tanstack|react-hook-form|@babel\/runtime|@popperjs|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|stylis)\//.test(
              id,
            )
          )
            return 'react-admin';
          return undefined;
        },
      },
    },
  },
  test: {
    // one page and one module graph per worker instead of per file: setting up the page and importing react-admin
    // again for each of 46 files was nine tenths of the suite's time; test/setup.ts leaves the page clean after each test
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['src/test/setup.ts'],
  },
});
