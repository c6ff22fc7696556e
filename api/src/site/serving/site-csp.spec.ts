import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import express from 'express';
import request from 'supertest';
import { SITE_CSP_FILE } from '@shop/common';
import { securityHeaders } from '../../core/http/security-headers';
import { createSiteHandler } from './site-static';

// The storefront's pages are served with a script policy that allows their own inline scripts by hash (listed by
// the build in SITE_CSP_FILE), never 'unsafe-inline'; everything else keeps the API's policy.
const scriptSrc = (res: request.Response) => /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';

describe('storefront content security policy', () => {
  let dir: string;
  let current: string;
  const hashes = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='", "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"];
  let app: express.Express;

  const build = (name: string, withHashes: boolean) => {
    const root = path.join(dir, name);
    fs.mkdirSync(path.join(root, '_astro'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<script>1</script><h1>home</h1>');
    fs.writeFileSync(path.join(root, '_astro', 'a.js'), 'console.log(1)');
    if (withHashes) fs.writeFileSync(path.join(root, SITE_CSP_FILE), JSON.stringify({ scriptSrc: hashes }));
    return root;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-csp-'));
    app = express();
    app.use(securityHeaders());
    app.use(createSiteHandler({ currentDir: () => current }));
    app.get('/api/v1/ping', (_req, res) => res.json({ ok: true }));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("serves the storefront's pages with their inline scripts' hashes and no 'unsafe-inline'", async () => {
    current = build('with', true);
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    const policy = scriptSrc(res);
    expect(policy.split(' ')).toEqual(["'self'", ...hashes]);
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it("keeps the API's own answers and the build's scripts at script-src 'self'", async () => {
    current = build('with', true);
    expect(scriptSrc(await request(app).get('/api/v1/ping'))).toBe("'self'");
    expect(scriptSrc(await request(app).get('/_astro/a.js'))).toBe("'self'");
  });

  it("still runs a build made before the hashes were listed, with 'unsafe-inline' for its pages only", async () => {
    current = build('older', false);
    expect(scriptSrc(await request(app).get('/'))).toBe("'self' 'unsafe-inline'");
    expect(scriptSrc(await request(app).get('/api/v1/ping'))).toBe("'self'");
  });

  it('reads a changed list (pages rewritten by the incremental renderer) without a restart', async () => {
    current = build('changing', true);
    expect(scriptSrc(await request(app).get('/'))).toContain(hashes[1]);
    const later = "'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='";
    const file = path.join(current, SITE_CSP_FILE);
    fs.writeFileSync(file, JSON.stringify({ scriptSrc: [later] }));
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(file, future, future);
    expect(scriptSrc(await request(app).get('/'))).toBe(`'self' ${later}`);
  });
});
