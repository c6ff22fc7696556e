import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { precompressedFiles } from './precompressed';

describe('precompressed files', () => {
  const body = `console.log(${JSON.stringify('stall '.repeat(400))});`;
  let app: express.Express;

  beforeAll(() => {
    // under a dot folder, as the default data folder and a checkout may be
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-')), '.build', 'assets');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'app-1.js'), body);
    fs.writeFileSync(path.join(dir, 'app-1.js.br'), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, 'app-1.js.gz'), zlib.gzipSync(body));
    fs.writeFileSync(path.join(dir, 'only-gz.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'only-gz.css.gz'), zlib.gzipSync('a{}'));
    fs.writeFileSync(path.join(dir, 'plain.js'), 'plain()');
    app = express();
    app.use('/assets', precompressedFiles(dir, 'public, max-age=31536000, immutable'));
    app.use('/assets', express.static(dir));
  });

  // supertest decodes a compressed answer as a browser does: the body read is the file's own text
  const raw = (req: request.Test) =>
    req.buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => done(null, text));
    });

  it('answers brotli when the browser takes it, gzip when it takes only that, with the type, Vary and cache headers', async () => {
    const br = await raw(request(app).get('/assets/app-1.js').set('Accept-Encoding', 'gzip, deflate, br'));
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toBe(body);

    const gz = await raw(request(app).get('/assets/app-1.js').set('Accept-Encoding', 'gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe(body);

    const css = await raw(request(app).get('/assets/only-gz.css').set('Accept-Encoding', 'br, gzip'));
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('leaves the plain file to the next handler: no encoding taken, no compressed copy, a path with a folder', async () => {
    const identity = await request(app).get('/assets/app-1.js').set('Accept-Encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(body);
    const plain = await request(app).get('/assets/plain.js').set('Accept-Encoding', 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('plain()');
    expect((await request(app).get('/assets/..%2F..%2Fetc%2Fpasswd').set('Accept-Encoding', 'br')).status).toBe(404);
    expect((await request(app).get('/assets/missing.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });
});
