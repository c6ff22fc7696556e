import type { Browser, BrowserServer } from 'playwright-core';

export const HEADLESS_SHELL_PATH: string;
export function chromiumPath(): string;
export const CHROMIUM_ARGS: string[];
export function openBrowser(): Promise<Browser>;
export function startBrowserServer(): Promise<BrowserServer>;
