import { describe, expect, it, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n';
import { STOCK_MESSAGES } from '@shop/common';
import { AdjustStockDialog } from './AdjustStockDialog';

// in English, through the back office's own catalogues
const Shop = ({ children }: { children: ReactNode }) => (
  <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
    {children}
  </AdminContext>
);
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Shop });

const product = {
  sizes: ['S', 'M'],
  sizeStock: [
    { size: 'S', availability: 'IN_STOCK' as const, left: 4 },
    { size: 'M', availability: 'SOLD_OUT' as const, left: 0 },
  ],
};

describe('AdjustStockDialog', () => {
  it('sends the size, reason, quantity and note', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<AdjustStockDialog product={product} open onClose={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByText('4 left')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Box 7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ size: 'S', reason: 'RECEIVED', quantity: 3, note: 'Box 7' }));
  });

  it('refuses a quantity that is not a whole number of at least 1 before sending', async () => {
    const onSubmit = vi.fn();
    render(<AdjustStockDialog product={product} open onClose={() => undefined} onSubmit={onSubmit} />);
    for (const bad of ['0', '1.5', '-2']) {
      fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(screen.getByRole('dialog').textContent).toMatch(new RegExp(`${STOCK_MESSAGES.quantityInvalid}|${STOCK_MESSAGES.onHandInvalid}`)),
      );
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the field message of a refusal from the API', async () => {
    const refusal = Object.assign(new Error('Validation failed'), { status: 400, body: { errors: { note: STOCK_MESSAGES.noteTooLong } } });
    render(<AdjustStockDialog product={product} open onClose={() => undefined} onSubmit={vi.fn().mockRejectedValue(refusal)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain(STOCK_MESSAGES.noteTooLong));
  });
});
