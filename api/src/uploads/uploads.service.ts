import { mkdir, statfs } from 'node:fs/promises';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, Repository } from 'typeorm';
import { CATEGORY_MESSAGES, hasAnyPermission, PRODUCT_MESSAGES, type Permission } from '@shop/common';
import { entityIdError } from '../core/ids/entity-id';
import { UPLOAD_MESSAGES } from './uploads.messages';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ADVISORY_LOCK, runAlone } from '../core/cluster/advisory-locks';
import type { AuthUser } from '../core/actor/auth-user';
import { ForbiddenError, InsufficientStorageError, NotFoundError, TooManyRequestsError, ValidationError } from '../core/validation/errors';
import { newId } from '../core/ids/ids';
import { currentImageIds } from './entity-images.sql';
import { ImageJobs } from './image-jobs';
import { normaliseImage } from './image-processing';
import { LocalDiskDriver } from './storage/local-disk.driver';
import { UPLOAD_LIMIT_MESSAGES } from '../config/upload-limits';
import { RateLimit } from '../core/rate-limit/rate-limit';
import { ACTIVE_STORAGE_DRIVER, STORAGE_DRIVERS, type StorageDriver, type StorageDriverName } from './storage/storage-driver';
import { toStoredImage, type StoredImage, type StoredImageWithOwner } from './stored-image';
import { Upload, type UploadEntityType } from './upload.entity';
import { checkImageFile, folderNameFor, isUploadTarget, maxImagesFor, UPLOAD_API_MESSAGES, uploadConfigFor, type UploadTarget } from './upload-rules';

export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;
export const UNATTACHED_MAX_AGE_MS = 24 * 60 * 60_000;

/** Either flag lets a caller add images: creating a product is followed at once by its image upload. */
const UPLOAD_PERMISSIONS: Record<UploadTarget, readonly Permission[]> = {
  product: ['productUpdate', 'productCreate'],
  category: ['categoryUpdate', 'categoryCreate'],
};

const ENTITY_NOT_FOUND: Record<UploadTarget, string> = {
  product: PRODUCT_MESSAGES.notFound,
  category: CATEGORY_MESSAGES.notFound,
};

