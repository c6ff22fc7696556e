import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPath as api, bootTestApp, type TestApp } from './helpers/test-app';
import { sleep } from './helpers/site-standins';

/**
 * Anyone may ask whether the storefront is served and fresh; how it is built (the reasons, the renderer process,
 * the kept builds, why a build failed) is for staff who watch the dashboard.
 */
describe('GET /site/status after a failed build', () => {
  let t: TestApp;
  let hook: Server;

  beforeAll(async () => {
    // A hosted builder that refuses every rebuild, so the build a staff change asks for fails with an internal reason.
    hook = createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/rebuild`;
    // the retry of the failed build is put off past the end of the file, so every test sees the one failure however
    // slowly a busy machine runs them (the default first retry, 10 s later, made it two)
    t = await bootTestApp({
      STOREFRONT_REBUILD: 'webhook',
      STOREFRONT_REBUILD_WEBHOOK_URL: url,
      STOREFRONT_REBUILD_DEBOUNCE_MS: '0',
      STOREFRONT_RETRY_MS: '600000',
    });
    const created = await t.http
      .post(api('/categories'))
      .set(t.bearer(await t.tokenFor('OWNER')))
      .send({ name: 'Caps' });
    expect(created.status).toBe(201);
    // the build fails off the request's path: asked until it has (the 20 s limit only ends a hang)
    const deadline = Date.now() + 20_000;
    while (!(await t.http.get(api('/site/status'))).body.data?.lastError) {
      if (Date.now() > deadline) throw new Error('the failed build was never reported');
      await sleep(50);
    }
  });
  afterAll(async () => {
    await t.close();
    hook.close();
  });

  it('gives staff with dashboardAccess the reason and how the storefront is built', async () => {
    const res = await t.http.get(api('/site/status')).set(t.bearer(await t.tokenWithPermissions(['dashboardAccess'])));
    expect(res.status).toBe(200);
    expect(res.body.data.lastError.message).toContain('the rebuild webhook answered 500');
    expect(res.body.data).toMatchObject({
      mode: 'webhook',
      lastReason: 'category created',
      failures: 1,
      keptBuilds: [],
      incremental: { state: 'off' },
    });
  });

  it.each([
    ['an anonymous caller', async () => ({})],
    ['staff without dashboardAccess', async () => t.bearer(await t.tokenWithPermissions(['productView']))],
  ])('gives %s the time of the failure, not its reason', async (_who, headers) => {
    const res = await t.http.get(api('/site/status')).set(await headers());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ready: false,
      building: false,
      queued: false,
      current: null,
      lastError: { at: expect.any(String), message: 'The last storefront build failed; staff can see why in the server log.' },
      failures: 1,
    });
  });
});
