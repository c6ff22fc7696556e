import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Logger } from '@nestjs/common';
import { IncrementalRenderer } from './incremental-renderer';
import { runAstroBuild } from '../build/site-builder';

/** Secrets the API reads from its environment; none may reach a storefront process. */
const SECRETS = {
  JWT_SECRET: 'jwt-secret-never-shared',
  DATABASE_URL: 'postgres://shop:pw@db/shop',
  SMTP_URL: 'smtp://u:pw@mail',
  CLOUDINARY_URL: 'cloudinary://k:s@shop',
};
const STOREFRONT = path.resolve(__dirname, '..', '..', '..', '..', 'storefront');
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Logger;

describe('the environment of storefront processes', () => {
  let dir: string;
  const saved: Record<string, string | undefined> = {};

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'child-env-'));
    for (const [k, v] of Object.entries(SECRETS)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });

  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const expectNoSecret = (env: Record<string, string>) => {
    for (const name of [...Object.keys(SECRETS), 'TEST_DATABASE_URL']) expect(env).not.toHaveProperty(name);
    expect(Object.values(env).some((v) => Object.values(SECRETS).some((s) => v.includes(s)))).toBe(false);
    expect(env.PATH).toBe(process.env.PATH);
  };

  it('the incremental renderer, started as the site service starts it, sees none of the API secrets', async () => {
    // a renderer bundle that only reports what its process was given; the worker that loads it is the real one
    const entry = path.join(dir, 'entry.mjs');
    fs.writeFileSync(
      entry,
      `import { writeFileSync } from 'node:fs';
       export const renderer = { init: async ({ outDir }) => { writeFileSync(outDir + '/env.json', JSON.stringify(process.env)); return { products: 0 }; } };`,
    );
    const failed = jest.fn();
    const renderer = new IncrementalRenderer(0, { failed, rendered: () => undefined }, quiet);
    renderer.start({ entry, outDir: dir, apiUrl: 'http://127.0.0.1:1/api/v1', storefrontRoot: STOREFRONT, publicSiteUrl: 'https://shop.example' });
    try {
      await renderer.whenIdle();
      expect(failed).not.toHaveBeenCalled();
      expect(renderer.status().state).toBe('ready');
      const env = JSON.parse(fs.readFileSync(path.join(dir, 'env.json'), 'utf8'));
      expectNoSecret(env);
      expect(env).toMatchObject({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://shop.example' });
    } finally {
      renderer.stop();
    }
  });

  it('a storefront build sees none of the API secrets, and what it is given by name', async () => {
    // an `astro` that only reports its environment, found the way the real one is (node_modules above the storefront)
    const root = path.join(dir, 'storefront');
    const cli = path.join(dir, 'node_modules', 'astro', 'astro.js');
    fs.mkdirSync(root, { recursive: true });
    fs.mkdirSync(path.dirname(cli), { recursive: true });
    fs.writeFileSync(path.join(root, 'astro.config.mjs'), 'export default {};\n');
    fs.writeFileSync(
      cli,
      `const fs = require('node:fs'); const out = process.argv[process.argv.indexOf('--outDir') + 1];
      fs.mkdirSync(out, { recursive: true }); fs.writeFileSync(out + '/env.json', JSON.stringify(process.env));\n`,
    );
    const outDir = path.join(dir, 'out');
    const req = { storefrontRoot: root, outDir, apiUrl: 'http://127.0.0.1:1/api/v1', publicSiteUrl: 'https://shop.example', timeoutMs: 30_000 };
    await runAstroBuild(req, outDir, { SHOP_RENDERER_BUILD: '1' }, new AbortController().signal);
    const env = JSON.parse(fs.readFileSync(path.join(outDir, 'env.json'), 'utf8'));
    expectNoSecret(env);
    expect(env).toMatchObject({ SHOP_API_URL: req.apiUrl, PUBLIC_SITE_URL: req.publicSiteUrl, SHOP_RENDERER_BUILD: '1', NODE_ENV: 'production' });
  });
});
