import { ORDER_CODE_PATTERN, type PublicOrderView } from '@shop/common';
import { API_URL } from '../../lib/api/api';
import { formatPrice } from '../../lib/rules/prices';
import { VAT_NOTE, vatIncluded } from '../../lib/rules/vat-note';
import { readClientSettings } from '../../lib/settings/client-settings';
import { whatsappLink } from '../../lib/settings/site';
import { DATE_LOCALE, type Lang } from '../../i18n/lang';
import { messengerLink } from '../chat-links/messenger';
import { ORDER_PAGE_TEXT } from './order-texts';

// The shopper's order page, drawn with the DOM alone: orders are never prebuilt, so the page is read live, and a
// framework's start-up would stand between the shopper and their order (the page's largest paint). Every value from
// the API goes into text nodes and attributes, never into markup.

export type OrderAnswer = { kind: 'ok'; order: PublicOrderView } | { kind: 'missing' } | { kind: 'error' };

/** The code from /orders/RC-XXXXX-XXXXX (or /ar/orders/…), upper-cased; null when the path holds none. */
export function codeFromPath(pathname: string): string | null {
  let last: string;
  try {
    last = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '').toUpperCase();
  } catch {
    return null;
  }
  return ORDER_CODE_PATTERN.test(last) ? last : null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and kind, made on first use: the page needs its own language's only. */
function format(lang: Lang, kind: 'time' | 'day'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      DATE_LOCALE[lang],
      kind === 'time'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }
        : // a calendar date without a time of day: read in UTC so it never slips to the day before
          { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
    );
    formats.set(key, f);
  }
  return f;
}

/** When the order's status was set, in Riyadh's time. */
export const formatStatusTime = (lang: Lang, iso: string) => format(lang, 'time').format(new Date(iso));
/** The pickup day (a calendar date, no time of day). */
export const formatPickupDay = (lang: Lang, day: string) => format(lang, 'day').format(new Date(`${day}T00:00:00Z`));

/**
 * Every state of the page fills the first screen of a phone, so the footer starts below it and does not jump down
 * when the order arrives (the shell is served at once with the loading state; the order is read after it).
 */
export const FILL = { minHeight: '80vh' } as const;
/** The loading state's style, the same in the prebuilt shell and when the page reads the order again. */
export const LOADING_STYLE = { ...FILL, paddingTop: '24px' } as const;

/** Reads the order; a 404 is "missing", any other failure (network, 5xx, a bad body) is "error". */
export async function readOrder(code: string | null, fetchImpl: typeof fetch = fetch): Promise<OrderAnswer> {
  if (!code) return { kind: 'missing' };
  try {
    const res = await fetchImpl(`${API_URL}/orders/${code}`, { headers: { Accept: 'application/json' } });
    if (res.status === 404) return { kind: 'missing' };
    if (!res.ok) return { kind: 'error' };
    const order = ((await res.json()) as { data?: PublicOrderView }).data;
    return order && Array.isArray(order.lines) ? { kind: 'ok', order } : { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

/** The shop's chat: Messenger first, else WhatsApp; the message names the order. */
function chatLink(code: string, doc: Document): string | null {
  const s = readClientSettings(doc);
  const text = `Order ${code}`;
  return messengerLink(s.messengerUrl, text) ?? whatsappLink(s.whatsapp, text);
}

type Child = Node | string | null | false;

/** An element with its style, attributes and children; strings become text nodes. */
function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; style?: Partial<Record<string, string>>; attrs?: Record<string, string> } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.style) Object.assign(node.style, props.style);
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(typeof c === 'string' ? doc.createTextNode(c) : c);
  return node;
}

export interface OrderPageOptions {
  lang: Lang;
  /** The page's path (location.pathname); the order's code is its last part. */
  path: string;
  fetchImpl?: typeof fetch;
  /** An answer already under way (started in the page's head), used for the first draw. */
  first?: Promise<OrderAnswer>;
}

