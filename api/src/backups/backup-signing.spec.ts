import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { BackupManifest } from './backup-format';
import { checkManifestSignature, restoreSigningKeys, shopSigningKey, signManifest, signingKeyFrom } from './backup-signing';

const SECRET = 'a'.repeat(40);
const manifest = (): BackupManifest =>
  ({
    format: 'shop-backup/1',
    name: '2026-11-26T03-00-00-000Z-nightly',
    rows: { users: 2, sales: 10 },
    files: [{ path: 'database/users.copy.gz', bytes: 10, sha256: '0'.repeat(64) }],
  }) as unknown as BackupManifest;

describe('backup manifest signatures', () => {
  it('signs the same manifest the same way whatever the order of its fields', () => {
    const key = signingKeyFrom(SECRET, 'test');
    const a = manifest();
    const b = JSON.parse(JSON.stringify({ files: a.files, rows: { sales: 10, users: 2 }, name: a.name, format: a.format }));
    expect(signManifest(a, key)).toEqual(signManifest(b, key));
  });

  it('tells an edited manifest (a file hash or a count changed) from another installation and an unsigned one', () => {
    const key = signingKeyFrom(SECRET, 'JWT_SECRET');
    const signed = { ...manifest(), signature: signManifest(manifest(), key) };
    expect(checkManifestSignature(signed, [key])).toMatchObject({ ok: true });
    const hash = JSON.parse(JSON.stringify(signed));
    hash.files[0].sha256 = '1'.repeat(64);
    expect(checkManifestSignature(hash, [key])).toMatchObject({ ok: false, problem: 'edited' });
    expect(checkManifestSignature({ ...signed, rows: { users: 3, sales: 10 } }, [key])).toMatchObject({ ok: false, problem: 'edited' });
    expect(checkManifestSignature(signed, [signingKeyFrom('b'.repeat(40), 'JWT_SECRET')])).toMatchObject({ ok: false, problem: 'otherInstallation' });
    expect(checkManifestSignature(manifest(), [key])).toMatchObject({ ok: false, problem: 'unsigned' });
    expect(checkManifestSignature(signed, [])).toMatchObject({ ok: false, problem: 'noKey' });
  });

  it('derives the key from the secret: neither the key id nor the signature contains the secret', () => {
    const key = signingKeyFrom(SECRET, 'JWT_SECRET');
    expect(key.key.toString('utf8')).not.toContain(SECRET);
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(signManifest(manifest(), key))).not.toContain(SECRET);
  });

  it('signs with BACKUP_SIGNING_KEY when set, the JWT secret otherwise, and refuses a short BACKUP_SIGNING_KEY', () => {
    expect(shopSigningKey({}, SECRET).keyId).toBe(signingKeyFrom(SECRET, 'x').keyId);
    expect(shopSigningKey({ BACKUP_SIGNING_KEY: 'c'.repeat(32) }, SECRET)).toMatchObject({
      keyId: signingKeyFrom('c'.repeat(32), 'x').keyId,
      source: 'BACKUP_SIGNING_KEY',
    });
    expect(() => shopSigningKey({ BACKUP_SIGNING_KEY: 'short' }, SECRET)).toThrow(/BACKUP_SIGNING_KEY must be at least 32 characters/);
  });

  it('a restore looks for the jwt-secret file of the data folder the backup sits in, and of the given folders', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-signing-'));
    try {
      const shop = path.join(root, '.data');
      fs.mkdirSync(path.join(shop, 'backups', 'b1'), { recursive: true });
      fs.writeFileSync(path.join(shop, 'jwt-secret'), `${SECRET}\n`);
      const keys = restoreSigningKeys({ JWT_SECRET: 'd'.repeat(40) }, path.join(shop, 'backups', 'b1'), [path.join(root, 'new')]);
      expect(keys.map((k) => k.source)).toEqual(['JWT_SECRET', path.join(shop, 'jwt-secret')]);
      // the same secret twice is one key
      expect(restoreSigningKeys({ JWT_SECRET: SECRET }, path.join(shop, 'backups', 'b1'), [shop])).toHaveLength(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
