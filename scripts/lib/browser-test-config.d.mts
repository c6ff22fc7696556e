import type { ViteUserConfig } from 'vitest/config';

export function browserTestConfig(appFolder: URL): ViteUserConfig;
