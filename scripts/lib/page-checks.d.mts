import type { Page } from 'playwright-core';

export const WCAG_TAGS: string[];
export function axeProblems(page: Page): Promise<string[]>;
export function overflowProblems(page: Page): Promise<string[]>;
