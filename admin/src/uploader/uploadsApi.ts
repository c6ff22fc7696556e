import { apiRequest, apiUpload } from '../api/http';
import type { LocalImage, UploadConfig, UploadEntityType, UploadedImage } from '../api/types';

export interface UploadImagesParams {
  entityType: UploadEntityType;
  id: string;
  images: Pick<LocalImage, 'file' | 'alt' | 'order'>[];
  oldImageIds?: string[];
  onProgress?: (percent: number) => void;
}

export const uploadsCalls = {
  async getUploadConfig(entityType?: UploadEntityType): Promise<UploadConfig> {
    return apiRequest<UploadConfig>(entityType ? `/settings/upload-config/${entityType}` : '/upload/config');
  },
  /** Multipart: repeated `files`, one `imageData` JSON per file, optional `oldImageIds`. No images back is a failure. */
  async uploadEntityImages({ entityType, id, images, oldImageIds, onProgress }: UploadImagesParams): Promise<UploadedImage[]> {
    const form = new FormData();
    for (const img of images) {
      form.append('files', img.file, img.file.name);
      form.append('imageData', JSON.stringify({ order: img.order, alt: img.alt }));
    }
    if (oldImageIds?.length) form.append('oldImageIds', JSON.stringify(oldImageIds));
    const answer = await apiUpload<{ images?: UploadedImage[] }>(`/upload/entity/${entityType}/${id}`, form, onProgress);
    if (!answer?.images?.length) throw new Error('Failed to upload images.');
    return answer.images;
  },
};
