import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocalImage, UploadedImage } from '../api/types';
import en from '../i18n/messages/en/uploader';
import { useDraftImages } from './useDraftImages';

const local = (name: string, order: number): LocalImage => ({
  localId: `local-${name}`,
  file: new File([name], name, { type: 'image/png' }),
  preview: '',
  alt: name,
  order,
});
const stored = (img: LocalImage): UploadedImage => ({
  id: `draft-${img.alt}`,
  url: `/uploads/${img.alt}`,
  cloudinaryId: `p/${img.alt}`,
  alt: img.alt,
  order: img.order,
  width: null,
  height: null,
  srcset: null,
});

describe('useDraftImages', () => {
  it('uploads each dropped batch once, at once, and answers the draft ids in the order shown', async () => {
    const upload = vi.fn(async (images: LocalImage[]) => images.map(stored));
    const { result } = renderHook(() => useDraftImages(upload));
    const a = local('a.png', 0);
    const b = local('b.png', 1);
    act(() => result.current.setImages([a, b]));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0].map((i) => i.alt)).toEqual(['a.png', 'b.png']);
    const c = local('c.png', 2);
    act(() => result.current.setImages([...result.current.images, c]));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1][0].map((i) => i.alt)).toEqual(['c.png']);
    // reordering or removing uploads nothing more
    act(() => result.current.setImages([c, a]));
    expect(upload).toHaveBeenCalledTimes(2);
    await expect(result.current.draftIds(result.current.images)).resolves.toEqual(['draft-c.png', 'draft-a.png']);
  });

  it('a batch that fails to upload leaves the list with an error, and cannot be sent', async () => {
    let fail!: (e: Error) => void;
    const upload = vi.fn(() => new Promise<UploadedImage[]>((_, reject) => (fail = reject)));
    const { result } = renderHook(() => useDraftImages(upload));
    const a = local('a.png', 0);
    act(() => result.current.setImages([a]));
    expect(result.current.progress).toBe(0);
    const outcome = result.current.draftIds([a]).then(
      () => 'sent',
      () => 'refused',
    );
    await act(async () => fail(new Error('offline')));
    expect(await outcome).toBe('refused');
    expect(result.current.images).toEqual([]);
    expect(result.current.errors).toEqual([en.errors.uploadFailed]);
    expect(result.current.progress).toBeNull();
    await expect(result.current.draftIds([a])).rejects.toThrow(en.errors.uploadFailed);
  });
});
