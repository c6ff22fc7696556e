import { describe, expect, it } from 'vitest';
import { idFromPath, pageFromPath } from './live-id';

describe('live page ids', () => {
  it('reads the id from the URL', () => {
    expect(idFromPath('/products/cabc123', 'products')).toBe('cabc123');
    expect(idFromPath('/products/cabc123/', 'products')).toBe('cabc123');
    expect(idFromPath('/category/ck1/page/3', 'category')).toBe('ck1');
    expect(idFromPath('/products/a/b', 'products')).toBeNull();
    expect(idFromPath('/live/product', 'products')).toBeNull();
    expect(pageFromPath('/category/ck1/page/3')).toBe(3);
    expect(pageFromPath('/category/ck1')).toBe(1);
  });
});
