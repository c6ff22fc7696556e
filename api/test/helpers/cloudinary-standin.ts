import { createHash } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { bootTestApp, type TestApp } from './test-app';

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  fields: Record<string, string>;
  files: MultipartPart[];
}

/** A strict-enough multipart/form-data reader: the SDK writes simple parts (no nested multiparts, no transfer encodings). */
export function parseMultipart(body: Buffer, contentType: string): MultipartPart[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!m) throw new Error(`no boundary in ${contentType}`);
  const delim = Buffer.from(`--${m[1] ?? m[2]}`);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(delim);
  while (pos !== -1) {
    const start = pos + delim.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delim, start);
    if (next === -1) throw new Error('multipart body ends without a closing boundary');
    let part = body.subarray(start, next);
    if (part.subarray(0, 2).toString() === '\r\n') part = part.subarray(2);
    if (part.subarray(part.length - 2).toString() === '\r\n') part = part.subarray(0, part.length - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1] ?? null;
    const contentTypeHeader = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? null;
    parts.push({ name, filename, contentType: contentTypeHeader, data: part.subarray(headerEnd + 4) });
    pos = next;
  }
  return parts;
}

/** Cloudinary's request signature: sorted `key=value` pairs of every signed field, then the secret, SHA-1. */
export function cloudinarySignature(fields: Record<string, string>, apiSecret: string): string {
  const signed = Object.keys(fields)
    .filter((k) => !['signature', 'api_key', 'file', 'resource_type', 'cloud_name'].includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHash('sha1')
    .update(signed + apiSecret)
    .digest('hex');
}

/**
 * Stands in for api.cloudinary.com on 127.0.0.1: records every request and answers upload and destroy
 * the way Cloudinary does (same JSON fields), so the driver's request and its mapping can both be checked offline.
 */
export class CloudinaryStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Set to make the next answers fail the way Cloudinary reports errors. */
  failWith: { status: number; message: string } | null = null;
  private server: http.Server | null = null;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.answer(req, Buffer.concat(chunks), res).catch((e) => {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: String(e) } }));
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  private async answer(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    const ct = req.headers['content-type'] ?? '';
    const parts = ct.startsWith('multipart/form-data') ? parseMultipart(body, ct) : [];
    const fields: Record<string, string> = {};
    for (const p of parts) if (p.filename === null) fields[p.name] = p.data.toString('utf8');
    const rec: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      fields,
      files: parts.filter((p) => p.filename !== null),
    };
    this.requests.push(rec);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (this.failWith) return send(this.failWith.status, { error: { message: this.failWith.message } });
    const m = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(rec.path);
    if (!m || rec.method !== 'POST') return send(404, { error: { message: `stand-in has no ${rec.method} ${rec.path}` } });
    const [, cloud, action] = m;
    if (action === 'destroy') return send(200, { result: 'ok' });
    const publicId = [fields.folder, fields.public_id].filter(Boolean).join('/');
    const file = rec.files[0];
    const version = 1763900000;
    // Like Cloudinary, report what the bytes really are.
    const meta = file
      ? await sharp(file.data)
          .metadata()
          .catch(() => null)
      : null;
    if (!meta) return send(400, { error: { message: 'Invalid image file' } });
    const format = meta.format === 'jpeg' ? 'jpg' : meta.format;
    send(200, {
      asset_id: 'standin-asset',
      public_id: publicId,
      version,
      signature: 'standin',
      width: meta.width,
      height: meta.height,
      format,
      resource_type: 'image',
      created_at: new Date(0).toISOString(),
      bytes: file?.data.length ?? 0,
      type: 'upload',
      url: `http://res.cloudinary.com/${cloud}/image/upload/v${version}/${publicId}.${format}`,
      secure_url: `https://res.cloudinary.com/${cloud}/image/upload/v${version}/${publicId}.${format}`,
    });
  }
}

/**
 * For a describe block whose app stores images on Cloudinary: before its tests a fresh stand-in starts and the app
 * boots with CLOUDINARY_URL aimed at it (handed to `onBoot`); after them both are stopped. Answers the stand-in,
 * whose recorded requests the tests check.
 */
export function appOnStandIn(onBoot: (t: TestApp) => void): CloudinaryStandIn {
  const standIn = new CloudinaryStandIn();
  let t: TestApp | undefined;
  beforeAll(async () => {
    const base = await standIn.start();
    t = await bootTestApp({ CLOUDINARY_URL: `cloudinary://key-9:secret-9@shop-cloud?upload_prefix=${base}` });
    onBoot(t);
  });
  afterAll(async () => {
    // bootTestApp copied the variable into process.env, where a later app in the same file would still see it
    delete process.env.CLOUDINARY_URL;
    await t?.close();
    await standIn.stop();
  });
  return standIn;
}
