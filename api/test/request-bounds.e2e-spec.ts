import { monitorEventLoopDelay } from 'node:perf_hooks';
import { JwtService } from '@nestjs/jwt';
import { PRODUCT_LIMITS } from '@shop/common';
import { apiPath, bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct, productPayload } from './catalog.fixtures';
import { loopThreadCpuMs } from './helpers/loop-thread-cpu';

/** A body of `keys` unknown keys: `{"k0":0,"k1":0,…}`, about 10 bytes a key. */
const manyKeys = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;
/** JSON text with every character past ASCII escaped as `\uXXXX`, the widest way a client may send Arabic. */
const escaped = (value: unknown) => JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BUDGET_MS = 100;

/**
 * What one request may cost everyone else: a hostile body is refused by its size or its shape before anything
 * walks it, so a trivial request sent meanwhile is answered at once, and the answer stays small.
 */
describe('request bounds: one request cannot stall the others (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let categoryId: string;
  let productId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    categoryId = (await createCategory(t, owner)).id;
    productId = (await createProduct(t, owner, categoryId)).id;
  });
  afterAll(() => t?.close());

  /**
   * Runs `work` while a trivial public request (the in-memory site status) is sent every 10 ms; answers the
   * worst event-loop delay of this process (the app runs in it), the slowest trivial answer meanwhile, and the CPU
   * time this process spent. On a busy machine the scheduler pauses the process now and then, which delays both
   * without any work of ours; work that blocks the loop for 100 ms costs at least 100 ms of the loop thread's CPU,
   * so a stall counts only as far as that CPU time confirms it (the thread pool's and the collector's threads never
   * block the loop, and on a busy machine their time read as a stall).
   */
  async function stallDuring(work: () => Promise<unknown>): Promise<{ loopMs: number; trivialMs: number; cpuMs: number }> {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    let done = false;
    let trivialMs = 0;
    const trivial = (async () => {
      while (!done) {
        const t0 = performance.now();
        await t.http.get(apiPath('/site/status')).expect(200);
        trivialMs = Math.max(trivialMs, performance.now() - t0);
        await sleep(10);
      }
    })();
    await sleep(30); // the trivial requests are flowing before the hostile one arrives
    loop.enable();
    const cpu = loopThreadCpuMs();
    try {
      await work();
      await sleep(20);
    } finally {
      loop.disable();
      done = true;
      await trivial;
    }
    return { loopMs: loop.max / 1e6, trivialMs, cpuMs: loopThreadCpuMs() - cpu };
  }

  it.each([
    ['anonymous, to the sign-in', () => t.http.post(apiPath('/auth/login'))],
    ['anonymous with a forged token, to the sign-in', () => t.http.post(apiPath('/auth/login')).set('Authorization', 'Bearer a.b.c')],
    ['as staff, to a product update', () => t.http.put(apiPath(`/products/${productId}`)).set(t.bearer(owner))],
  ])('80,000 unknown keys (%s) delay no other request by more than 100 ms', async (_who, call) => {
    const hostile = manyKeys(80_000);
    expect(hostile.length).toBeGreaterThan(700_000);
    let answer: { status: number; text: string } = { status: 0, text: '' };
    const { loopMs, trivialMs, cpuMs } = await stallDuring(async () => {
      answer = await call().set('Content-Type', 'application/json').send(hostile);
    });
    expect([400, 413]).toContain(answer.status);
    expect(answer.text.length).toBeLessThan(1_000);
    expect({ loopMs: Math.min(loopMs, cpuMs) < BUDGET_MS, trivialMs: Math.min(trivialMs, cpuMs) < BUDGET_MS }).toEqual({
      loopMs: true,
      trivialMs: true,
    });
  });

  it('an answer with many bad fields names the first five and how many more', async () => {
    const res = await t.http
      .put(apiPath(`/products/${productId}`))
      .set(t.bearer(owner))
      .set('Content-Type', 'application/json')
      .send(manyKeys(60));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown field: k0');
    expect(res.body.errors).toEqual({
      k0: 'Unknown field: k0',
      k1: 'Unknown field: k1',
      k2: 'Unknown field: k2',
      k3: 'Unknown field: k3',
      k4: 'Unknown field: k4',
      '…': 'and 55 more',
    });
  });

  it('refuses an over-wide body before it is parsed, naming the limit', async () => {
    const put = () =>
      t.http
        .put(apiPath(`/products/${productId}`))
        .set(t.bearer(owner))
        .set('Content-Type', 'application/json');
    const wideObject = await put().send(manyKeys(65));
    expect(wideObject.status).toBe(400);
    expect(wideObject.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body has an object with too many fields (at most 64).',
    });
    const longList = await put().send(JSON.stringify({ tags: Array(1_001).fill('a') }));
    expect(longList.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body has a list with too many entries (at most 1000).',
    });
    const manySmallLists = await put().send(JSON.stringify({ tags: Array.from({ length: 50 }, () => Array(300).fill(0)) }));
    expect(manySmallLists.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body has too many fields and entries (at most 3000 in all).',
    });
    // at the limits the body is read and judged by the route's own rules
    const atLimit = await put().send(JSON.stringify({ tags: Array(1_000).fill('a') }));
    expect(atLimit.body.errors).toEqual({ tags: 'Maximum 10 tags allowed' });
  });

  it('anonymous callers may send kilobytes; a staff token is needed for more', async () => {
    const big = { email: 'a@b.co', password: 'x'.repeat(20_000) };
    expect((await t.http.post(apiPath('/auth/login')).send(big)).status).toBe(413);
    expect((await t.http.post(apiPath('/auth/login')).set('Authorization', 'Bearer forged.token.here').send(big)).status).toBe(413);
    expect((await t.http.post(apiPath('/auth/login')).send({ email: 'a@b.co', password: 'x'.repeat(256) })).status).toBe(401);
    // a token of this shop that ran out still gets the staff limit: the 401 is what makes the back office refresh it
    const expired = new JwtService({ secret: t.config.jwtSecret }).sign({
      sub: 'someone',
      sid: 'gone',
      typ: 'access',
      ver: 0,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const late = await t.http
      .put(apiPath(`/products/${productId}`))
      .set('Authorization', `Bearer ${expired}`)
      .send({ description: 'x'.repeat(50_000) });
    expect(late.status).toBe(401);
    const staff = await t.http
      .put(apiPath(`/products/${productId}`))
      .set(t.bearer(owner))
      .send({ description: 'x'.repeat(200_000) });
    expect(staff.status).toBe(400);
    expect(staff.body.errors).toEqual({ description: expect.stringMatching(/1000 characters/) });
  });

  it('takes the largest real product: every text at its limit in escaped Arabic, 50 sizes and colours, counted stock', async () => {
    const ar = (n: number) => 'قبعة'.repeat(Math.ceil(n / 4)).slice(0, n);
    const entries = (prefix: string) => Array.from({ length: 50 }, (_, i) => `${prefix}${i} ${ar(50)}`.slice(0, 50));
    const sizes = entries('S');
    const body = productPayload(categoryId, {
      name: ar(PRODUCT_LIMITS.nameMax - 1),
      nameAr: ar(PRODUCT_LIMITS.nameMax - 1),
      brand: ar(PRODUCT_LIMITS.brandMax - 1),
      subcategory: ar(100),
      material: ar(100),
      description: ar(PRODUCT_LIMITS.descriptionMax),
      descriptionAr: ar(PRODUCT_LIMITS.descriptionMax),
      sizes,
      colors: entries('C'),
      tags: Array.from({ length: PRODUCT_LIMITS.tagsMax }, (_, i) => `${i}${ar(49)}`),
      stock: { tracked: true, sizes: sizes.map((size) => ({ size, onHand: 100_000 })) },
    });
    const text = escaped(body);
    expect(text.length).toBeGreaterThan(50_000); // far past the anonymous limit, well within the staff one
    const res = await t.http.post(apiPath('/products')).set(t.bearer(owner)).set('Content-Type', 'application/json').send(text);
    expect(res.status).toBe(201);
    expect(res.body.data.descriptionAr).toBe(body.descriptionAr);
  });
});
