import { describe, expect, it } from 'vitest';
import { exportQuery } from './sheetsApi';

describe("the export asks for the list's current filter", () => {
  it('maps the Products screen filters to the list query the API takes, leaving out what is not set', () => {
    expect(exportQuery('csv', { keyword: 'lakers', category: 'c1', showArchived: false, showFeatured: true, stock: 'SOLD_OUT' })).toEqual({
      format: 'csv',
      search: 'lakers',
      category: 'c1',
      publiclyVisible: true,
      featured: true,
      stock: 'SOLD_OUT',
    });
    expect(exportQuery('xlsx', { keyword: '', category: '', showArchived: true, showFeatured: false, stock: '' })).toEqual({ format: 'xlsx' });
  });
});
