import type { UploadConfig } from '@shop/common';

/** What the back office uses when the config call fails. */
export const FALLBACK_UPLOAD_CONFIG: UploadConfig = {
  allowedFileTypes: ['jpeg', 'jpg', 'png'],
  maxFileSizeMB: 2,
  maxImages: 5,
  environment: 'dev',
  folder: 'uploads',
};
