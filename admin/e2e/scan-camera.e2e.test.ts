import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { shotsDir } from '../../scripts/lib/test-screenshots.mjs';
import { labelQr } from '../src/products/labels/labelQr';

// scanLabel() as the stall runs it, with Chromium's fake camera playing a video of a size label: the rear camera is
// asked for, the viewfinder opens, frames are read (jsQR: Chromium on Linux has no BarcodeDetector) and the label's
// product and size come back. No shop is needed: the scanner module is built on its own and served to the page.

const ADMIN = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT = 'cmi3k9x2a0000abcdefghijkl';
const W = 640;
const H = 480;
let dir = '';
let browser: Browser;

/** A Y4M video (what Chromium's fake camera plays): the label's QR code, 8 px a module, black on white, centred. */
function labelVideo(size: string): Buffer {
  const qr = labelQr(PRODUCT, size);
  const px = 8;
  const x0 = Math.floor((W - qr.width * px) / 2);
  const y0 = Math.floor((H - qr.width * px) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) if (qr.dark(Math.floor((x - x0) / px), Math.floor((y - y0) / px)) && x >= x0 && y >= y0) luma[y * W + x] = 16;
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'scan-camera-'));
  await build({
    configFile: false,
    root: ADMIN,
    logLevel: 'warn',
    // a library build keeps process.env.NODE_ENV as written; the page has no process (the scanner's words come
    // through the i18n provider, whose packages read it)
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: { '@shop/common': path.join(ADMIN, '../common/src/index.ts') } },
    build: {
      outDir: path.join(dir, 'www'),
      emptyOutDir: true,
      lib: { entry: path.join(ADMIN, 'src/stall/scan.ts'), formats: ['es'], fileName: 'scan' },
    },
  });
  writeFileSync(path.join(dir, 'label.y4m'), labelVideo('XL'));
  browser = await chromium.launch({
    // its own Chromium, not the run's shared one: the fake camera is chosen at launch
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${path.join(dir, 'label.y4m')}`,
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('scanLabel with a camera', () => {
  it('reads the label the camera sees and answers its product and size', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, permissions: ['camera'] });
    const page = await context.newPage();
    // http://localhost is a secure context, as the camera needs; the files come from the build, no server runs
    await page.route('http://localhost:9/**', (route) => {
      const file = path.join(dir, 'www', new URL(route.request().url()).pathname);
      if (route.request().url().endsWith('/'))
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>scan</title><body></body>' });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) });
    });
    await page.goto('http://localhost:9/');
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    // a string, so the test runner does not rewrite the page's import()
    const scanned = page.evaluate("import('/scan.js').then((m) => m.scanLabel())");
    await page.getByRole('dialog', { name: 'Scan a label' }).waitFor();
    const shots = shotsDir('scan-camera');
    if (shots) await page.screenshot({ path: `${shots}/scanner-375.png` }).catch(() => undefined);
    expect(await scanned).toEqual({ productId: PRODUCT, size: 'XL' });
    // the viewfinder is gone and the camera released
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
