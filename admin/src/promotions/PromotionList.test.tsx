import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { DiscountLicence, StaffPromotion } from '@shop/common';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import { i18nProvider } from '../i18n';
import { shopFormat } from '../i18n/format';
import PromotionList from './PromotionList';

const promotion = (p: Partial<StaffPromotion>): StaffPromotion => ({
  id: 'p1',
  name: 'Eid',
  nameAr: null,
  kind: 'FIXED_ORDER',
  value: 1250,
  appliesTo: 'ORDER',
  targets: [],
  minimumTotal: 0,
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-05T20:59:00.000Z',
  perOrderLimit: null,
  automatic: false,
  codes: ['EID'],
  usageLimit: 1000,
  used: 1200,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...p,
});
const licence: DiscountLicence = {
  number: 'L-77',
  url: null,
  barcodeUrl: null,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  minPercent: 5,
  maxPercent: 50,
};

async function renderList() {
  fakeFetch({
    'GET /api/v1/promotions': { body: { data: [promotion({}), promotion({ id: 'p2', kind: 'PERCENT', value: 12.5 })] } },
    'GET /api/v1/promotions/licence': { body: { data: licence } },
  });
  render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PromotionList />
    </AdminContext>,
  );
  return screen.findAllByRole('heading', { level: 2 });
}

describe('Promotions list: money, numbers and dates as the rest of the back office writes them', () => {
  signedInEachTest();
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18nProvider.changeLocale('en'));
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`in ${locale}: the amount, the percentage, the dates and the licence's days through useShopFormat`, async () => {
      await act(() => i18nProvider.changeLocale(locale));
      const f = shopFormat(locale);
      const headings = (await renderList()).map((h) => h.textContent);
      expect(headings[0]).toContain(f.money(1250));
      expect(headings[1]).toContain(f.number(12.5, 2));
      const body = document.body.textContent ?? '';
      expect(body).toContain(`${f.dateTime('2026-12-01T09:00:00.000Z')} – ${f.dateTime('2026-12-05T20:59:00.000Z')}`);
      expect(body).toContain(f.number(1200));
      expect((await screen.findByTestId('discount-licence-summary')).textContent).toContain(f.date('2026-12-01'));
      expect(screen.getByTestId('discount-licence-summary').textContent).toContain(f.date('2026-12-31'));
    });
  }

  it('Arabic money reads as the storefront writes it, never as the English "SAR 1,250.00"', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    const headings = (await renderList()).map((h) => h.textContent);
    expect(headings[0]).toContain('1,250.00 ر.س');
    expect(headings[0]).not.toContain('SAR');
  });
});
