import { useCallback, useRef, useState } from 'react';
import type { LocalImage, UploadedImage } from '../api/types';
import { translate } from '../i18n';
import { uploadsCalls } from '../uploader/uploadsApi';

/** Said in the language of the moment the upload failed. */
const uploadFailed = () => translate('shop.uploader.errors.uploadFailed');

type UploadDrafts = (images: LocalImage[], onProgress?: (percent: number) => void) => Promise<UploadedImage[]>;

/**
 * The new-product images: each batch the staff member drops is uploaded at once as drafts, so the product create is
 * one call naming their ids (`imageIds`) that either fully succeeds or changes nothing. A batch that fails to upload
 * leaves the list and shows an error; unused drafts are swept by the API after a day.
 */
export function useDraftImages(upload: UploadDrafts = uploadsCalls.uploadProductDrafts) {
  const [images, setImageList] = useState<LocalImage[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  /** localId → the draft's id once its batch is stored */
  const drafts = useRef(new Map<string, Promise<string>>());

  const setImages = useCallback(
    (next: LocalImage[]) => {
      const fresh = next.filter((img) => !drafts.current.has(img.localId));
      setImageList(next);
      if (!fresh.length) return;
      setProgress(0);
      const batch = upload(fresh, setProgress);
      for (const [i, img] of fresh.entries()) {
        const id = batch.then((stored) => stored[i]?.id ?? Promise.reject(new Error(uploadFailed())));
        id.catch(() => undefined); // a failure is reported once, below
        drafts.current.set(img.localId, id);
      }
      batch.then(
        () => setProgress(null),
        () => {
          const failed = new Set(fresh.map((img) => img.localId));
          failed.forEach((localId) => drafts.current.delete(localId));
          setImageList((list) => list.filter((img) => !failed.has(img.localId)).map((img, order) => ({ ...img, order })));
          setErrors((list) => [...list, uploadFailed()]);
          setProgress(null);
        },
      );
    },
    [upload],
  );

  /** The draft ids in the order shown, once every upload has finished; rejects when one failed. */
  const draftIds = useCallback(
    (shown: LocalImage[]) => Promise.all(shown.map((img) => drafts.current.get(img.localId) ?? Promise.reject(new Error(uploadFailed())))),
    [],
  );

  return { images, setImages, errors, setErrors, progress, draftIds };
}
