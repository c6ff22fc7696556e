// Backups end to end: seed a shop, back it up (once while sales are being recorded), destroy its data folder, restore
// into a new one and start the shop on it. A damaged backup is refused, by restore and by --check, naming the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, chmodSync, existsSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/shop-process.mjs';
import { fingerprint, ledgerErrors, seedSales, shopDb, shopDbUrl } from '../lib/backup-shop-db.mjs';
import { api, signIn, sleep, until, startFaultShop as startShop } from './lib.mjs';

const run = promisify(execFile);
const RESTORE = path.join(ROOT, 'scripts', 'restore.mjs');

/** The shop's JWT secret, kept off the machine as docs/backup-signing.md asks: it checks the backups' signatures. */
let keptSecret = null;

/** `npm run restore -- ...args`, answering { code, out } whatever the exit code. */
async function restore(args, env = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [RESTORE, ...args], {
      env: { ...process.env, ...(keptSecret ? { JWT_SECRET: keptSecret } : {}), ...env },
      timeout: 180_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    return { code: err.code, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

const today = () => new Date().toISOString().slice(0, 10);
const step = (what) => process.stdout.write(`# ${new Date().toISOString().slice(11, 19)} ${what}\n`);

test('a shop backed up while 20 sales a second are recorded, its data folder destroyed, comes back whole from the restore', {
  timeout: 900_000,
}, async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-fault-'));
  chmodSync(work, 0o755);
  let shop = await startShop();
  let restored = null;
  try {
    step('shop started');
    keptSecret = process.env.JWT_SECRET || readFileSync(path.join(shop.dataDir, 'jwt-secret'), 'utf8').trim();
    const token = await signIn(shop);
    const clerk = { name: 'Backup Clerk', email: 'clerk@e2e.test', role: 'ADMIN', password: 'clerk-pass-2026' };
    assert.equal((await api(shop, 'POST', '/users', { token, body: clerk })).status, 201);
    assert.equal((await api(shop, 'PUT', '/settings', { token, body: { businessName: 'Restored Caps', taglineAr: 'قبعات قديمة' } })).status, 200);
    const db = await shopDb(shop.dataDir);
    await seedSales(db, 3000);
    // one product counted per size, so sales move the stock ledger
    const {
      rows: [product],
    } = await db.query(
      `SELECT p.id, p.sizes, p.original_price::float AS op, p.selling_price::float AS sp, i.url AS image
         FROM products p JOIN product_images i ON i.product_id = p.id
        WHERE NOT p.archived AND cardinality(p.sizes) > 0 ORDER BY p.id LIMIT 1`,
    );
    assert.ok(product, 'the demo catalogue has a product with sizes and an image');
    const stock = await api(shop, 'PUT', `/products/${product.id}/stock`, {
      token,
      body: { tracked: true, sizes: product.sizes.map((size) => ({ size, onHand: 5000 })) },
    });
    assert.equal(stock.status, 200, stock.text);
    const imageBefore = Buffer.from(await (await fetch(`${shop.url}${product.image}`)).arrayBuffer());
    assert.ok(imageBefore.length > 0);

    step('seeded');
    // 20 sales a second; each remembers when its acknowledgement arrived
    const acked = [];
    let recording = true;
    const inFlight = new Set();
    const load = (async () => {
      for (let i = 0; recording; i++) {
        const p = api(shop, 'POST', '/sales', {
          token,
          body: {
            productId: product.id,
            saleDate: today(),
            originalPrice: product.op,
            sellingPrice: product.sp,
            size: product.sizes[i % product.sizes.length],
            quantity: 1,
          },
        })
          .then((res) => {
            if (res.status === 201) acked.push({ id: res.body.id, at: Date.now() });
          })
          .catch(() => undefined); // a sale the shop never acknowledged is not promised to be in any backup
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
        await sleep(50);
      }
    })();
    // a failed wait must also end the load, or its loop keeps this file running after the test has failed
    await until('20 sales acknowledged before the backup', () => acked.length >= 20, 120_000).catch((err) => {
      recording = false;
      throw err;
    });
    const backupAskedAt = Date.now();
    const underLoad = await api(shop, 'POST', '/backups', { token });
    recording = false;
    await load;
    assert.equal(underLoad.status, 201, underLoad.text);
    await Promise.all([...inFlight]);
    const ackedBefore = acked.filter((s) => s.at <= backupAskedAt).map((s) => s.id);
    assert.ok(ackedBefore.length >= 20, `sales were recorded before the backup began (${ackedBefore.length})`);
    assert.ok(acked.length > ackedBefore.length, 'sales went on being recorded while the backup ran');

    step(`backed up under load (${acked.length} sales acknowledged)`);
    const loadDir = path.join(work, underLoad.body.name);
    cpSync(path.join(shop.dataDir, 'backups', underLoad.body.name), loadDir, { recursive: true });
    // a quiet backup whose contents are exactly what the live database holds now
    const before = await fingerprint(db);
    assert.deepEqual(await ledgerErrors(db), []);
    await db.end();
    const quiet = await api(shop, 'POST', '/backups', { token });
    assert.equal(quiet.status, 201, quiet.text);
    const status = await api(shop, 'GET', '/backups/status', { token });
    assert.equal(status.body.latest.name, quiet.body.name);
    assert.equal(status.body.count, 2, 'the backup taken under load is kept beside the newer one');
    assert.equal(status.body.warning, null);

    // the owner's download is the whole backup, by the one-time link the back office hands the browser (no token
    // sent with it); the one under load is copied off the machine too
    const ticket = await api(shop, 'POST', `/backups/${quiet.body.name}/download-ticket`, { token });
    assert.equal(ticket.status, 201, ticket.text);
    const download = await fetch(`${shop.url}${ticket.body.url}`);
    assert.equal(download.status, 200);
    writeFileSync(path.join(work, 'latest.tar'), Buffer.from(await download.arrayBuffer()));
    await run('tar', ['-xf', path.join(work, 'latest.tar'), '-C', work]);
    const quietDir = path.join(work, quiet.body.name);

    step('downloaded');
    // the disk is lost
    await shop.stop({ keepData: true });
    rmSync(shop.dataDir, { recursive: true, force: true });
    shop = null;

    const dataDir = path.join(work, 'restored', '.data');
    const done = await restore([quietDir, '--data-dir', dataDir]);
    assert.equal(done.code, 0, done.out);
    step('restored');
    restored = await startShop({ dataDir });
    step('restored shop started'); // waits for the storefront's first build on the restored data
    const rdb = await shopDb(dataDir);
    try {
      assert.deepEqual(await fingerprint(rdb), before, 'every sale, movement, user, setting and image record is back');
      assert.deepEqual(await ledgerErrors(rdb), [], 'the stock ledger balances');
      const image = Buffer.from(await (await fetch(`${restored.url}${product.image}`)).arrayBuffer());
      assert.ok(image.equals(imageBefore), 'the image file is back');
      const clerkIn = await api(restored, 'POST', '/auth/login', { body: { email: clerk.email, password: clerk.password } });
      assert.equal(clerkIn.status, 200, clerkIn.text);
      const home = await (await fetch(`${restored.url}/`)).text();
      assert.match(home, /Restored Caps/, 'the rebuilt storefront shows the restored settings');

      // the backup taken under load, restored into a database of its own: every sale acknowledged before it began
      await rdb.query('CREATE DATABASE under_load');
      const url = shopDbUrl(dataDir, 'under_load');
      const loaded = await restore([loadDir, '--data-dir', path.join(work, 'under-load-data')], { DATABASE_URL: url });
      assert.equal(loaded.code, 0, loaded.out);
    } finally {
      await rdb.end();
    }
    const ldb = await shopDb(dataDir, 'under_load');
    try {
      const { rows } = await ldb.query('SELECT id FROM sales WHERE id = ANY($1)', [ackedBefore]);
      assert.equal(rows.length, ackedBefore.length, 'every sale acknowledged before the backup began is in it');
      assert.deepEqual(await ledgerErrors(ldb), [], 'the ledger of the backup under load balances');
    } finally {
      await ldb.end();
    }

    step('backup under load checked');
    // damaged backups are refused before anything is written, naming the file
    const flipped = path.join(work, 'flipped');
    cpSync(quietDir, flipped, { recursive: true });
    const target = path.join(flipped, 'database', 'sales.copy.gz');
    const bytes = readFileSync(target);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(target, bytes);
    for (const args of [
      [flipped, '--data-dir', path.join(work, 'never-1')],
      [flipped, '--check'],
    ]) {
      const res = await restore(args);
      assert.equal(res.code, 1, res.out);
      assert.match(res.out, /damaged: database\/sales\.copy\.gz does not match its checksum/);
    }
    const missing = path.join(work, 'missing');
    cpSync(quietDir, missing, { recursive: true });
    const upload = readdirSync(path.join(missing, 'uploads'), { recursive: true })
      .map(String)
      .find((f) => /\.(jpe?g|png|webp|avif)$/i.test(f));
    unlinkSync(path.join(missing, 'uploads', upload));
    for (const args of [
      [missing, '--data-dir', path.join(work, 'never-2')],
      [missing, '--check'],
    ]) {
      const res = await restore(args);
      assert.equal(res.code, 1, res.out);
      assert.ok(res.out.includes(`damaged: uploads/${upload} is missing`), res.out);
    }
    assert.ok(!existsSync(path.join(work, 'never-1', 'postgres')) && !existsSync(path.join(work, 'never-2', 'postgres')), 'nothing was written');

    // --check proves a good backup without touching the live shop
    const checked = await restore([loadDir, '--check']);
    assert.equal(checked.code, 0, checked.out);
    assert.match(checked.out, /Check passed/);
  } finally {
    await shop?.stop();
    await restored?.stop({ keepData: true });
    rmSync(work, { recursive: true, force: true });
  }
});
