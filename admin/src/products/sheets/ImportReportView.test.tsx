import { describe, expect, it } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { render as renderBare, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { ImportReport } from '@shop/common';
import { canApply } from './importApi';
import { ImportReportView } from './ImportReportView';
import { i18nProvider } from '../../i18n';

// in English, through the back office's own catalogues
const Shop = ({ children }: { children: ReactNode }) => (
  <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
    {children}
  </AdminContext>
);
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Shop });

const report = (refused: number): ImportReport => ({
  file: 'products.csv',
  totals: { rows: 3, created: 1, changed: 1, unchanged: 1, refused },
  rows: [
    { row: 2, id: 'p1', name: 'Lakers Snapback', action: 'change', changes: [{ column: 'selling_price', from: '149.00', to: '159.00' }] },
    { row: 3, id: null, name: 'Bulls Tee', action: 'create' },
    ...(refused
      ? [{ row: 4, id: 'p3', name: 'Suns Cap', action: 'refuse' as const, errors: { selling_price: 'Selling price must be a positive number' } }]
      : []),
  ],
  notListed: 0,
});

describe('the import dry run on the Products screen', () => {
  it('lists changed cells old → new, new rows and refused rows with their column and reason, and the totals', () => {
    render(<ImportReportView report={report(1)} />);
    expect(screen.getByTestId('import-totals').textContent).toBe('products.csv: 3 rows: 1 new, 1 changed, 1 unchanged, 1 refused');
    expect([...document.querySelectorAll('li')].some((li) => li.textContent === 'selling_price: 149.00 → 159.00')).toBe(true);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.getAllByText('Selling price must be a positive number', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText(/nothing is imported while any row is refused/)).toBeTruthy();
  });

  it('isolates each old and new value, so an Arabic value does not run into the arrow and the other value', () => {
    const arabic: ImportReport = {
      file: 'products.csv',
      totals: { rows: 1, created: 0, changed: 1, unchanged: 0, refused: 0 },
      rows: [{ row: 2, id: 'p1', name: 'Tee', action: 'change', changes: [{ column: 'name_ar', from: 'تيشيرت KRWN', to: 'تيشيرت KRWN جديد' }] }],
      notListed: 0,
    };
    render(<ImportReportView report={arabic} />);
    const item = [...document.querySelectorAll('li')].find((li) => li.textContent?.startsWith('name_ar'));
    expect([...(item?.querySelectorAll('bdi') ?? [])].map((b) => b.textContent)).toEqual(['تيشيرت KRWN', 'تيشيرت KRWN جديد']);
  });

  it('says how many rows the answer did not list under the table, and nothing when it listed them all', () => {
    const { unmount } = render(<ImportReportView report={{ ...report(0), notListed: 1234 }} />);
    expect(screen.getByTestId('import-not-listed').textContent).toBe('and 1,234 more rows not listed');
    unmount();
    render(<ImportReportView report={report(0)} />);
    expect(screen.queryByTestId('import-not-listed')).toBeNull();
  });

  it('offers Apply only for a file with changes and no refused row', () => {
    expect(canApply(report(1))).toBe(false);
    expect(canApply(report(0))).toBe(true);
    expect(canApply({ file: 'same.csv', totals: { rows: 2, created: 0, changed: 0, unchanged: 2, refused: 0 }, rows: [], notListed: 0 })).toBe(false);
    expect(canApply(null)).toBe(false);
  });
});
