import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import './i18n/server';
import { en } from './i18n/en';

// The limits only end a test that would hang, so they leave a busy CI machine room (suites run two at a time at load
// 6-11): findBy*/waitFor give up after 15 s (Testing Library's default is 1 s), and a test after 30 s (vitest's 5 s).
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

// Pages embed their language's client texts (#shop-texts); tests run as an English page.
// Tests that talk to a real local server run in Node (`@vitest-environment node`), where there is no page.
const inPage = typeof document !== 'undefined';

beforeEach(() => {
  if (!inPage || document.getElementById('shop-texts')) return;
  const texts = document.createElement('script');
  texts.type = 'application/json';
  texts.id = 'shop-texts';
  texts.textContent = JSON.stringify(en.client);
  document.head.append(texts);
});

// test files share one page (the runner does not isolate them): each test leaves it as it found it
afterEach(() => {
  if (!inPage) return;
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
