import { describe, expect, it } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { render as renderBare, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n';
import en from '../i18n/messages/en/products';
import type { Product } from '../api/types';
import { ProductPricing } from './ProductPricing';

// in English, through the back office's own catalogues
const Shop = ({ children }: { children: ReactNode }) => (
  <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
    {children}
  </AdminContext>
);
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Shop });

const product = (prices: Partial<Product>) =>
  ({ originalPrice: 90, sellingPrice: 159, discountedPrice: null, currency: 'SAR', ...prices }) as Product;

describe('ProductPricing', () => {
  it('shows the cost, the selling price and a discount above zero', () => {
    render(<ProductPricing p={product({ discountedPrice: 129 })} />);
    const box = screen.getByTestId('pricing');
    expect(box.textContent).toContain(`${en.pricing.capital}: SAR 90.00`);
    expect(box.textContent).toContain(`${en.pricing.selling}: SAR 159.00`);
    expect(box.textContent).toContain(`${en.pricing.discounted}: SAR 129.00`);
  });

  it.each([null, 0])('shows no discount line for a discounted price of %s', (discountedPrice) => {
    render(<ProductPricing p={product({ discountedPrice })} />);
    expect(screen.getAllByTestId('pricing').at(-1)!.textContent).not.toContain(en.pricing.discounted);
  });
});
