import { intSetting } from './int-setting';

/**
 * What one staff member, and one API instance, may spend on uploads: one place for every upload limit. Each can be
 * changed with the environment variable named beside it (a bad value stops the start, naming the variable).
 */
export interface UploadLimits {
  /** Uploads a member holds that no product or category uses yet (drafts, unsaved replacements). */
  unusedMaxCount: number;
  /** Their stored bytes together. */
  unusedMaxBytes: number;
  /** Files one member may send per minute, on each API instance (at least one full request of 5). */
  filesPerMinute: number;
  /** With the disk driver, uploads stop while the uploads folder's disk has less free than this (PostgreSQL shares it). */
  minFreeDiskBytes: number;
  /** Uploads whose images are decoded and re-encoded at once on one instance (each keeps sharp busy on every core). */
  imageJobs: number;
  /** Uploads waiting for one of those; one more is refused with 503 and Retry-After. */
  imageJobsQueue: number;
}

const MB = 1024 * 1024;

/** Seconds a caller refused for a full image queue is told to wait. */
export const IMAGE_JOBS_RETRY_AFTER_S = 5;

export function uploadLimitsFrom(env: NodeJS.ProcessEnv): UploadLimits {
  return {
    unusedMaxCount: intSetting(env, 'UPLOAD_UNUSED_MAX_FILES', 40, 1, 10_000),
    unusedMaxBytes: intSetting(env, 'UPLOAD_UNUSED_MAX_MB', 60, 1, 100_000) * MB,
    filesPerMinute: intSetting(env, 'UPLOAD_FILES_PER_MINUTE', 30, 5, 10_000),
    minFreeDiskBytes: intSetting(env, 'UPLOAD_MIN_FREE_DISK_MB', 1024, 0, 1_000_000_000) * MB,
    imageJobs: intSetting(env, 'UPLOAD_IMAGE_JOBS', 2, 1, 64),
    imageJobsQueue: intSetting(env, 'UPLOAD_IMAGE_JOBS_QUEUE', 8, 0, 1000),
  };
}

/** The answers for each limit, with what the member can do about it. */
export const UPLOAD_LIMIT_MESSAGES = {
  unusedFull: (count: number, mb: number) =>
    `You have too many uploaded images that are not saved to a product or category yet (at most ${count} images or ${mb} MB). ` +
    'Save the product or category you are working on first; unsaved images are cleared after a day.',
  tooFast: (perMinute: number) => `Too many images uploaded in a minute (at most ${perMinute}). Please wait a moment and try again.`,
  diskFull: 'The server is running out of disk space, so uploads are paused. Please tell the shop owner.',
  busy: 'The server is busy processing other images. Please try again in a few seconds.',
} as const;
