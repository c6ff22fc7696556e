import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PRODUCT_TEXTS } from '../texts';
import type { Product } from '../api/types';
import { ProductPricing } from './ProductPricing';

const product = (prices: Partial<Product>) =>
  ({ originalPrice: 90, sellingPrice: 159, discountedPrice: null, currency: 'SAR', ...prices }) as Product;

describe('ProductPricing', () => {
  it('shows the cost, the selling price and a discount above zero', () => {
    render(<ProductPricing p={product({ discountedPrice: 129 })} />);
    const box = screen.getByTestId('pricing');
    expect(box.textContent).toContain(`${PRODUCT_TEXTS.capitalLabel}: SAR 90.00`);
    expect(box.textContent).toContain(`${PRODUCT_TEXTS.sellingLabel}: SAR 159.00`);
    expect(box.textContent).toContain(`${PRODUCT_TEXTS.discountedLabel}: SAR 129.00`);
  });

  it.each([null, 0])('shows no discount line for a discounted price of %s', (discountedPrice) => {
    render(<ProductPricing p={product({ discountedPrice })} />);
    expect(screen.getAllByTestId('pricing').at(-1)!.textContent).not.toContain(PRODUCT_TEXTS.discountedLabel);
  });
});
