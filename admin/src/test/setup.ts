import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The limits only end a test that would hang, so they leave a busy CI machine room (suites run two at a time at load
// 6-11): findBy*/waitFor give up after 15 s (Testing Library's default 1 s is about one react-admin screen's first
// render there), and a test after 30 s (vitest's default 5 s).
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

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
