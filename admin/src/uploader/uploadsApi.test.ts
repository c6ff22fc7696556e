import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import * as rec from '../test/recorded';
import { uploadsCalls as api } from './uploadsApi';

const P = '/api/v1';

signedInEachTest();

describe('upload calls', () => {
  it('upload config by type, and the upload multipart with files, imageData and oldImageIds', async () => {
    const f = fakeFetch({
      [`GET ${P}/settings/upload-config/product`]: { body: rec.uploadConfig },
      [`GET ${P}/upload/config`]: { body: rec.uploadConfig },
      [`POST ${P}/upload/entity/product/${rec.product.id}`]: { body: rec.uploadAnswer },
    });
    expect(await api.getUploadConfig('product')).toEqual(rec.uploadConfig.data);
    expect(await api.getUploadConfig()).toEqual(rec.uploadConfig.data);
    const files = [new File(['b'], 'b.png', { type: 'image/png' }), new File(['c'], 'c.png', { type: 'image/png' })];
    const images = await api.uploadEntityImages({
      entityType: 'product',
      id: rec.product.id,
      images: files.map((file, i) => ({ file, alt: file.name, order: i })),
      oldImageIds: ['product/a'],
    });
    expect(images).toEqual(rec.uploadAnswer.data.images);
    const form = f.last().body as FormData;
    expect(form.getAll('files').map((x) => (x as File).name)).toEqual(['b.png', 'c.png']);
    expect(form.getAll('imageData').map((x) => JSON.parse(String(x)))).toEqual([
      { order: 0, alt: 'b.png' },
      { order: 1, alt: 'c.png' },
    ]);
    expect(JSON.parse(String(form.get('oldImageIds')))).toEqual(['product/a']);
    expect(f.last().headers['Content-Type']).toBeUndefined();
  });

  it('an upload answer without images is a failure', async () => {
    fakeFetch({ [`POST ${P}/upload/entity/category/${rec.capsCategory.id}`]: { body: { data: { images: [] } } } });
    await expect(
      api.uploadEntityImages({
        entityType: 'category',
        id: rec.capsCategory.id,
        images: [{ file: new File(['x'], 'x.png'), alt: 'x.png', order: 0 }],
      }),
    ).rejects.toThrow('Failed to upload images.');
  });

  it('draft images for a product not created yet go to the drafts route and come back with their ids', async () => {
    const f = fakeFetch({ [`POST ${P}/upload/drafts/product`]: { body: rec.uploadAnswer } });
    const images = await api.uploadProductDrafts([{ file: new File(['d'], 'd.png', { type: 'image/png' }), alt: 'd.png', order: 0 }]);
    expect(images).toEqual(rec.uploadAnswer.data.images);
    const form = f.last().body as FormData;
    expect(form.getAll('files').map((x) => (x as File).name)).toEqual(['d.png']);
    expect(form.getAll('imageData').map((x) => JSON.parse(String(x)))).toEqual([{ order: 0, alt: 'd.png' }]);
    expect(form.get('oldImageIds')).toBeNull();
  });
});
