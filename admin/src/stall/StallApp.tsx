import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toDataURL } from 'qrcode';
import {
  phase1QrBase64,
  STALL_PAYMENTS,
  stallLineQrFields,
  type StallBasketLine,
  type StallCatalog,
  type StallCatalogProduct,
  type StallPayment,
  type StallTakings,
} from '@shop/common';
import '../auth';
import { apiRequest } from '../api/http';
import { tokenStore } from '../api/tokenStore';
import { backoffMs, sendWaiting } from './outbox';
import { searchIndex, searchProducts } from './search';
import { type QueuedBasket, stallDb } from './stallDb';
import { LanguageSwitch } from './LanguageSwitch';
import { openInStartLocale, useStallWords } from './useStallWords';
import './stall.css';

interface Line extends StallBasketLine {
  name: string;
}
interface Receipt {
  basket: QueuedBasket;
  names: string[];
  qrs: string[];
}

/**
 * The registration's worker once it is active. Not `navigator.serviceWorker.ready`: that follows the address the page
 * was loaded at, and never settles for a page loaded outside the stall's scope and routed here.
 */
function activeWorker(reg: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const worker = reg.installing ?? reg.waiting ?? reg.active;
  if (!worker) return Promise.reject(new Error('no service worker'));
  if (worker.state === 'activated') return Promise.resolve(worker);
  return new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(worker)));
}

/** The installable part: the manifest and the service worker are the stall's alone (scope /admin/stall). */
function useInstallable() {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/admin/stall.webmanifest';
      document.head.appendChild(link);
    }
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register('/admin/stall-sw.js', { scope: '/admin/stall' })
      .then(activeWorker)
      .then((worker) => {
        // what this page loaded before the worker took over (the shell and its chunks) is cached now, for offline opens
        const urls = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((u) => new URL(u).pathname.startsWith('/admin/assets/'));
        worker.postMessage({ cache: [location.pathname, ...urls] });
      })
      .catch(() => undefined);
  }, []);
}

/** How old the catalog snapshot is, in the catalogue's words: just now, minutes up to two hours, then hours. */
export function catalogAge(iso: string, now: number, count: (key: string, n: number) => string, t: (key: string) => string): string {
  const min = Math.floor((now - Date.parse(iso)) / 60_000);
  return min < 1 ? t('justNow') : min < 120 ? count('minutesAgo', min) : count('hoursAgo', Math.floor(min / 60));
}

