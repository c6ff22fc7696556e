import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { PROMOTION_MESSAGES, type PromotionWarning } from '@shop/common';
import { fakeFetch } from '../test/fakeFetch';
import { signedInEachTest } from '../test/signedIn';
import { i18nProvider } from '../i18n';
import PromotionForm from './PromotionForm';

/** What the API answers a promotion below cost, with no licence entered: its English, as @shop/common writes it. */
const WARNINGS: PromotionWarning[] = [
  { code: 'BELOW_COST', message: PROMOTION_MESSAGES.belowCost('Retro cap') },
  { code: 'NO_LICENCE', message: PROMOTION_MESSAGES.noLicence },
];

async function saveWithWarnings() {
  const api = fakeFetch({ 'POST /api/v1/promotions/warnings': { body: { data: { warnings: WARNINGS } } } });
  const { container } = render(
    <AdminContext
      dataProvider={testDataProvider()}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PromotionForm />
    </AdminContext>,
  );
  // vi.waitFor's own limit is 1 s by default; 15 s, as the setup gives Testing Library's waits, only ends a hang
  const form = await vi.waitFor(() => container.querySelector('form') ?? Promise.reject(new Error('no form yet')), { timeout: 15_000 });
  fireEvent.submit(form);
  const shown = await screen.findByTestId('promotion-warnings');
  expect(api.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toContain('POST /api/v1/promotions/warnings');
  return [...shown.querySelectorAll('li')].map((li) => li.textContent);
}

describe("A promotion's warnings, in the staff member's language", () => {
  signedInEachTest();
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18nProvider.changeLocale('en'));
  });

  it('in English: as the API wrote them', async () => {
    expect(await saveWithWarnings()).toEqual(WARNINGS.map((w) => w.message));
  });

  it("in Arabic: common's Arabic of each, the product's name kept as staff typed it", async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    expect(await saveWithWarnings()).toEqual([
      'Retro cap سيُباع بأقل من سعر التكلفة',
      'ترخيص التخفيض غير مُدخل: أدخله في الإعدادات ← العروض قبل الإعلان عن أي تخفيض',
    ]);
  });
});
