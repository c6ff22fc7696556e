import * as http from 'node:http';
import type { UploadApiOptions, UploadApiResponse } from 'cloudinary';
import { onFirstUse } from '../../core/packages/on-first-use';
import { VARIANT_WIDTHS } from '../image-processing';
import type { PutImageInput, StorageDriver, StoredObject } from './storage-driver';

/** The SDK, loaded when a shop that stores images on Cloudinary first uses it. */
const cloudinary = onFirstUse(() => (require('cloudinary') as typeof import('cloudinary')).v2);

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** API host; Cloudinary's own unless CLOUDINARY_URL carries `?upload_prefix=` (tests point it at a local stand-in). */
  uploadPrefix: string;
  /** Delivery host override (`secure_distribution`), rarely used. */
  secureDistribution?: string;
}

/** Reads `cloudinary://<key>:<secret>@<cloud>[?upload_prefix=...]`, the SDK's own format. */
export function parseCloudinaryUrl(raw: string): CloudinaryCredentials {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error('CLOUDINARY_URL is not a valid URL');
  }
  if (u.protocol !== 'cloudinary:') throw new Error('CLOUDINARY_URL must start with cloudinary://');
  const apiKey = decodeURIComponent(u.username);
  const apiSecret = decodeURIComponent(u.password);
  const cloudName = u.hostname;
  if (!apiKey || !apiSecret || !cloudName) throw new Error('CLOUDINARY_URL must be cloudinary://<api_key>:<api_secret>@<cloud_name>');
  return {
    cloudName,
    apiKey,
    apiSecret,
    uploadPrefix: (u.searchParams.get('upload_prefix') || 'https://api.cloudinary.com').replace(/\/+$/, ''),
    secureDistribution: u.searchParams.get('secure_distribution') || undefined,
  };
}

/**
 * Cloudinary through its SDK. Credentials go with every call instead of into the SDK's process-wide config,
 * so the driver does not depend on when the SDK first read the environment.
 */
export class CloudinaryDriver implements StorageDriver {
  readonly name = 'cloudinary' as const;
  /**
   * The SDK picks http or https once, when it is first loaded, from the upload_prefix it saw then.
   * Passing an agent of the prefix's own protocol makes a plain-http prefix work whatever it picked.
   */
  private readonly agent: http.Agent | undefined;

  constructor(private readonly creds: CloudinaryCredentials) {
    this.agent = creds.uploadPrefix.startsWith('http:') ? new http.Agent({ keepAlive: false }) : undefined;
  }

  private callOptions(): UploadApiOptions {
    const o: UploadApiOptions = {
      cloud_name: this.creds.cloudName,
      api_key: this.creds.apiKey,
      api_secret: this.creds.apiSecret,
      upload_prefix: this.creds.uploadPrefix,
      timeout: 60_000,
    };
    if (this.agent) (o as Record<string, unknown>).agent = this.agent;
    return o;
  }

  put(input: PutImageInput): Promise<StoredObject> {
    return new Promise<UploadApiResponse>((resolve, reject) => {
      const stream = cloudinary().uploader.upload_stream(
        {
          ...this.callOptions(),
          folder: input.folder,
          public_id: input.name,
          resource_type: 'image',
          overwrite: false,
          unique_filename: false,
          filename: `${input.name}.${input.format === 'jpeg' ? 'jpg' : 'png'}`,
        },
        (err, res) => {
          if (err || !res) reject(new Error(`Cloudinary upload failed: ${err?.message ?? 'no answer'}`));
          else resolve(res);
        },
      );
      stream.end(input.buffer);
    }).then((res) => ({
      publicId: res.public_id,
      url: res.secure_url,
      width: typeof res.width === 'number' ? res.width : input.width,
      height: typeof res.height === 'number' ? res.height : input.height,
      bytes: typeof res.bytes === 'number' ? res.bytes : input.buffer.length,
      format: res.format || (input.format === 'jpeg' ? 'jpg' : 'png'),
      srcset: this.srcsetFor(res.public_id, typeof res.width === 'number' ? res.width : input.width, res.version),
    }));
  }

  async remove(publicId: string): Promise<void> {
    const res = await cloudinary().uploader.destroy(publicId, { ...this.callOptions(), invalidate: true, resource_type: 'image' });
    // 'not found' means it is already gone, which is what we wanted.
    if (res?.result !== 'ok' && res?.result !== 'not found') {
      throw new Error(`Cloudinary destroy of ${publicId} answered ${JSON.stringify(res)}`);
    }
  }

  /** Cloudinary resizes on delivery: one URL per width, format and quality chosen per browser. */
  srcsetFor(publicId: string, width: number, version?: number): string | null {
    const widths = VARIANT_WIDTHS.filter((w) => w < width);
    if (!widths.length) return null;
    return widths
      .map(
        (w) =>
          `${cloudinary().url(publicId, {
            cloud_name: this.creds.cloudName,
            secure: true,
            secure_distribution: this.creds.secureDistribution,
            // The asset's version keeps delivery URLs stable and cache-busting; no tracking query string.
            version,
            urlAnalytics: false,
            transformation: [{ width: w, crop: 'limit', fetch_format: 'auto', quality: 'auto' }],
          })} ${w}w`,
      )
      .join(', ');
  }
}
