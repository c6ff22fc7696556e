import { useState, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n';
import { STOCK_MESSAGES } from '@shop/common';
import { StockEditor } from './StockEditor';
import { StockBadge } from './StockBadge';
import { MovementsList } from './MovementsList';
import { validateStockDraft, type StockDraft } from './stockRules';

// in English, through the back office's own catalogues (the wrapper stays on rerender)
const Shop = ({ children }: { children: ReactNode }) => (
  <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
    {children}
  </AdminContext>
);
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Shop });

function Harness({ sizes, onDraft }: { sizes: string[]; onDraft: (d: StockDraft) => void }) {
  const [draft, setDraft] = useState<StockDraft>({ tracked: false, counts: {} });
  return (
    <StockEditor
      sizes={sizes}
      value={draft}
      errors={validateStockDraft(sizes, draft)}
      onChange={(d) => {
        setDraft(d);
        onDraft(d);
      }}
    />
  );
}

describe('StockEditor', () => {
  it('shows a count per size once tracking is switched on, and names the size with a bad count', () => {
    let last: StockDraft = { tracked: false, counts: {} };
    render(<Harness sizes={['S', 'M']} onDraft={(d) => (last = d)} />);
    expect(screen.queryByLabelText('On hand: S')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Track stock' }));
    expect(last.tracked).toBe(true);
    fireEvent.change(screen.getByLabelText('On hand: S'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('On hand: M'), { target: { value: '-1' } });
    expect(last.counts).toEqual({ S: '2', M: '-1' });
    expect(screen.getByTestId('stock-editor').textContent).toContain(STOCK_MESSAGES.onHandInvalid);
    fireEvent.change(screen.getByLabelText('On hand: M'), { target: { value: '0' } });
    expect(screen.getByTestId('stock-editor').textContent).not.toContain(STOCK_MESSAGES.onHandInvalid);
  });
});

describe('StockBadge', () => {
  it('says Not tracked, or the availability with the count left', () => {
    const { rerender } = render(<StockBadge product={{ stockTracked: false, availability: 'IN_STOCK', stockLeft: null }} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe('Not tracked');
    rerender(<StockBadge product={{ stockTracked: true, availability: 'LOW_STOCK', stockLeft: 1 }} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe('Low stock · 1 left');
    rerender(<StockBadge product={{ stockTracked: true, availability: 'SOLD_OUT', stockLeft: 0 }} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe('Sold out');
  });
});

describe('MovementsList', () => {
  it('lists each movement with its change, reason, note and who', () => {
    const base = { productId: 'p', size: 'M', saleId: null, userId: 'u', createdAt: '2026-11-25T04:00:00.000Z' };
    render(
      <MovementsList
        movements={[
          { ...base, id: '2', kind: 'OVERSELL', delta: 0, onHandAfter: 0, oversold: 2, note: null, userName: 'Owner' },
          { ...base, id: '1', kind: 'RECEIVED', delta: 3, onHandAfter: 3, oversold: 0, note: 'Box 12', userName: 'Ana' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toContain('2 oversold');
    expect(rows[1]).toContain('Oversold');
    expect(rows[2]).toContain('+3');
    expect(rows[2]).toContain('Received — Box 12');
    expect(rows[2]).toContain('Ana');
  });

  it('says when there is no history', () => {
    render(<MovementsList movements={[]} />);
    expect(screen.getByText('No stock movements yet')).toBeTruthy();
  });
});

describe('the stock words in Arabic', () => {
  afterEach(async () => {
    await act(() => i18nProvider.changeLocale('en'));
  });

  it('count what is left in the form each number takes, and name each movement', async () => {
    await act(() => i18nProvider.changeLocale('ar'));
    const { rerender } = render(<StockBadge product={{ stockTracked: true, availability: 'LOW_STOCK', stockLeft: 1 }} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe('مخزون منخفض · تبقّت قطعة واحدة');
    rerender(<StockBadge product={{ stockTracked: true, availability: 'IN_STOCK', stockLeft: 2 }} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe('متوفر · تبقّت قطعتان');
    rerender(<StockBadge product={{ stockTracked: true, availability: 'IN_STOCK', stockLeft: 12 }} />);
    expect(screen.getByTestId('stock-badge').textContent).toBe('متوفر · تبقّت 12 قطعة');
    rerender(
      <MovementsList
        movements={[
          {
            id: '1',
            productId: 'p',
            size: 'M',
            saleId: null,
            userId: 'u',
            createdAt: '2026-11-25T04:00:00.000Z',
            kind: 'RECEIVED',
            delta: 3,
            onHandAfter: 3,
            oversold: 0,
            note: 'Box 12',
            userName: 'Ana',
          },
        ]}
      />,
    );
    const [head, row] = screen.getAllByRole('row').map((r) => r.textContent);
    expect(head).toBe(['الوقت', 'المقاس', 'التغيير', 'المتوفر بعدها', 'السبب', 'بواسطة'].join(''));
    expect(row).toContain('+3');
    expect(row).toContain('استلام — Box 12');
  });
});
