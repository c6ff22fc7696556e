import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { PromotionWarning } from '@shop/common';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/products';
import { adminPath } from '../paths';
import { ToastViewport } from '../ui/toast';
import { LICENCE_SETTINGS_PATH, percentOff, type ProductSaveAnswer, useLicenceWarningsToast } from './licenceWarnings';

/** Shows what the product form shows after a save answered `answer`, and where the back office is. */
function AfterSave({ answer }: { answer: ProductSaveAnswer }) {
  const show = useLicenceWarningsToast();
  const where = useLocation();
  useEffect(() => show(answer), [show, answer]);
  return <p data-testid="where">{`${where.pathname}${where.search}`}</p>;
}

const renderAfterSave = (answer: ProductSaveAnswer) =>
  render(
    <MemoryRouter initialEntries={[adminPath('/products/p1/edit')]}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <AfterSave answer={answer} />
        <ToastViewport />
      </AdminContext>
    </MemoryRouter>,
  );

const warning = (code: PromotionWarning['code']): PromotionWarning => ({ code, message: 'the API’s English words' });

describe('the product form after a save: the discount licence warnings', () => {
  it('shows each warning of the answer in the staff member’s words, and its button opens Settings → Promotions', async () => {
    renderAfterSave({ sellingPrice: 200, discountedPrice: 150, warnings: [warning('OUTSIDE_LICENCE_DATES'), warning('OUTSIDE_LICENCE_RANGE')] });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain(en.licenceWarnings.title);
    expect(toast.textContent).toContain(en.licenceWarnings.OUTSIDE_LICENCE_DATES);
    expect(toast.textContent).toContain("The discount (25 % off) is outside the licence's announced range.");
    expect(toast.textContent).toContain(en.licenceWarnings.where);
    expect(toast.textContent).not.toContain('the API’s English words');
    fireEvent.click(screen.getByTestId('toast-action'));
    expect(screen.getByTestId('where').textContent).toBe(adminPath(LICENCE_SETTINGS_PATH));
  });

  it('names a missing licence', async () => {
    renderAfterSave({ sellingPrice: 200, discountedPrice: 150, warnings: [warning('NO_LICENCE')] });
    expect((await screen.findByTestId('toast')).textContent).toContain(en.licenceWarnings.NO_LICENCE);
  });

  it('shows nothing for an answer without warnings', async () => {
    renderAfterSave({ sellingPrice: 200, discountedPrice: null, warnings: [] });
    await screen.findByTestId('where');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(document.body.textContent).not.toContain(en.licenceWarnings.title);
  });

  it('reckons the percentage off as the API does', () => {
    expect(percentOff({ sellingPrice: 159, discountedPrice: 129 })).toBe(18.87);
    expect(percentOff({ sellingPrice: '200.00', discountedPrice: '150.00' })).toBe(25);
    expect(percentOff({ sellingPrice: 200, discountedPrice: null })).toBeNull();
  });
});
