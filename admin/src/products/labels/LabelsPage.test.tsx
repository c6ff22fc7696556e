import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n';
import LabelsPage from './LabelsPage';

const products = [
  { id: 'p1', name: 'Bulls Snapback', sizes: ['S', 'M'], sellingPrice: 120, discountedPrice: null },
  { id: 'p2', name: 'Tote Bag', sizes: [], sellingPrice: 45, discountedPrice: null },
];
const dataProvider = testDataProvider({ getMany: (async () => ({ data: products })) as never });

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/labels?ids=p1,p2&layout=sheet']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <LabelsPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  await act(() => i18nProvider.changeLocale('en'));
});

describe('the size labels page', () => {
  it('speaks English by default and prints the labels in sticker order', async () => {
    renderPage();
    expect((await screen.findByTestId('label-count')).textContent).toBe('3 labels · 1 sheet');
    expect(screen.getByRole('heading', { name: 'Size labels' })).toBeTruthy();
    expect(screen.getAllByTestId('size-label').map((l) => l.getAttribute('data-size'))).toEqual(['S', 'M', '']);
  });

  it('in Arabic: the page speaks Arabic, while the sheet and each label keep the paper’s left-to-right order and their bilingual words', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    renderPage();
    expect((await screen.findByTestId('label-count')).textContent).toBe('3 ملصقات · ورقة واحدة');
    expect(screen.getByRole('heading', { name: 'ملصقات المقاسات' })).toBeTruthy();
    expect(screen.getByLabelText('عدد نسخ Tote Bag، المقاس مقاس واحد')).toBeTruthy();
    // the first sticker of a sheet is its top left whatever the staff member reads
    expect(screen.getByTestId('label-sheet').getAttribute('dir')).toBe('ltr');
    const labels = screen.getAllByTestId('size-label');
    expect(labels.every((l) => l.getAttribute('dir') === 'ltr')).toBe(true);
    expect(labels[2].textContent).toContain('مقاس واحد · One size');
    expect(labels[0].textContent).toContain('SAR 120.00');
  });
});
