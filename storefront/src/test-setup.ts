import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './i18n/server';
import { en } from './i18n/en';

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
