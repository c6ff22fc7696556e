import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ImportJobState, ImportJobView, ImportReport } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { isEntityId } from '../core/ids/entity-id';
import { newId } from '../core/ids/ids';
import { NotFoundError } from '../core/validation/errors';
import { IMPORT_JOB_HEARTBEAT_MS, IMPORT_JOB_MESSAGES as M, IMPORT_JOB_STALE_SECONDS } from './sheet-import-jobs.messages';
import { SheetImportService, type UploadedSheet } from './sheet-import.service';

/** A running row not touched for the stale time reads as failed: its process died, and its transaction with it. */
const SELECT_VIEW = `
  SELECT "id", "file", "rows_done" AS "rowsDone", "rows_total" AS "rowsTotal", "result", "started_by" AS "startedBy",
         "created_at" AS "createdAt", "finished_at" AS "finishedAt",
         CASE WHEN "state" = 'running' AND "updated_at" < now() - make_interval(secs => ${IMPORT_JOB_STALE_SECONDS}) THEN 'failed' ELSE "state" END AS "state",
         CASE WHEN "state" = 'running' AND "updated_at" < now() - make_interval(secs => ${IMPORT_JOB_STALE_SECONDS}) THEN $$${M.interrupted}$$ ELSE "error" END AS "error"
    FROM "import_jobs"`;

/**
 * The import's apply as a job: the file is read and checked in the request (a refused row answers 400 at once, as the
 * one-request apply does), then written in the background in the same single transaction, saving how many rows are
 * written so the screen can show progress and find the job again after a reload. The progress is saved outside the
 * transaction, so it shows rows written but not yet committed: all of them commit together, or none.
 */
@Injectable()
export class SheetImportJobsService {
  private readonly log = new Logger('SheetImportJobs');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly imports: SheetImportService,
  ) {}

  async start(actor: AuthUser, file: UploadedSheet | undefined): Promise<ImportJobView> {
    const checked = await this.imports.check(file);
    const id = newId();
    await this.ds.query(`INSERT INTO "import_jobs" ("id", "file", "rows_total", "started_by") VALUES ($1, $2, $3, $4)`, [
      id,
      checked.name.slice(0, 255),
      checked.work.length,
      actor.name.slice(0, 100),
    ]);
    const heartbeat = setInterval(() => void this.touch(id), IMPORT_JOB_HEARTBEAT_MS);
    heartbeat.unref();
    void this.imports
      .applyChecked(actor, checked, {
        progress: (done) => this.touch(id, done),
        committed: (report) => this.finish(id, 'done', report, null),
      })
      .catch(async (err: unknown) => {
        this.log.error(`Import ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
        await this.finish(id, 'failed', null, M.failed);
      })
      .finally(() => clearInterval(heartbeat));
    return this.get(actor, id);
  }

  async get(_actor: AuthUser, id: string): Promise<ImportJobView> {
    const [job] = isEntityId(id) ? await this.ds.query(`${SELECT_VIEW} WHERE "id" = $1`, [id]) : [];
    if (!job) throw new NotFoundError(M.notFound);
    return job;
  }

  /** The shop's most recent import (running or finished), or null before the first. */
  async latest(_actor: AuthUser): Promise<{ job: ImportJobView | null }> {
    const [job] = await this.ds.query(`${SELECT_VIEW} ORDER BY "created_at" DESC, "id" DESC LIMIT 1`);
    return { job: job ?? null };
  }

  private async touch(id: string, rowsDone?: number): Promise<void> {
    await this.ds
      .query(`UPDATE "import_jobs" SET "rows_done" = coalesce($2, "rows_done"), "updated_at" = now() WHERE "id" = $1 AND "state" = 'running'`, [
        id,
        rowsDone ?? null,
      ])
      .catch(() => undefined); // progress is a courtesy: a lost update must not fail the import
  }

  private async finish(id: string, state: ImportJobState, result: ImportReport | null, error: string | null): Promise<void> {
    await this.ds
      .query(
        `UPDATE "import_jobs" SET "state" = $2::varchar, "result" = $3::jsonb, "error" = $4, "updated_at" = now(), "finished_at" = now(),
                "rows_done" = CASE WHEN $2::varchar = 'done' THEN "rows_total" ELSE "rows_done" END
          WHERE "id" = $1 AND "state" = 'running'`,
        [id, state, result === null ? null : JSON.stringify(result), error],
      )
      .catch((err: unknown) => this.log.error(`Import ${id}: its end could not be saved: ${err instanceof Error ? err.message : String(err)}`));
  }
}
