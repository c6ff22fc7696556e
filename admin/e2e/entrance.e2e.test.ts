import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OWNER, launch, signIn } from './helpers';

// Screens enter with an 800 ms animation, once only: coming back to a screen does not move it again, and nothing
// moves for staff who asked their system for reduced motion.

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const entrance = (page: Page) =>
  page
    .locator('[data-entrance]')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { state: el.getAttribute('data-entrance'), name: style.animationName, duration: style.animationDuration };
    });

/** Waits until the screen's entrance has played through, as a staff member would see it before moving on. */
const entranceDone = (page: Page) =>
  page
    .locator('[data-entrance]')
    .first()
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));

async function openFromMenu(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((u) => u.pathname === path);
}

describe('screen entrance', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: 800 ms the first time a screen opens, not again`, async () => {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, OWNER.email, OWNER.password);
      await openFromMenu(page, '/admin/categories');
      await expect.poll(() => entrance(page)).toMatchObject({ state: 'first', duration: '0.8s' });
      expect((await entrance(page)).name).not.toBe('none');
      await entranceDone(page);
      await openFromMenu(page, '/admin/products');
      await expect.poll(async () => (await entrance(page)).state).toBe('first');
      await openFromMenu(page, '/admin/categories');
      await expect.poll(() => entrance(page)).toMatchObject({ state: 'again', name: 'none' });
    });
  }

  it('does not move for prefers-reduced-motion', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })).newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await expect.poll(() => entrance(page)).toMatchObject({ state: 'first', name: 'none' });
  });
});
