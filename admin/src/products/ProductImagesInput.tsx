import { useTranslate } from 'react-admin';
import type { LocalImage } from '../api/types';
import { ImageUploader } from '../uploader/ImageUploader';

/** The images a product form is picking, their per-file errors and the upload progress (null when idle). */
export interface PickedImages {
  images: LocalImage[];
  setImages: (images: LocalImage[]) => void;
  errors: string[];
  setErrors: (errors: string[]) => void;
  progress: number | null;
}

/** The product image picker of both the create and the edit form. */
export function ProductImagesInput({ picked, disabled, label }: { picked: PickedImages; disabled: boolean; label?: string }) {
  const translate = useTranslate();
  return (
    <ImageUploader
      entityType="product"
      label={label}
      requirements={translate('shop.products.form.imageRequirements')}
      value={picked.images}
      onChange={picked.setImages}
      errors={picked.errors}
      onErrorsChange={picked.setErrors}
      disabled={disabled}
      progress={picked.progress}
    />
  );
}
