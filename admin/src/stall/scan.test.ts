import { afterEach, describe, expect, it, vi } from 'vitest';
import enStall from '../i18n/messages/en/stall';
import { cameraErrorText, scanLabel } from './scan';

// The camera itself cannot run here; these check what the staff member is told when it cannot be used, and that the
// viewfinder always leaves the screen. Decoding is tested on real label pixels in scanner/decode.test.ts and on the
// printed label in e2e/labels.e2e.test.ts.

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
const secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
function camera(getUserMedia: (() => Promise<MediaStream>) | undefined, isSecure = true) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: isSecure });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: getUserMedia ? { getUserMedia } : undefined });
}
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  if (secure) Object.defineProperty(window, 'isSecureContext', secure);
  document.body.innerHTML = '';
});

const dialog = () => document.querySelector<HTMLElement>('[data-testid="label-scanner"]');
/** The viewfinder's message once it has turned into an alert (the camera's answer is awaited first). */
const shownMessage = () =>
  vi.waitFor(
    () => {
      const alert = dialog()?.querySelector('[role="alert"]');
      if (!alert) throw new Error('no message shown yet');
      return alert.textContent ?? '';
    },
    // vi.waitFor's own limit is 1 s by default; 15 s, as the setup gives Testing Library's waits, only ends a hang
    { timeout: 15_000 },
  );

describe('scanLabel when the camera cannot be used', () => {
  const cases: [string, () => void, string][] = [
    ['permission refused', () => camera(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))), enStall.scanner.refused],
    ['no camera', () => camera(() => Promise.reject(new DOMException('none', 'NotFoundError'))), enStall.scanner.noCamera],
    ['camera busy', () => camera(() => Promise.reject(new DOMException('busy', 'NotReadableError'))), enStall.scanner.busy],
    ['no camera API', () => camera(undefined), enStall.scanner.noCameraApi],
    ['plain http', () => camera(() => Promise.reject(new Error('not called')), false), enStall.scanner.insecure],
  ];
  for (const [why, setUp, text] of cases) {
    it(`${why}: says so full screen, and Close answers null and removes the viewfinder`, async () => {
      setUp();
      const scan = scanLabel();
      expect(await shownMessage()).toBe(text);
      const close = dialog()?.querySelector('button');
      expect(close?.textContent).toBe(enStall.scanner.close);
      close?.click();
      expect(await scan).toBeNull();
      expect(dialog()).toBeNull();
    });
  }

  it('Escape cancels while the camera is being asked for', async () => {
    camera(() => new Promise<MediaStream>(() => {}));
    const scan = scanLabel();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(await scan).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('names an unknown failure plainly', () => {
    expect(cameraErrorText(new Error('x'))).toBe(enStall.scanner.failed);
    expect(cameraErrorText(null)).toBe(enStall.scanner.failed);
  });
});
