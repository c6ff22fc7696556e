import type { InvoiceView, VatMonth } from '@shop/common';
import { apiRequest } from '../api/http';
import { fetchFile, saveFile } from '../api/download';
import { i18nProvider } from '../i18n';

/** The invoice routes: staff read and re-print documents, never edit them. */
export const invoicesCalls = {
  forSale: (saleId: string) => apiRequest<InvoiceView[]>(`/invoices/sale/${encodeURIComponent(saleId)}`),
  one: (id: string) => apiRequest<InvoiceView>(`/invoices/${encodeURIComponent(id)}`),
  vatMonthly: (range: { from?: string; to?: string } = {}) => apiRequest<VatMonth[]>('/invoices/vat-monthly', { query: range }),
};

/** A file answer (CSV, XML) saved under its name: fetched with the session's token, then handed to the browser. */
export async function downloadFile(path: string, fileName: string, query?: Record<string, string | undefined>): Promise<void> {
  const res = await fetchFile(path, query);
  if (!res.ok) throw new Error(i18nProvider.translate('shop.invoices.downloadFailed', { status: res.status }));
  await saveFile(res, fileName, 1000);
}
