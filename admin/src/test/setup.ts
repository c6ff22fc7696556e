import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// test files share one page (the runner does not isolate them): each test leaves it as it found it
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
