import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';

// The script inlined in the order page's head, against a real HTTP server: it asks for the order at once and draws
// it into the shell's root even when the answer arrives before the parser has reached that root.
const CODE = 'RC-7K3Q2-M8XPA';
const order = {
  code: CODE,
  status: 'CONFIRMED',
  statusAt: '2026-11-26T09:30:00.000Z',
  lines: [{ productId: 'p1', name: 'Retro Cap', nameAr: 'قبعة ريترو', size: null, quantity: 1, unitPrice: 149, lineTotal: 149 }],
  total: 149,
  currency: 'SAR',
  pickupDate: null,
};
let server: Server;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ data: order }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

/** Waits for `check` by the clock, not by a count of timers: on a loaded machine a real request can take seconds. */
const until = async (check: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe("the order page's head script", () => {
  it('asks for the order before the page is parsed, and draws it into the root once the root is there', async () => {
    // the page is served from the test server's origin, so the script's own address for the API (the page's origin
    // unless the build names another) reaches it; no module's setting read at load time is relied on
    const page = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    const before = location.href;
    page.setURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ar/orders/${CODE.toLowerCase()}`);
    onTestFinished(() => page.setURL(before));
    document.documentElement.lang = 'ar';
    document.body.replaceChildren();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const looked = vi.spyOn(document, 'querySelector');
    try {
      vi.resetModules();
      await import('./order-page-start');
      await until(() => asked.length === 1);
      expect(asked[0]).toBe(`/api/v1/orders/${CODE}`);
      // the answer has been read once the script looks for the root
      await until(() => looked.mock.calls.some(([selector]) => selector === '[data-order-root]'));
      expect(document.querySelector('[data-order-status]')).toBeNull();
      // the parser reaches the shell's root after the answer
      const root = document.createElement('div');
      root.setAttribute('data-order-root', '');
      root.innerHTML = '<p aria-busy="true">…</p>';
      document.body.append(root);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
      looked.mockRestore();
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await until(() => document.querySelector('[data-order-status]') !== null);
    expect(document.querySelector('[data-order-status] strong')?.textContent).toBe('مؤكد');
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(document.querySelectorAll('[data-order-root] section')).toHaveLength(1);
  }, 40_000);
});
