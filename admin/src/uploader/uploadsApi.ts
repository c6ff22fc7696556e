import { apiRequest, apiUpload } from '../api/http';
import type { LocalImage, UploadConfig, UploadEntityType, UploadedImage } from '../api/types';
import { translate } from '../i18n';

export interface UploadImagesParams {
  entityType: UploadEntityType;
  id: string;
  images: Pick<LocalImage, 'file' | 'alt' | 'order'>[];
  oldImageIds?: string[];
  onProgress?: (percent: number) => void;
}

/** Multipart: repeated `files`, one `imageData` JSON ({order, alt}) per file. */
function imagesForm(images: Pick<LocalImage, 'file' | 'alt' | 'order'>[]): FormData {
  const form = new FormData();
  for (const img of images) {
    form.append('files', img.file, img.file.name);
    form.append('imageData', JSON.stringify({ order: img.order, alt: img.alt }));
  }
  return form;
}

/** No images back is a failure. */
async function uploadImages(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<UploadedImage[]> {
  const answer = await apiUpload<{ images?: UploadedImage[] }>(path, form, onProgress);
  if (!answer?.images?.length) throw new Error(translate('shop.uploader.errors.uploadFailed'));
  return answer.images;
}

export const uploadsCalls = {
  async getUploadConfig(entityType?: UploadEntityType): Promise<UploadConfig> {
    return apiRequest<UploadConfig>(entityType ? `/settings/upload-config/${entityType}` : '/upload/config');
  },
  /** The images of an existing product or category; `oldImageIds` are replaced by them. */
  async uploadEntityImages({ entityType, id, images, oldImageIds, onProgress }: UploadImagesParams): Promise<UploadedImage[]> {
    const form = imagesForm(images);
    if (oldImageIds?.length) form.append('oldImageIds', JSON.stringify(oldImageIds));
    return uploadImages(`/upload/entity/${entityType}/${id}`, form, onProgress);
  },
  /** Images for a product not created yet: drafts of the signed-in member, attached by the create's `imageIds`. */
  async uploadProductDrafts(images: Pick<LocalImage, 'file' | 'alt' | 'order'>[], onProgress?: (percent: number) => void): Promise<UploadedImage[]> {
    return uploadImages('/upload/drafts/product', imagesForm(images), onProgress);
  },
};
