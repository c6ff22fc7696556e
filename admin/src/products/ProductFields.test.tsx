import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n';
import { fakeFetch } from '../test/fakeFetch';
import { CategoryForm } from '../categories/CategoryForm';
import { ProductFields } from './ProductFields';

const categories = [{ id: 'c1', name: 'Caps', sortOrder: 1 }];
const dataProvider = testDataProvider({
  getList: (async () => ({ data: categories, total: categories.length })) as never,
});

function renderIn(ui: React.ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );
}

const productForm = () =>
  renderIn(
    <Form defaultValues={{ condition: 'SECOND_HAND', sizes: [], colors: [], tags: [] }} onSubmit={() => undefined}>
      <ProductFields screen="create" />
    </Form>,
  );

const uploadConfig = { allowedFileTypes: ['png'], maxFileSizeMB: 5, maxImages: 1, environment: 'test', folder: 'c' };

const categoryForm = () => {
  fakeFetch({ 'GET /api/v1/settings/upload-config/category': { body: { data: uploadConfig } } });
  return renderIn(
    <CategoryForm
      defaultValues={{ name: '', description: '', nameAr: '', descriptionAr: '', googleProductCategory: '', sortOrder: 1, publiclyVisible: true }}
      sortOrderMin={1}
      submitLabel="Create Category"
      imageRequired
      progress={null}
      onSubmit={async () => undefined}
    />,
  );
};

/** The text inputs' names, top to bottom as the form lays them out. */
const inputOrder = () => [...document.querySelectorAll('input[type="text"], textarea:not([aria-hidden])')].map((el) => (el as HTMLInputElement).name);

afterEach(async () => {
  await act(() => i18nProvider.changeLocale('en'));
});

describe('the product and category forms follow the staff member’s language', () => {
  it('in English: the English name and description first, the optional Arabic ones after them', async () => {
    productForm();
    expect(await screen.findByLabelText('Product Name *')).toBeTruthy();
    expect(screen.getByLabelText('Arabic Name')).toBeTruthy();
    const order = inputOrder();
    expect(order.indexOf('name')).toBeLessThan(order.indexOf('nameAr'));
    expect(order.indexOf('description')).toBeLessThan(order.indexOf('descriptionAr'));
  });

  it('in Arabic: the Arabic name and description lead the product form, every label in Arabic', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    productForm();
    expect(await screen.findByLabelText('اسم المنتج *')).toBeTruthy();
    expect(screen.getByLabelText('الاسم بالعربية')).toBeTruthy();
    expect(screen.getByText('يد ثانية')).toBeTruthy(); // the chosen condition, named in Arabic
    const order = inputOrder();
    expect(order.slice(0, 2)).toEqual(['nameAr', 'descriptionAr']);
    expect(order.indexOf('descriptionAr')).toBeLessThan(order.indexOf('name'));
    expect(document.body.textContent).not.toMatch(/Product Name|Arabic Name|Brand/);
  });

  it('in Arabic: the Arabic name and description lead the category form too', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    categoryForm();
    expect(await screen.findByLabelText('اسم الفئة *')).toBeTruthy();
    const order = inputOrder();
    expect(order.slice(0, 2)).toEqual(['nameAr', 'descriptionAr']);
  });

  it('in English: the category form keeps the English name first', async () => {
    categoryForm();
    expect(await screen.findByLabelText('Category Name *')).toBeTruthy();
    expect(inputOrder()[0]).toBe('name');
  });
});
