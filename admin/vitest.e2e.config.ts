import { defineConfig } from 'vitest/config';
import { browserTestConfig } from '../scripts/lib/browser-test-config.mjs';

// Browser tests against a running shop (SHOP_URL): the storefront's run with the same config.
export default defineConfig(browserTestConfig(new URL('.', import.meta.url)));