/** Draws the order page into root: the loading state, then the order, "not found", or an error with a retry. */
export async function drawOrderPage(root: HTMLElement, { lang, path, fetchImpl = fetch, first }: OrderPageOptions): Promise<void> {
  const doc = root.ownerDocument;
  const d = ORDER_PAGE_TEXT[lang];
  const code = codeFromPath(path);
  const chat = chatLink(code ?? '', doc);
  const chatButton = () =>
    chat
      ? el(
          doc,
          'a',
          { className: 'btn btn-primary', attrs: { href: chat, target: '_blank', rel: 'noopener noreferrer', 'data-order-chat': '' } },
          d.chat,
        )
      : null;

  const show = (node: Node) => root.replaceChildren(node);

  const showAnswer = (answer: OrderAnswer) => {
    if (answer.kind !== 'ok') {
      const missing = answer.kind === 'missing';
      const retry = missing ? null : el(doc, 'button', { className: 'btn btn-outline', attrs: { type: 'button' } }, d.retry);
      retry?.addEventListener('click', () => void load(readOrder(code, fetchImpl)));
      show(
        el(
          doc,
          'section',
          {
            className: 'container',
            style: { ...FILL, paddingTop: '24px', paddingBottom: '48px' },
            attrs: missing ? { 'data-order-missing': 'true' } : {},
          },
          el(doc, 'h1', {}, missing ? d.notFound : d.unreachable),
          missing && el(doc, 'p', {}, d.notFoundText),
          el(doc, 'p', { style: { display: 'flex', gap: '12px', flexWrap: 'wrap' } }, retry, chatButton()),
        ),
      );
      return;
    }
    const { order } = answer;
    const lines = el(doc, 'ul', { style: { listStyle: 'none', padding: '0', margin: '16px 0' } });
    for (const l of order.lines) {
      lines.append(
        el(
          doc,
          'li',
          {
            style: {
              display: 'flex',
              justifyContent: 'space-between',
              gap: '12px',
              padding: '10px 0',
              borderBottom: '1px solid var(--border, #ddd)',
            },
          },
          el(doc, 'span', {}, `${lang === 'ar' && l.nameAr ? l.nameAr : l.name}${l.size ? ` · ${d.size} ${l.size}` : ''} × ${l.quantity}`),
          el(doc, 'span', { style: { whiteSpace: 'nowrap' } }, formatPrice(l.lineTotal, order.currency, lang)),
        ),
      );
    }
    show(
      el(
        doc,
        'section',
        {
          className: 'container',
          style: { ...FILL, paddingTop: '24px', paddingBottom: '48px', maxWidth: '720px' },
          attrs: { 'data-order-page': 'true' },
        },
        el(doc, 'h1', { style: { marginBottom: '4px' } }, d.title),
        el(
          doc,
          'p',
          { style: { fontFamily: 'monospace', margin: '0 0 16px', textAlign: lang === 'ar' ? 'right' : 'left' }, attrs: { dir: 'ltr' } },
          order.code,
        ),
        el(
          doc,
          'p',
          { className: 'alert alert-info', attrs: { role: 'status', 'data-order-status': order.status } },
          el(doc, 'strong', {}, d.status[order.status] ?? order.status),
          ` · ${d.since} ${formatStatusTime(lang, order.statusAt)}`,
        ),
        lines,
        el(
          doc,
          'p',
          { style: { display: 'flex', justifyContent: 'space-between', fontWeight: '700' } },
          el(doc, 'span', {}, d.total),
          el(
            doc,
            'span',
            {},
            el(doc, 'span', { attrs: { 'data-order-total': '' } }, formatPrice(order.total, order.currency, lang)),
            // the cart, checkout and chat message say it beside their totals while the shop is VAT registered
            vatIncluded() && ' ',
            vatIncluded() && el(doc, 'span', { className: 'price-vat', attrs: { 'data-order-vat': '' } }, VAT_NOTE[lang]),
          ),
        ),
        order.pickupDate ? el(doc, 'p', {}, `${d.pickup}: ${formatPickupDay(lang, order.pickupDate)}`) : null,
        el(doc, 'p', {}, chatButton()),
        el(doc, 'p', { className: 'field-hint' }, d.privacy),
      ),
    );
  };

  const load = async (answer: Promise<OrderAnswer>) => {
    show(el(doc, 'p', { className: 'container', style: LOADING_STYLE, attrs: { 'aria-busy': 'true' } }, d.loading));
    showAnswer(await answer);
  };

  // The prebuilt shell already shows the loading state: the first answer replaces it without drawing it again.
  if (!root.firstChild) return load(first ?? readOrder(code, fetchImpl));
  showAnswer(await (first ?? readOrder(code, fetchImpl)));
}
