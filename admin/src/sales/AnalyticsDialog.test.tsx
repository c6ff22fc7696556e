import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { SalesAnalytics } from '@shop/common';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import { i18nProvider } from '../i18n';
import AnalyticsDialog from './AnalyticsDialog';

const analytics: SalesAnalytics = {
  totalRevenue: 12_500,
  totalSales: 3,
  averageSaleValue: 4_166.67,
  salesByPlatform: [
    { platform: 'INSTAGRAM', count: 2, totalEarnings: 1_250 },
    { platform: 'PHYSICAL_STORE', count: 1, totalEarnings: 40 },
  ],
  topProducts: [{ product: { id: 'p1', name: 'Retro Cap', brand: 'Tambay' }, salesCount: 2, totalEarnings: 1_250 }],
  revenueByDay: [{ date: '2026-11-20', revenue: 12_500, count: 3 }],
};

async function renderDialog(vatMonths: unknown[] = []) {
  fakeFetch({
    'GET /api/v1/sales/analytics': { body: { data: analytics } },
    'GET /api/v1/invoices/vat-monthly': { body: { data: vatMonths } },
  });
  render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AnalyticsDialog open onClose={() => undefined} />
    </AdminContext>,
  );
  return within(await screen.findByTestId('platform-table'));
}

describe('Sales Analytics', () => {
  signedInEachTest();
  afterEach(() => act(() => i18nProvider.changeLocale('en')));

  it('names the platforms and formats counts and SAR earnings in English', async () => {
    const table = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Sales Analytics' })).toBeTruthy();
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Platform', 'Sales', 'Earnings']);
    expect(table.getAllByTestId('platform-row').map((r) => r.textContent)).toEqual(['Instagram2SAR 1,250.00', 'Physical Store1SAR 40.00']);
    expect(screen.getByTestId('total-revenue').textContent).toBe('SAR 12,500.00');
  });

  it('lets the keyboard reach and scroll its content, which scrolls on a phone', async () => {
    await renderDialog();
    const content = screen.getByRole('region', { name: 'Sales Analytics' });
    expect(content.tabIndex).toBe(0);
    expect(content.contains(screen.getByTestId('platform-table'))).toBe(true);
  });

  it("lets the keyboard reach the VAT months' table too, which scrolls sideways on a phone", async () => {
    await renderDialog([{ month: '2026-11', invoices: 3, creditNotes: 1, net: '100.00', vat: '15.00', gross: '115.00' }]);
    const months = await screen.findByRole('region', { name: /^VAT per month/ });
    expect(months.tabIndex).toBe(0);
    expect(within(months).getByRole('table')).toBeTruthy();
  });

  it('in Arabic: the title, the column heads and the platforms in Arabic, money as the storefront writes it', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    const table = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'تحليلات المبيعات' })).toBeTruthy();
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['المنصة', 'المبيعات', 'الأرباح']);
    expect(table.getAllByTestId('platform-row').map((r) => r.textContent)).toEqual(['إنستغرام21,250.00 ر.س', 'المتجر الفعلي140.00 ر.س']);
    expect(screen.getByTestId('total-revenue').textContent).toBe('12,500.00 ر.س');
    expect(screen.getByTestId('top-products').textContent).toContain('Retro Cap — Tambay');
  });
});
