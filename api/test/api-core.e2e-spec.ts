import { Controller, Get, Module } from '@nestjs/common';
import { Public } from '../src/core/http/decorators';
import { bootTestApp, type TestApp } from './helpers/test-app';

@Controller('test-only')
class ExplodingController {
  @Public()
  @Get('boom')
  boom(): never {
    throw new Error('secret connection string postgres://user:pw@db/shop');
  }
}
@Module({ controllers: [ExplodingController] })
class ExplodingModule {}

describe('API core: envelope, errors, headers, docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ BODY_LIMIT: '10kb' }, [ExplodingModule]);
  });
  afterAll(() => t.close());

  it('wraps success bodies in data and reports database health', async () => {
    const res = await t.http.get('/api/v1/health').expect(200);
    // test apps never build the storefront, so they do not stand for builder
    expect(res.body).toEqual({
      data: {
        status: 'ok',
        database: 'up',
        builder: false,
        lastBackupAgeSeconds: null,
        // nothing to report to ZATCA before onboarding
        zatcaQueueOldestAgeSeconds: null,
        catalogIndex: { state: 'loaded', products: expect.any(Number), lastChangeAppliedAgeSeconds: expect.any(Number) },
      },
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.http.post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.co", ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(20_000) })
      .expect(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('refuses unknown fields and wrong types with field errors', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .send({ email: 12, password: ['a'], isAdmin: true })
      .expect(400);
    expect(res.body.errors).toMatchObject({ email: 'Invalid email address', password: 'Password is required', isAdmin: 'Unknown field: isAdmin' });
    expect(res.body.message).toBe('Invalid email address');
  });

  it('treats SQL and HTML in text as text', async () => {
    const res = await t.http.post('/api/v1/auth/login').send({ email: "x'; DROP TABLE users;--@b.co", password: '<script>alert(1)</script>' });
    expect([400, 401]).toContain(res.status);
    const [{ count }] = await t.ds.query('SELECT count(*)::int AS count FROM users');
    expect(count).toBeGreaterThanOrEqual(0);
  });

  it('logs an unexpected error and answers a plain 500 that leaks nothing', async () => {
    const res = await t.http.get('/api/v1/test-only/boom').expect(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'An unexpected error occurred. Please try again later.', error: 'Internal Server Error' });
    expect(JSON.stringify(res.body)).not.toContain('postgres://');
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await t.http.get('/api/v1/definitely-not-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.http.get('/api/v1/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes the OpenAPI document with bearer auth', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/v1/auth/login');
    expect(res.body.components.securitySchemes.bearer).toBeDefined();
  });
});
