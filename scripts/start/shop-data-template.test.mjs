// The data folder template test shops start from (scripts/lib/shop-data-template.mjs): one per build of the API and
// first-start settings, never for a shop whose data lives elsewhere, and a copy leaves out what is one shop's own.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { copyTemplate, saveTemplate, templateDir } from '../lib/shop-data-template.mjs';

/** A monorepo with an `api` workspace, as the template's key reads it. */
function repo() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'data-template-'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['api'] }));
  mkdirSync(path.join(root, 'api', 'src'), { recursive: true });
  writeFileSync(path.join(root, 'api', 'package.json'), JSON.stringify({ name: '@x/api' }));
  writeFileSync(path.join(root, 'api', 'src', 'migration.ts'), 'one');
  return root;
}

const OWNER = { ADMIN_EMAIL: 'owner@e2e.test', ADMIN_PASSWORD: 'e2e-owner-pass-1' };

test('one template per API build and first-start settings; none for a shop whose data is kept elsewhere', () => {
  const root = repo();
  try {
    const base = templateDir(root, { ...OWNER, PORT: '1', PUBLIC_SITE_URL: 'http://a' });
    assert.equal(
      templateDir(root, { ...OWNER, PORT: '2', PUBLIC_SITE_URL: 'http://b', SMTP_URL: 'smtp://x' }),
      base,
      'the address and mail do not matter',
    );
    assert.notEqual(templateDir(root, { ...OWNER, SEED_DEMO: 'false' }), base, 'no demo catalog: another template');
    assert.notEqual(templateDir(root, { ...OWNER, ADMIN_EMAIL: 'other@e2e.test' }), base, 'another owner: another template');
    assert.equal(templateDir(root, { ...OWNER, DATABASE_URL: 'postgres://x' }), null);
    assert.equal(templateDir(root, { ...OWNER, CLOUDINARY_URL: 'cloudinary://x' }), null);
    writeFileSync(path.join(root, 'api', 'src', 'migration.ts'), 'two');
    assert.notEqual(templateDir(root, OWNER), base, 'a changed API source: another template');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a saved template is copied without the storefront's builds or the old server's pids; no template, no copy", () => {
  const root = repo();
  try {
    const template = templateDir(root, OWNER);
    const shop = path.join(root, 'shop', '.data');
    mkdirSync(path.join(shop, 'postgres'), { recursive: true });
    mkdirSync(path.join(shop, 'site', 'builds'), { recursive: true });
    writeFileSync(path.join(shop, 'postgres', 'PG_VERSION'), '18');
    writeFileSync(path.join(shop, 'postgres.owner.json'), '{}');
    writeFileSync(path.join(shop, 'jwt-secret'), 'secret');
    const copy = path.join(root, 'copy', '.data');
    mkdirSync(path.dirname(copy));
    assert.equal(copyTemplate(template, copy), false, 'nothing to copy yet');
    assert.equal(existsSync(copy), false);
    saveTemplate(shop, template);
    assert.equal(copyTemplate(template, copy), true);
    assert.equal(readFileSync(path.join(copy, 'postgres', 'PG_VERSION'), 'utf8'), '18');
    assert.equal(readFileSync(path.join(copy, 'jwt-secret'), 'utf8'), 'secret');
    assert.equal(existsSync(path.join(copy, 'site')), false);
    assert.equal(existsSync(path.join(copy, 'postgres.owner.json')), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
