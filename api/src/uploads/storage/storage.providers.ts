import type { Provider } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CloudinaryDriver, parseCloudinaryUrl } from './cloudinary.driver';
import { LocalDiskDriver } from './local-disk.driver';
import { ACTIVE_STORAGE_DRIVER, STORAGE_DRIVERS, type StorageDriver, type StorageDriverName } from './storage-driver';

export function localUploadsRoot(config: AppConfig): string {
  return join(config.dataDir, 'uploads');
}

/**
 * Local disk always exists (files stored before a switch to Cloudinary stay deletable);
 * Cloudinary is added, and becomes where new uploads go, when CLOUDINARY_URL is set.
 */
export const storageProviders: Provider[] = [
  {
    provide: STORAGE_DRIVERS,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig): Map<StorageDriverName, StorageDriver> => {
      const drivers = new Map<StorageDriverName, StorageDriver>();
      drivers.set('local', new LocalDiskDriver(localUploadsRoot(config), process.env.UPLOADS_PUBLIC_URL || ''));
      const url = process.env.CLOUDINARY_URL?.trim();
      if (url) drivers.set('cloudinary', new CloudinaryDriver(parseCloudinaryUrl(url)));
      return drivers;
    },
  },
  {
    provide: ACTIVE_STORAGE_DRIVER,
    inject: [STORAGE_DRIVERS],
    useFactory: (drivers: Map<StorageDriverName, StorageDriver>) => drivers.get('cloudinary') ?? drivers.get('local'),
  },
];
