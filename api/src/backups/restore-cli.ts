import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT } from '../config/app-config';
import { BackupError } from './backup-format';
import { restoreSigningKeys } from './backup-signing';
import { resolveBackupDir, restoreBackup } from './restore-backup';
import { downloadBackup, s3TargetFrom } from './offsite-s3';

const USAGE = `Usage: npm run restore -- <backup folder or name | s3:<name> | s3:latest> [--check] [--data-dir <folder>] [--ignore-signature]
  s3:... downloads the backup from BACKUP_S3_URL first.
  Restores a backup into an empty data folder (DATA_DIR, default .data), or into the empty database DATABASE_URL names.
  The backup's signature is checked with BACKUP_SIGNING_KEY, JWT_SECRET, or the jwt-secret file of the shop that made it.
  --check  restores into a throwaway database and compares the row counts, without touching the live shop.
  --ignore-signature  restores, after a warning, a backup that is unsigned (older version) or not signed by these keys.`;

const FLAGS = ['--check', '--ignore-signature'];

/** `npm run restore` (scripts/restore.mjs): returns the exit code. */
export async function restoreCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = [...argv];
  const check = args.includes('--check');
  const ignoreSignature = args.includes('--ignore-signature');
  const at = args.indexOf('--data-dir');
  const dataDirArg = at >= 0 ? args[at + 1] : null;
  const rest = args.filter((a, i) => !FLAGS.includes(a) && (at < 0 || (i !== at && i !== at + 1)));
  if (rest.length !== 1 || rest[0].startsWith('-') || (at >= 0 && !dataDirArg)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const shopDataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const dataDir = dataDirArg ? path.resolve(dataDirArg) : shopDataDir;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  let downloaded: string | null = null;
  try {
    let backup = rest[0];
    if (backup.startsWith('s3:')) {
      const target = s3TargetFrom(env.BACKUP_S3_URL);
      if (!target) throw new BackupError('s3:... needs BACKUP_S3_URL, the bucket the backups were copied to.');
      downloaded = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-s3-'));
      log(`Downloading ${backup.slice(3)} from ${target.label}...`);
      backup = await downloadBackup(target, backup.slice(3), downloaded);
    }
    const keys = restoreSigningKeys(env, resolveBackupDir(backup, dataDir), [dataDir, shopDataDir]);
    const report = await restoreBackup({
      backup,
      dataDir,
      databaseUrl: check ? null : env.DATABASE_URL || null,
      check,
      keys,
      ignoreSignature,
      log,
    });
    const m = report.manifest;
    log(
      `Restored ${Object.values(report.counts).reduce((a, b) => a + b, 0)} rows in ${report.seconds.toFixed(1)} s: ` +
        ['sales', 'stock_movements', 'products', 'users']
          .filter((t) => t in report.counts)
          .map((t) => `${report.counts[t]} ${t}`)
          .join(', ') +
        `; ${m.uploads.files} uploaded files.`,
    );
    if (report.mismatches.length) {
      process.stderr.write(`The restored row counts differ from the backup's manifest:\n  ${report.mismatches.join('\n  ')}\n`);
      return 1;
    }
    if (check) log(`Check passed: every table has the row count the manifest records. Nothing of the live shop was touched.`);
    else
      log(
        `Done. Start the shop on it with: ${env.DATABASE_URL ? '' : `DATA_DIR=${dataDir} `}npm start (the storefront is rebuilt on start; staff sign in again).`,
      );
    return 0;
  } catch (err: any) {
    process.stderr.write(`Restore refused: ${err instanceof BackupError ? err.message : (err?.stack ?? err)}\n`);
    return 1;
  } finally {
    if (downloaded) fs.rmSync(downloaded, { recursive: true, force: true });
  }
}
