import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createSiteHandler } from './site-static';

describe('storefront static handler', () => {
  let root: string;
  let current: string | null;
  let app: express.Express;

  beforeAll(() => {
    // the default data folder is `<repo>/.data`, so builds always sit under a dot folder
    root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-static-')), '.data', 'build');
    const write = (p: string, body: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
      fs.writeFileSync(path.join(root, p), body);
    };
    write('index.html', '<h1>home</h1>');
    write('products/cabc/index.html', '<h1>cap</h1>');
    write('live/product/index.html', '<h1>live product</h1>');
    write('live/category/index.html', '<h1>live category</h1>');
    write('404.html', "<script>location.replace('/')</script>");
    write('ar/live/product/index.html', '<h1>live product ar</h1>');
    write('ar/live/category/index.html', '<h1>live category ar</h1>');
    write('live/order/index.html', '<h1>live order</h1>');
    write('ar/live/order/index.html', '<h1>live order ar</h1>');
    write('ar/404/index.html', "<script>location.replace('/ar/')</script>");
    write('_astro/app.1234.js', 'console.log(1)');
    write('_astro/app.1234.js.gz', zlib.gzipSync('console.log(1)'));
    write('sitemap.xml', '<urlset/>');
    write('images/logo.svg', '<svg/>');
    write('.secret/notes.txt', 'hidden');
    write('.env', 'SECRET=1');
    app = express();
    app.use(createSiteHandler({ currentDir: () => current }));
    app.use((_req, res) => res.status(418).send('api'));
  });
  afterAll(() => fs.rmSync(path.dirname(path.dirname(root)), { recursive: true, force: true }));

  it('never serves hidden files, even though the build itself sits under a dot folder', async () => {
    expect((await request(app).get('/')).status).toBe(200);
    for (const url of ['/.env', '/.secret/notes.txt', '/%2Eenv', '/images/../.env']) {
      const res = await request(app).get(url);
      expect(res.text).not.toContain('SECRET');
      expect(res.text).not.toContain('hidden');
    }
  });
  beforeEach(() => (current = root));

  it('serves pages revalidated and hashed assets immutable, precompressed when accepted', async () => {
    const home = await request(app).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toBe('<h1>home</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    const page = await request(app).get('/products/cabc');
    expect(page.text).toBe('<h1>cap</h1>');
    const asset = await request(app).get('/_astro/app.1234.js').set('Accept-Encoding', 'gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.text).toBe('console.log(1)');
    expect((await request(app).get('/sitemap.xml')).headers['cache-control']).toBe('public, max-age=300');
    expect((await request(app).get('/images/logo.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves a page the incremental renderer replaced (by a rename) whole, with a new validator', async () => {
    const file = path.join(root, 'products/cabc/index.html');
    const first = await request(app).get('/products/cabc');
    expect(first.headers['content-length']).toBe(String('<h1>cap</h1>'.length));
    expect((await request(app).get('/products/cabc').set('If-None-Match', first.headers.etag)).status).toBe(304);
    const next = '<h1>cap, now 99 SAR</h1>';
    fs.writeFileSync(`${file}.tmp`, next);
    fs.utimesSync(`${file}.tmp`, new Date(), new Date(Date.now() + 5000));
    fs.renameSync(`${file}.tmp`, file);
    const second = await request(app).get('/products/cabc').set('If-None-Match', first.headers.etag);
    expect(second.status).toBe(200);
    expect(second.text).toBe(next);
    expect(second.headers['content-length']).toBe(String(next.length));
    fs.writeFileSync(file, '<h1>cap</h1>');
  });

  it('answers products and categories without a page with the live page, anything else with the 404 page', async () => {
    const product = await request(app).get('/products/cnew');
    expect(product.status).toBe(200);
    expect(product.text).toBe('<h1>live product</h1>');
    expect(product.headers['x-robots-tag']).toBe('noindex');
    expect((await request(app).get('/category/cnew/page/3')).text).toBe('<h1>live category</h1>');
    const other = await request(app).get('/whatever/else');
    expect(other.status).toBe(404);
    expect(other.text).toContain("location.replace('/')");
    expect((await request(app).get('/products/a/b')).status).toBe(404);
  });

  it('answers every order page with the order shell in its language, never indexed', async () => {
    const order = await request(app).get('/orders/RC-7K3Q2-M8XPA');
    expect(order.status).toBe(200);
    expect(order.text).toBe('<h1>live order</h1>');
    expect(order.headers['x-robots-tag']).toBe('noindex');
    expect((await request(app).get('/ar/orders/rc-7k3q2-m8xpa')).text).toBe('<h1>live order ar</h1>');
    expect((await request(app).get('/orders/a/b')).status).toBe(404);
  });

  it('answers the Arabic pages under /ar/ with the Arabic live and 404 pages', async () => {
    expect((await request(app).get('/ar/products/cnew')).text).toBe('<h1>live product ar</h1>');
    expect((await request(app).get('/ar/category/cnew/page/2')).text).toBe('<h1>live category ar</h1>');
    const other = await request(app).get('/ar/whatever');
    expect(other.status).toBe(404);
    expect(other.text).toContain("location.replace('/ar/')");
    expect((await request(app).get('/arabic/x')).text).toContain("location.replace('/')");
  });

  it('leaves the API, the back office and the images alone', async () => {
    for (const p of ['/api/v1/health', '/admin', '/admin/login', '/uploads/x.jpg']) expect((await request(app).get(p)).status).toBe(418);
    expect((await request(app).post('/')).status).toBe(418);
  });

  it('refuses to leave the build folder', async () => {
    const res = await request(app).get('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('root:');
  });

  it('shows the self-refreshing opening page until the first build', async () => {
    current = null;
    const res = await request(app).get('/');
    expect(res.status).toBe(503);
    expect(res.text).toContain('The shop is opening');
    expect(res.text).toContain('data-shop-opening');
    expect(res.text).toContain('http-equiv="refresh"');
    expect((await request(app).get('/_astro/app.js')).status).toBe(404);
  });
});
