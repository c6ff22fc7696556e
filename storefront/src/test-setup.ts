import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './i18n/server';
import { en } from './i18n/en';

// Pages embed their language's client texts (#shop-texts); tests run as an English page.
beforeEach(() => {
  if (document.getElementById('shop-texts')) return;
  const texts = document.createElement('script');
  texts.type = 'application/json';
  texts.id = 'shop-texts';
  texts.textContent = JSON.stringify(en.client);
  document.head.append(texts);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