export default function StallApp() {
  useInstallable();
  const { t, f, count } = useStallWords();
  const [catalog, setCatalog] = useState<StallCatalog | null>(null);
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [payment, setPayment] = useState<StallPayment>('CASH');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [refused, setRefused] = useState<QueuedBasket[]>([]);
  const [today, setToday] = useState<StallTakings | null>(null);
  /** The shop was asked for a fresh catalog once (answered or not): only then is "no catalog" news. */
  const [asked, setAsked] = useState(false);
  const [online, setOnline] = useState(navigator.onLine);
  const [signedOut, setSignedOut] = useState(!tokenStore.accessToken());
  const [now, setNow] = useState(Date.now());
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sending = useRef(false);

  const index = useMemo(() => searchIndex(catalog?.products ?? []), [catalog]);
  const found = useMemo(() => searchProducts(index, query), [index, query]);

  const countQueue = useCallback(async () => {
    const q = await stallDb.queue();
    setWaiting(q.filter((b) => !b.refused).length);
    setRefused(q.filter((b) => b.refused));
  }, []);

  const refresh = useCallback(async () => {
    try {
      const fresh = await apiRequest<StallCatalog>('/stall/catalog');
      await stallDb.saveCatalog(fresh);
      setCatalog(fresh);
      setToday(await apiRequest<StallTakings>('/stall/today'));
    } catch {
      /* offline or refused: the snapshot on the phone stays */
    } finally {
      setAsked(true);
    }
  }, []);

  /** One round of sending; a round that left baskets waiting tries again later, each time waiting longer. */
  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    clearTimeout(timer.current);
    try {
      const out = await sendWaiting();
      setSignedOut(out.signedOut);
      if (out.sent.length) void refresh();
      failures.current = out.waiting && !out.signedOut ? failures.current + 1 : 0;
      if (failures.current) timer.current = setTimeout(() => void send(), backoffMs(failures.current));
    } finally {
      sending.current = false;
      await countQueue();
    }
  }, [countQueue, refresh]);

  useEffect(() => {
    // reached through the back office's router (the dev server), the stall's own page did not choose the language
    void openInStartLocale();
    void stallDb.catalog().then((c) => c && setCatalog((cur) => cur ?? c));
    void countQueue();
    void refresh();
    void send();
    const up = () => {
      setOnline(true);
      failures.current = 0;
      void refresh();
      void send();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(tick);
      clearTimeout(timer.current);
    };
  }, [countQueue, refresh, send]);

  const add = (p: StallCatalogProduct, size: string | null) => {
    setLines((ls) => {
      const at = ls.findIndex((l) => l.productId === p.id && l.size === size);
      if (at >= 0) return ls.map((l, i) => (i === at ? { ...l, quantity: l.quantity + 1 } : l));
      return [...ls, { productId: p.id, size, quantity: 1, unitPrice: p.price, name: p.name }];
    });
    setQuery('');
  };
  const change = (i: number, by: number) =>
    setLines((ls) => ls.flatMap((l, j) => (j !== i ? [l] : l.quantity + by <= 0 ? [] : [{ ...l, quantity: l.quantity + by }])));

  const scan = async () => {
    const { scanLabel } = await import('./scan');
    const label = await scanLabel();
    const p = label && catalog?.products.find((x) => x.id === label.productId);
    if (p && label) add(p, label.size);
  };

  const sold = async () => {
    if (!lines.length) return;
    const basket: QueuedBasket = {
      id: crypto.randomUUID(),
      madeAt: new Date().toISOString(),
      payment,
      lines: lines.map(({ productId, size, quantity, unitPrice }) => ({ productId, size, quantity, unitPrice })),
    };
    // kept on the phone before anything else: from here on it is sent until the shop has it, exactly once
    await stallDb.keep(basket);
    const vat = catalog?.vat;
    const qrs = vat
      ? await Promise.all(
          basket.lines.map((l) => toDataURL(phase1QrBase64(stallLineQrFields(vat, new Date(basket.madeAt), l)), { margin: 2, width: 320 })),
        )
      : [];
    if (catalog) {
      // the snapshot counts what was sold here, so the next basket offline sees it too
      const next = {
        ...catalog,
        products: catalog.products.map((p) => ({
          ...p,
          sizes: p.sizes.map((s) => {
            const n = basket.lines.filter((l) => l.productId === p.id && l.size === s.size).reduce((a, l) => a + l.quantity, 0);
            return n && s.left !== null ? { ...s, left: Math.max(0, s.left - n) } : s;
          }),
        })),
      };
      setCatalog(next);
      await stallDb.saveCatalog(next);
    }
    setReceipt({ basket, names: lines.map((l) => l.name), qrs });
    setLines([]);
    await countQueue();
    void send();
  };

  const total = lines.reduce((s, l) => s + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100;

  if (receipt) {
    const sum = receipt.basket.lines.reduce((s, l) => s + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100;
    return (
      <main className="stall receipt" data-testid="stall-receipt">
        <h1>{t('receipt')}</h1>
        <p>
          {f.dateTime(receipt.basket.madeAt)} · {t(`payments.${receipt.basket.payment}`)}
        </p>
        <ul>
          {receipt.basket.lines.map((l, i) => (
            <li key={`${l.productId}-${l.size}`}>
              <span>
                {l.quantity} × {receipt.names[i]}
                {l.size ? ` (${l.size})` : ''}
              </span>
              <b>{f.money(l.unitPrice * l.quantity)}</b>
              {receipt.qrs[i] ? (
                <img
                  className="qr"
                  src={receipt.qrs[i]}
                  alt={t('receiptQr')}
                  data-testid="stall-qr"
                  data-qr={phase1QrBase64(stallLineQrFields(catalog!.vat!, new Date(receipt.basket.madeAt), l))}
                />
              ) : null}
            </li>
          ))}
        </ul>
        <p className="total">
          {t('total')} <b>{f.money(sum)}</b>
        </p>
        <button type="button" className="big primary" onClick={() => setReceipt(null)}>
          {t('nextSale')}
        </button>
      </main>
    );
  }

  return (
    <main className="stall">
      <header>
        <div className="top">
          <h1>{t('title')}</h1>
          <LanguageSwitch />
        </div>
        <p data-testid="stall-waiting" className={waiting ? 'warn' : ''}>
          {waiting ? count('waiting', waiting) : t('allSent')}
        </p>
        {!online ? <p className="warn">{t('offline')}</p> : null}
        {signedOut && waiting ? (
          <p className="warn">
            <a href="/admin/login">{count('signInAgain', waiting)}</a>
          </p>
        ) : null}
        <p className="muted" data-testid="stall-catalog-age">
          {catalog ? t('catalogAge', { age: catalogAge(catalog.generatedAt, now, count, t) }) : asked ? t('noCatalog') : '\u00a0'}
        </p>
        {/* its line is there before the figures come, so nothing below moves when they do */}
        <p className="takings" data-testid="stall-today">
          {today
            ? `${t('today')}: ${today.byPayment.map((r) => `${t(`payments.${r.payment}`)} ${f.money(r.total)}`).join(' · ') || f.money(0)}`
            : '\u00a0'}
        </p>
      </header>

      <div className="find">
        <input type="search" placeholder={t('search')} aria-label={t('search')} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" className="big" onClick={() => void scan()}>
          {t('scan')}
        </button>
      </div>
      {query && !found.length ? <p className="muted">{t('noMatch')}</p> : null}
      <ul className="found">
        {found.map((p) => (
          <li key={p.id}>
            <div>
              <b>{p.name}</b> <span className="muted">{p.brand}</span> <span>{f.money(p.price)}</span>
            </div>
            <div className="sizes">
              {(p.sizes.length ? p.sizes : [{ size: null, left: null }]).map((s) => (
                <button type="button" key={s.size ?? '-'} className="size" onClick={() => add(p, s.size)}>
                  {s.size ?? t('noSize')}
                  {s.left !== null ? <small>{s.left ? count('left', s.left) : t('soldOut')}</small> : null}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>

      <section className="basket" aria-label={t('basket')}>
        <h2>{t('basket')}</h2>
        {!lines.length ? <p className="muted">{t('emptyBasket')}</p> : null}
        <ul>
          {lines.map((l, i) => (
            <li key={`${l.productId}-${l.size}`}>
              <span>
                {l.name}
                {l.size ? ` (${l.size})` : ''} · {f.money(l.unitPrice)}
              </span>
              <span className="qty">
                <button type="button" aria-label={t('less')} onClick={() => change(i, -1)}>
                  −
                </button>
                <b>{l.quantity}</b>
                <button type="button" aria-label={t('more')} onClick={() => change(i, 1)}>
                  +
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div className="payments" role="radiogroup" aria-label={t('payment')}>
          {STALL_PAYMENTS.map((p) => (
            <button
              type="button"
              key={p}
              role="radio"
              aria-checked={payment === p}
              className={payment === p ? 'on' : ''}
              onClick={() => setPayment(p)}
            >
              {t(`payments.${p}`)}
            </button>
          ))}
        </div>
        <button type="button" className="big primary" disabled={!lines.length} onClick={() => void sold()}>
          {t('sold')} · {f.money(total)}
        </button>
      </section>
      {refused.map((b) => (
        <p key={b.id} className="warn">
          {f.dateTime(b.madeAt)}: {t('refused')} ({b.refused})
        </p>
      ))}
    </main>
  );
}
