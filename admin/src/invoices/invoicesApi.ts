import type { InvoiceView, VatMonth } from '@shop/common';
import { apiRequest, buildUrl } from '../api/http';
import { tokenStore } from '../api/tokenStore';

/** The invoice routes: staff read and re-print documents, never edit them. */
export const invoicesCalls = {
  forSale: (saleId: string) => apiRequest<InvoiceView[]>(`/invoices/sale/${encodeURIComponent(saleId)}`),
  one: (id: string) => apiRequest<InvoiceView>(`/invoices/${encodeURIComponent(id)}`),
  vatMonthly: (range: { from?: string; to?: string } = {}) => apiRequest<VatMonth[]>('/invoices/vat-monthly', { query: range }),
};

/** A file answer (CSV, XML) saved under its name: fetched with the session's token, then handed to the browser. */
export async function downloadFile(path: string, fileName: string, query?: Record<string, string | undefined>): Promise<void> {
  const token = tokenStore.accessToken();
  const res = await fetch(buildUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
