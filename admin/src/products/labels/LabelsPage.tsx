import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProductView } from '@shop/common';
import { copiesKey, idsFromSearch, labelItems, labelSizes, MAX_COPIES, MAX_PRODUCTS, SHEET, sheetsOf, type LabelLayout } from './labelItems';
import { SizeLabel } from './SizeLabel';
import './labels.css';

/**
 * One label's measures, each beside its value in either layout: the label rules of labels.css read them as custom
 * properties (`nameSize` as `--lbl-name-size`) set on the layout's container.
 */
const MEASURES: Record<string, Record<LabelLayout, string>> = {
  width: { sheet: '70mm', single: '50mm' },
  height: { sheet: '37mm', single: '30mm' },
  padding: { sheet: '3mm 3mm 3mm 2mm', single: '1.5mm 2mm 1.5mm 1mm' },
  gap: { sheet: '2.5mm', single: '1.5mm' },
  qr: { sheet: '30mm', single: '25mm' },
  nameSize: { sheet: '8.5pt', single: '7pt' },
  sizeSize: { sheet: '16pt', single: '13pt' },
  priceSize: { sheet: '10pt', single: '8pt' },
};

const measuresOf = (layout: LabelLayout) =>
  Object.fromEntries(
    Object.entries(MEASURES).map(([name, value]) => [`--lbl-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value[layout]]),
  ) as CSSProperties;

/** The A4 sheet's width on a screen at its true size (210 mm at 96 px an inch) and the page's padding on either side. */
const SHEET_PX = 794;
const PAGE_PADDING_PX = 16;

const sheetZoomNow = () => Math.min(1, Math.floor(((document.documentElement.clientWidth - 2 * PAGE_PADDING_PX) / SHEET_PX) * 100) / 100);

/**
 * The zoom that shows the A4 sheet whole across the window (1 where it fits), kept as the window is resized: CSS zoom
 * takes only a number, which no stylesheet can work out from the window's width.
 */
function useSheetZoom(): number {
  const [zoom, setZoom] = useState(sheetZoomNow);
  useEffect(() => {
    const resized = () => setZoom(sheetZoomNow());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return zoom;
}

/** The paper of each layout, written as the page rule so the print dialog starts with the right size. */
const PAGE_RULE: Record<LabelLayout, string> = {
  sheet: '@page { size: A4 portrait; margin: 0; }',
  // the label printer's paper is one label
  single: `@page { size: ${MEASURES.width.single} ${MEASURES.height.single}; margin: 0; }`,
};

/**
 * Size labels of the products in the address (/admin/labels?ids=a,b&layout=sheet|single), ready to print: one label
 * per size of each product, with a number of copies per size to choose.
 */
export default function LabelsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shop.products.labels.${key}`, options);
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const { ids, cut } = useMemo(() => idsFromSearch(location.search), [location.search]);
  const layout: LabelLayout = params.get('layout') === 'single' ? 'single' : 'sheet';
  const setLayout = (next: LabelLayout) => {
    const p = new URLSearchParams(location.search);
    p.set('layout', next);
    void navigate({ search: `?${p}` }, { replace: true });
  };
  const [copies, setCopies] = useState<Record<string, number>>({});
  const [skip, setSkip] = useState(0);
  const { data, isPending, error } = useGetMany<ProductView>('products', { ids }, { enabled: ids.length > 0 });
  // in the address's order, whatever order the answers came in
  const products = useMemo(() => {
    const byId = new Map((data ?? []).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is ProductView => !!p);
  }, [data, ids]);
  const items = useMemo(() => labelItems(products, copies), [products, copies]);
  const sheets = layout === 'sheet' ? sheetsOf(items, skip) : [];
  const sheetStyle = { ...measuresOf('sheet'), '--lbl-screen-zoom': useSheetZoom() } as CSSProperties;

  return (
    <main className="lbl-page">
      <style>{PAGE_RULE[layout]}</style>
      <section className="lbl-toolbar" aria-label={t('title')}>
        <div className="lbl-row">
          <button type="button" onClick={() => void navigate(-1)}>
            {t('back')}
          </button>
          <h1>{t('title')}</h1>
          <span style={{ flex: 1 }} />
          <button type="button" className="lbl-primary" disabled={!items.length} onClick={() => window.print()}>
            {t('print')}
          </button>
        </div>
        <div className="lbl-row">
          <label>
            {t('layout')}{' '}
            <select value={layout} onChange={(e) => setLayout(e.target.value as LabelLayout)} data-testid="label-layout">
              <option value="sheet">{t('layoutSheet')}</option>
              <option value="single">{t('layoutSingle')}</option>
            </select>
          </label>
          {layout === 'sheet' ? (
            <label>
              {t('skip')}{' '}
              <input
                type="number"
                min={0}
                max={SHEET.perSheet - 1}
                value={skip}
                onChange={(e) => setSkip(Math.max(0, Math.min(SHEET.perSheet - 1, Number(e.target.value) || 0)))}
              />
            </label>
          ) : null}
        </div>
        <p className="lbl-help">{t(layout === 'sheet' ? 'layoutSheetHelp' : 'layoutSingleHelp')}</p>
        {cut ? <p role="alert">{t('tooMany', { max: MAX_PRODUCTS })}</p> : null}
        {!ids.length ? <p>{t('none')}</p> : null}
        {ids.length && isPending ? <p>{t('loading')}</p> : null}
        {error ? <p role="alert">{t('loadError')}</p> : null}
        {products.length ? (
          <table className="lbl-products">
            <tbody>
              {products.map((p) => (
                <tr key={p.id}>
                  <td>
                    <strong>{p.name}</strong>
                  </td>
                  <td>
                    <div className="lbl-sizes">
                      {labelSizes(p).map((size) => {
                        const key = copiesKey(p.id, size);
                        return (
                          <label key={key}>
                            {size ?? t('oneSize')}
                            <input
                              type="number"
                              min={0}
                              max={MAX_COPIES}
                              value={copies[key] ?? 1}
                              aria-label={t('copiesOf', { name: p.name, size: size ?? t('oneSize') })}
                              onChange={(e) => {
                                const n = Math.max(0, Math.min(MAX_COPIES, Math.trunc(Number(e.target.value)) || 0));
                                setCopies((c) => ({ ...c, [key]: n }));
                              }}
                            />
                          </label>
                        );
                      })}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {products.length ? (
          <p className="lbl-help" data-testid="label-count">
            {t('total', { smart_count: items.length })}
            {layout === 'sheet' ? ` · ${t('sheets', { smart_count: sheets.length })}` : ''}
          </p>
        ) : null}
      </section>
      {layout === 'sheet' ? (
        sheets.map((cells, i) => (
          // paper has one way round: the first sticker is the sheet's top left (the one "already used" skips) in either language
          <div className="lbl-sheet" key={i} data-testid="label-sheet" dir="ltr" style={sheetStyle}>
            {cells.map((item, j) => (
              <div className="lbl-cell" key={j}>
                {item ? <SizeLabel item={item} /> : null}
              </div>
            ))}
          </div>
        ))
      ) : (
        <div className="lbl-singles" dir="ltr" style={measuresOf('single')}>
          {items.map((item, i) => (
            <SizeLabel key={i} item={item} />
          ))}
        </div>
      )}
    </main>
  );
}
