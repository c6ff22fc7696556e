import { API_BASE_PATH, type BackupStatus } from '@shop/common';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from '../core/actor/auth-user';
import { NotFoundError } from '../core/validation/errors';
import { backupsRoot, type BackupManifest } from './backup-format';
import { backupConfigFrom, type BackupConfig } from './backup-config';
import { BACKUP_MESSAGES } from './backups.messages';
import { BACKUP_WARN_AFTER_HOURS } from './backup-status';
import { listBackups, readLastRun, readLastUpload, runBackup } from './backup-runner';
import { nextNightly } from './backup-schedule';
import { tarOfFolder } from './backup-archive';
import { shopSigningKey, type BackupSigningKey } from './backup-signing';
import { DownloadTickets } from './download-tickets';

@Injectable()
export class BackupsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly config: BackupConfig = backupConfigFrom();
  private timer: NodeJS.Timeout | null = null;
  private nextAt: Date | null = null;
  private running = false;
  private readonly tickets: DownloadTickets;
  private readonly signingKey: BackupSigningKey;

  constructor(@Inject(APP_CONFIG) private readonly app: AppConfig) {
    this.tickets = new DownloadTickets(app.jwtSecret);
    this.signingKey = shopSigningKey(process.env, app.jwtSecret);
  }

  onModuleInit(): void {
    if (this.config.enabled) this.scheduleNightly();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private scheduleNightly(): void {
    this.nextAt = nextNightly(new Date(), this.config.nightlyAtMinutes);
    this.timer = setTimeout(
      () => {
        // every instance wakes; the advisory lock lets one write, the others find it busy and skip
        void this.run('nightly')
          .catch((err) => this.logger.warn(`Nightly backup: ${err?.message ?? err}`))
          .finally(() => this.scheduleNightly());
      },
      Math.max(1000, this.nextAt.getTime() - Date.now()),
    );
    this.timer.unref?.();
  }

  private async run(reason: 'nightly' | 'manual'): Promise<BackupManifest> {
    this.running = true;
    try {
      const manifest = await runBackup({
        url: this.app.databaseUrl!,
        dataDir: this.app.dataDir,
        reason,
        signingKey: this.signingKey,
        ...this.config,
      });
      this.logger.log(`Backup ${manifest.name} written (${Math.round(manifest.totalBytes / 1024)} KB in ${manifest.durationMs} ms)`);
      return manifest;
    } finally {
      this.running = false;
    }
  }

  /** The owner's "Back up now": answers when the backup is complete. */
  async backUpNow(_actor: AuthUser): Promise<BackupManifest> {
    return this.run('manual');
  }

  list(): BackupManifest[] {
    return listBackups(this.app.dataDir);
  }

  status(now = new Date()): BackupStatus {
    const latest = this.list()[0] ?? null;
    const lastRun = readLastRun(this.app.dataDir);
    const ageHours = latest ? (now.getTime() - new Date(latest.snapshotAt).getTime()) / 3_600_000 : null;
    const warning = lastRun && !lastRun.ok ? 'lastFailed' : latest === null ? 'none' : ageHours! > BACKUP_WARN_AFTER_HOURS ? 'stale' : null;
    return {
      enabled: this.config.enabled,
      running: this.running,
      latest: latest && {
        name: latest.name,
        at: latest.snapshotAt,
        reason: latest.reason,
        totalBytes: latest.totalBytes,
        rows: latest.rows,
        uploads: latest.uploads,
      },
      lastRun,
      lastSuccessAgeSeconds: ageHours === null ? null : Math.round(ageHours * 3600),
      nextAt: this.config.enabled ? (this.nextAt ?? nextNightly(now, this.config.nightlyAtMinutes)).toISOString() : null,
      keep: { daily: this.config.keepDaily, weekly: this.config.keepWeekly },
      offsite: {
        configured: !!this.config.s3,
        target: this.config.s3?.label ?? null,
        lastUpload: this.config.s3 ? readLastUpload(this.app.dataDir) : null,
      },
      count: this.list().length,
      warning,
    };
  }

  /** The newest backup as one tar stream (manifest, database files, uploads), for the owner to keep elsewhere. */
  latestArchive(): { name: string; stream: Readable } {
    const latest = this.list()[0];
    if (!latest) throw new NotFoundError(BACKUP_MESSAGES.noBackupYet);
    return { name: `${latest.name}.tar`, stream: tarOfFolder(path.join(backupsRoot(this.app.dataDir), latest.name), latest.name) };
  }

  private backupNamed(name: string): BackupManifest {
    const found = this.list().find((m) => m.name === name);
    if (!found) throw new NotFoundError(BACKUP_MESSAGES.noSuchBackup(name));
    return found;
  }

  /** A one-time link to download one backup, for the browser to follow natively (see download-tickets.ts). */
  downloadTicket(_actor: AuthUser | null, name: string, now = new Date()): { url: string; expiresAt: string } {
    this.backupNamed(name);
    const { ticket, expiresAt } = this.tickets.issue(name, now);
    return { url: `${API_BASE_PATH}/backups/${encodeURIComponent(name)}/download?ticket=${ticket}`, expiresAt: expiresAt.toISOString() };
  }

  /** The backup a ticket was issued for, as one tar stream; the ticket is checked (and used up) before anything else. */
  archiveByTicket(name: string, ticket: unknown): { name: string; stream: Readable } {
    this.tickets.redeem(ticket, name);
    const backup = this.backupNamed(name);
    return { name: `${backup.name}.tar`, stream: tarOfFolder(path.join(backupsRoot(this.app.dataDir), backup.name), backup.name) };
  }
}