@Injectable()
export class UploadsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Uploads');
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly rate: RateLimit;

  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(ACTIVE_STORAGE_DRIVER) private readonly driver: StorageDriver,
    @Inject(STORAGE_DRIVERS) private readonly drivers: Map<StorageDriverName, StorageDriver>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: ImageJobs,
  ) {
    this.rate = new RateLimit(config.uploads.filesPerMinute);
  }

  onModuleInit(): void {
    if ((process.env.UPLOAD_SWEEP ?? '').toLowerCase() === 'off') return;
    this.sweepTimer = setInterval(() => {
      // several instances share the database: one sweeps, the others skip this hour
      runAlone(this.ds, ADVISORY_LOCK.uploadSweep, () => this.sweep()).catch((e) =>
        this.logger.error(`Upload sweep failed: ${(e as Error).message}`),
      );
    }, UPLOAD_SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  get baseFolder(): string {
    return (process.env.UPLOAD_FOLDER || 'retro-shop').replace(/^\/+|\/+$/g, '');
  }

  uploadConfig(target: string) {
    if (target !== 'general' && !isUploadTarget(target)) throw new ValidationError({ type: UPLOAD_API_MESSAGES.uploadType });
    return uploadConfigFor(target, this.config.nodeEnv, this.baseFolder);
  }

  /**
   * The back office's "upload on save": store the new files for an existing product or category, then delete the
   * replaced ones (only after the new ones are safely stored, and only those that belong to this entity).
   */
  async uploadForEntity(
    actor: AuthUser,
    entityType: 'product' | 'category',
    entityId: string,
    files: Express.Multer.File[],
    imageData: { order: number; alt: string }[],
    oldImageIds: string[],
  ): Promise<StoredImage[]> {
    if (!isUploadTarget(entityType)) throw new ValidationError({ entityType: UPLOAD_API_MESSAGES.entityType });
    if (!hasAnyPermission(actor?.permissions, UPLOAD_PERMISSIONS[entityType])) throw new ForbiddenError();
    const idError = entityIdError(entityId);
    if (idError) throw new ValidationError({ id: idError });
    if (!files || files.length === 0) throw new ValidationError({ files: UPLOAD_MESSAGES.noFiles });
    const kinds = files.map((f) => checkImageFile(f));

    const existing = await currentImageIds(this.ds, entityType, entityId);
    if (existing === null) throw new NotFoundError(ENTITY_NOT_FOUND[entityType]);
    const replaced = new Set(oldImageIds.filter((id) => existing.includes(id)));
    const max = maxImagesFor(entityType);
    if (existing.length - replaced.size + files.length > max) throw new ValidationError({ files: UPLOAD_MESSAGES.tooMany(max) });

    const stored = await this.admitAndStore(actor, files, 'files', true, (i) =>
      this.store(files[i].buffer, kinds[i], entityType, entityId, { ...(imageData[i] ?? { order: i + 1, alt: '' }), uploadedBy: actor.id }, false),
    );

    if (oldImageIds.length) {
      const ownOld = await this.uploads.find({ where: { cloudinaryId: In(oldImageIds), entityType, entityId } });
      await this.removeUploads(ownOld);
    }
    return stored;
  }

  /** Branding images (logo, brand image) for the settings screen; they are referenced by URL from settings at once. */
  async uploadBranding(actor: AuthUser, files: Express.Multer.File[], field: 'file' | 'files', context: string | null): Promise<StoredImage[]> {
    if (!files || files.length === 0) throw new ValidationError({ [field]: UPLOAD_MESSAGES.noFiles });
    const kinds = files.map((f) => checkImageFile(f, field));
    const alt = context ? `${context} image` : 'Shop image';
    // branding images are in use at once (never unsaved), so only the rate, disk and job limits apply
    const stored = await this.admitAndStore(actor, files, field, false, (i) =>
      this.store(files[i].buffer, kinds[i], 'branding', null, { order: i + 1, alt, uploadedBy: actor.id }, true, context, field),
    );
    this.logger.log(`${actor.email} uploaded ${stored.length} branding image(s)`);
    return stored;
  }

  /**
   * Product images uploaded before the product exists: drafts of the uploading staff member, attached by that
   * member's product create (`imageIds`) or swept with the other unused uploads after a day.
   */
  async uploadProductDrafts(actor: AuthUser, files: Express.Multer.File[], imageData: { order: number; alt: string }[]): Promise<StoredImage[]> {
    if (!files || files.length === 0) throw new ValidationError({ files: UPLOAD_MESSAGES.noFiles });
    const max = maxImagesFor('product');
    if (files.length > max) throw new ValidationError({ files: UPLOAD_MESSAGES.tooMany(max) });
    const kinds = files.map((f) => checkImageFile(f));
    return this.admitAndStore(actor, files, 'files', true, (i) =>
      this.store(files[i].buffer, kinds[i], 'product', null, { ...imageData[i], uploadedBy: actor.id }, false),
    );
  }

  /**
   * The limits of upload-limits.ts, cheapest first, then the image work in the instance's bounded queue: the member's
   * files per minute (429), free disk for the disk driver (507), the member's unsaved uploads when these will be
   * unsaved too (400 on the files field), the image-job queue (503).
   */
  private async admitAndStore(
    actor: AuthUser,
    files: Express.Multer.File[],
    field: string,
    unsaved: boolean,
    storeOne: (i: number) => Promise<StoredImage>,
  ): Promise<StoredImage[]> {
    const limits = this.config.uploads;
    const wait = this.rate.take(actor.id, files.length);
    if (wait > 0) throw new TooManyRequestsError(UPLOAD_LIMIT_MESSAGES.tooFast(limits.filesPerMinute), wait);
    await this.assertDiskRoom();
    if (unsaved) {
      const [held]: { n: number; bytes: string }[] = await this.ds.query(
        'SELECT count(*)::int AS n, COALESCE(sum(bytes), 0)::bigint AS bytes FROM uploads WHERE uploaded_by = $1 AND attached_at IS NULL',
        [actor.id],
      );
      // the sent sizes stand in for the stored ones: re-encoding rarely grows a file, and this is decided before any work
      const incoming = files.reduce((sum, f) => sum + f.buffer.length, 0);
      if (held.n + files.length > limits.unusedMaxCount || Number(held.bytes) + incoming > limits.unusedMaxBytes) {
        throw new ValidationError({ [field]: UPLOAD_LIMIT_MESSAGES.unusedFull(limits.unusedMaxCount, limits.unusedMaxBytes / (1024 * 1024)) });
      }
    }
    return this.jobs.run(() => this.storeAllOrNone(files.length, storeOne));
  }

  /** With the disk driver the uploads share a disk with PostgreSQL: stop uploads well before that disk fills. */
  private async assertDiskRoom(): Promise<void> {
    if (!(this.driver instanceof LocalDiskDriver)) return;
    await mkdir(this.driver.root, { recursive: true });
    const fsInfo = await statfs(this.driver.root);
    const free = Number(fsInfo.bavail) * Number(fsInfo.bsize);
    if (free < this.config.uploads.minFreeDiskBytes) {
      this.logger.error(`Uploads refused: ${Math.round(free / 1024 / 1024)} MB free under ${this.driver.root}`);
      throw new InsufficientStorageError(UPLOAD_LIMIT_MESSAGES.diskFull);
    }
  }

  /** All or nothing: a half-stored set would leave files the caller never learns about. */
  private async storeAllOrNone(count: number, storeOne: (i: number) => Promise<StoredImage>): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (let i = 0; i < count; i++) stored.push(await storeOne(i));
    } catch (e) {
      await this.deleteStored(stored.map((s) => s.cloudinaryId)).catch(() => undefined);
      throw e;
    }
    return stored;
  }

  /**
   * For the demo seed: store bytes the project generated. Recorded as attached at once: the seed writes the
   * entity in the same run, and the sweep must never eat demo images.
   */
  async storeBuffer(
    _actor: AuthUser | null,
    buffer: Buffer,
    originalName: string,
    opts: { entityType: 'product' | 'category'; entityId: string; alt: string; order: number },
  ): Promise<StoredImage> {
    const kind = checkImageFile({ originalname: originalName, size: buffer.length, buffer }, 'file');
    return this.store(buffer, kind, opts.entityType, opts.entityId, { order: opts.order, alt: opts.alt }, true, null, 'file');
  }

  /** Only images this API stored; the catalog refuses anything else. */
  async findByCloudinaryIds(ids: string[]): Promise<Map<string, StoredImageWithOwner>> {
    const out = new Map<string, StoredImageWithOwner>();
    const unique = [...new Set(ids.filter((id) => typeof id === 'string' && id.length > 0))];
    if (!unique.length) return out;
    const rows = await this.uploads.find({ where: { cloudinaryId: In(unique) } });
    for (const r of rows) out.set(r.cloudinaryId, { ...toStoredImage(r), entityType: r.entityType, entityId: r.entityId, uploadedBy: r.uploadedBy });
    return out;
  }

  /**
   * Called by the catalog once the entity's own record references the images, which exempts them from the sweep.
   * Only uploads of the entity's kind: an upload never changes kind (attachRefusal has refused the others already).
   */
  async markAttached(cloudinaryIds: string[], entityType: 'product' | 'category', entityId: string): Promise<void> {
    const unique = [...new Set(cloudinaryIds)];
    if (!unique.length) return;
    await this.uploads
      .createQueryBuilder()
      .update(Upload)
      .set({ attachedAt: () => 'COALESCE(attached_at, now())', entityId })
      .where('cloudinary_id IN (:...ids)', { ids: unique })
      .andWhere('entity_type = :entityType', { entityType })
      .execute();
  }

  /** Removes from storage first, then the records; a storage failure keeps the record so the delete can be retried. */
  async deleteStored(cloudinaryIds: string[]): Promise<void> {
    const unique = [...new Set(cloudinaryIds)];
    if (!unique.length) return;
    await this.removeUploads(await this.uploads.find({ where: { cloudinaryId: In(unique) } }));
  }

  /**
   * Deletes uploads never attached and older than a day, and product/category images that were attached once but
   * that no product image or category has referenced for a day (the entity was deleted or dropped the image).
   * Branding images are referenced by URL from settings and are left alone. Answers how many went.
   */
  async sweep(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNATTACHED_MAX_AGE_MS);
    const unattached = () =>
      this.uploads.find({ where: { attachedAt: IsNull(), createdAt: LessThan(cutoff) }, order: { createdAt: 'ASC' }, take: 100 });
    const orphaned = () =>
      this.uploads
        .createQueryBuilder('u')
        .where('u.attached_at < :cutoff', { cutoff })
        .andWhere("u.entity_type IN ('product', 'category')")
        .andWhere('NOT EXISTS (SELECT 1 FROM product_images pi WHERE pi.cloudinary_id = u.cloudinary_id)')
        .andWhere('NOT EXISTS (SELECT 1 FROM categories c WHERE c.cloudinary_id = u.cloudinary_id)')
        .orderBy('u.attached_at', 'ASC')
        .take(100)
        .getMany();
    let total = 0;
    for (const next of [unattached, orphaned]) {
      for (;;) {
        const batch = await next();
        if (!batch.length) break;
        const removed = await this.removeUploads(batch);
        total += removed;
        // Storage refused everything in this batch: try again next hour rather than spin.
        if (removed < batch.length) break;
      }
    }
    if (total) this.logger.log(`Swept ${total} unused upload(s)`);
    return total;
  }

  private async removeUploads(rows: Upload[]): Promise<number> {
    const removed: string[] = [];
    for (const row of rows) {
      const driver = this.drivers.get(row.driver);
      if (!driver) {
        this.logger.warn(`No ${row.driver} storage configured; cannot delete ${row.cloudinaryId}`);
        continue;
      }
      try {
        await driver.remove(row.cloudinaryId);
        removed.push(row.id);
      } catch (e) {
        this.logger.error(`Deleting ${row.cloudinaryId} failed: ${(e as Error).message}`);
      }
    }
    if (removed.length) await this.uploads.delete({ id: In(removed) });
    return removed.length;
  }

  private async store(
    input: Buffer,
    kind: 'png' | 'jpeg',
    entityType: UploadEntityType,
    entityId: string | null,
    meta: { order: number; alt: string; uploadedBy?: string },
    attached: boolean,
    subfolder: string | null = null,
    field = 'files',
  ): Promise<StoredImage> {
    let img: Awaited<ReturnType<typeof normaliseImage>>;
    try {
      img = await normaliseImage(input, kind);
    } catch {
      // A valid header followed by garbage: sharp cannot decode it.
      throw new ValidationError({ [field]: UPLOAD_MESSAGES.notAnImage });
    }
    const id = newId();
    const folder = [this.baseFolder, folderNameFor(entityType), subfolder].filter(Boolean).join('/');
    const obj = await this.driver.put({ ...img, folder, name: id });
    const row = this.uploads.create({
      id,
      cloudinaryId: obj.publicId,
      url: obj.url,
      driver: this.driver.name,
      entityType,
      entityId,
      alt: meta.alt,
      order: meta.order,
      width: obj.width,
      height: obj.height,
      bytes: obj.bytes,
      format: obj.format,
      srcset: obj.srcset,
      attachedAt: attached ? new Date() : null,
      uploadedBy: meta.uploadedBy ?? null,
    });
    try {
      await this.uploads.insert(row);
    } catch (e) {
      await this.driver.remove(obj.publicId).catch(() => undefined);
      throw e;
    }
    return toStoredImage(row);
  }
}
