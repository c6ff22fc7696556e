import type { Browser, BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function openBrowser(): Promise<Browser>;
export function startBrowserServer(): Promise<BrowserServer>;
