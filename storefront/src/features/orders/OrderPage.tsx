import { useCallback, useEffect, useState } from 'react';
import { ORDER_CODE_PATTERN } from '@shop/common';
import { API_URL } from '../../lib/api/api';
import { formatPrice } from '../../lib/rules/prices';
import { readClientSettings } from '../../lib/settings/client-settings';
import { whatsappLink } from '../../lib/settings/site';
import type { Lang } from '../../i18n/lang';
import { messengerLink } from '../checkout/message';
import { ORDER_PAGE_TEXT, type OrderStatusKey } from './order-texts';

/** The API's answer for the order page (GET /orders/:code). */
export interface OrderPageData {
  code: string;
  status: OrderStatusKey;
  statusAt: string;
  lines: { productId: string; name: string; nameAr: string | null; size: string | null; quantity: number; unitPrice: number; lineTotal: number }[];
  total: number;
  currency: string;
  pickupDate: string | null;
}

type State = { kind: 'loading' } | { kind: 'ok'; order: OrderPageData } | { kind: 'missing' } | { kind: 'error' };

/** The code from /orders/RC-XXXXX-XXXXX (or /ar/orders/…), upper-cased; null when the path holds none. */
export function codeFromPath(pathname: string): string | null {
  const last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '').toUpperCase();
  return ORDER_CODE_PATTERN.test(last) ? last : null;
}

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
  ar: new Intl.DateTimeFormat('ar-u-ca-gregory-nu-latn', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }),
};
const dayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar-u-ca-gregory-nu-latn', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** The shop's chat: Messenger first, else WhatsApp; the message names the order. */
function chatLink(code: string): string | null {
  const s = readClientSettings();
  const text = `Order ${code}`;
  return messengerLink(s.messengerUrl, text) ?? whatsappLink(s.whatsapp, text);
}

/**
 * Every state of the page fills the first screen of a phone, so the footer starts below it and does not jump down
 * when the order arrives (the shell is served at once; the order is read after it).
 */
const FILL = { minHeight: '80vh' } as const;

/** The shopper's order page: read live (orders are never prebuilt), in the page's language. */
export default function OrderPage({ lang, fetchImpl = fetch }: { lang: Lang; fetchImpl?: typeof fetch }) {
  const d = ORDER_PAGE_TEXT[lang];
  const [state, setState] = useState<State>({ kind: 'loading' });
  const code = typeof location === 'undefined' ? null : codeFromPath(location.pathname);

  const load = useCallback(async () => {
    if (!code) return setState({ kind: 'missing' });
    setState({ kind: 'loading' });
    try {
      const res = await fetchImpl(`${API_URL}/orders/${code}`, { headers: { Accept: 'application/json' } });
      if (res.status === 404) return setState({ kind: 'missing' });
      if (!res.ok) return setState({ kind: 'error' });
      setState({ kind: 'ok', order: (await res.json()).data as OrderPageData });
    } catch {
      setState({ kind: 'error' });
    }
  }, [code, fetchImpl]);

  useEffect(() => {
    void load();
  }, [load]);

  // the shop's settings are read from the page, so only in the browser (the shell is prerendered without them)
  const [chat, setChat] = useState<string | null>(null);
  useEffect(() => setChat(chatLink(code ?? '')), [code]);
  const chatButton = chat ? (
    <a className="btn btn-primary" href={chat} target="_blank" rel="noopener noreferrer" data-order-chat>
      {d.chat}
    </a>
  ) : null;

  if (state.kind === 'loading')
    return (
      <p className="container" aria-busy="true" style={{ ...FILL, paddingTop: 24 }}>
        {d.loading}
      </p>
    );
  if (state.kind === 'missing' || state.kind === 'error') {
    return (
      <section
        className="container"
        style={{ ...FILL, paddingTop: 24, paddingBottom: 48 }}
        data-order-missing={state.kind === 'missing' || undefined}
      >
        <h1>{state.kind === 'missing' ? d.notFound : d.unreachable}</h1>
        {state.kind === 'missing' ? <p>{d.notFoundText}</p> : null}
        <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {state.kind === 'error' ? (
            <button type="button" className="btn btn-outline" onClick={() => void load()}>
              {d.retry}
            </button>
          ) : null}
          {chatButton}
        </p>
      </section>
    );
  }
  const { order } = state;
  return (
    <section className="container" style={{ ...FILL, paddingTop: 24, paddingBottom: 48, maxWidth: 720 }} data-order-page>
      <h1 style={{ marginBottom: 4 }}>{d.title}</h1>
      <p dir="ltr" style={{ fontFamily: 'monospace', margin: '0 0 16px', textAlign: lang === 'ar' ? 'right' : 'left' }}>
        {order.code}
      </p>
      <p className="alert alert-info" role="status" data-order-status={order.status}>
        <strong>{d.status[order.status]}</strong> · {d.since} {dateFormats[lang].format(new Date(order.statusAt))}
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0' }}>
        {order.lines.map((l, i) => (
          <li
            key={i}
            style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '10px 0', borderBottom: '1px solid var(--border, #ddd)' }}
          >
            <span>
              {lang === 'ar' && l.nameAr ? l.nameAr : l.name}
              {l.size ? ` · ${d.size} ${l.size}` : ''} × {l.quantity}
            </span>
            <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(l.lineTotal, order.currency, lang)}</span>
          </li>
        ))}
      </ul>
      <p style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
        <span>{d.total}</span>
        <span data-order-total>{formatPrice(order.total, order.currency, lang)}</span>
      </p>
      {order.pickupDate ? (
        <p>
          {d.pickup}: {dayFormats[lang].format(new Date(`${order.pickupDate}T00:00:00Z`))}
        </p>
      ) : null}
      <p>{chatButton}</p>
      <p className="field-hint">{d.privacy}</p>
    </section>
  );
}
