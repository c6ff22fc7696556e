import { PAGE_SIZE_OPTIONS } from '@shop/common';
import { paginationWindow } from '../lib/rules/pagination-window';
import type { Lang } from '../i18n/lang';
import { useT } from '../i18n/use-t';
import { fill } from '../i18n/plural';

interface Props {
  page: number;
  totalPages: number;
  /** Link target for a page (crawlable pages); when absent, buttons call onPage. */
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
  lang: Lang;
}

/** First, last and ±2 pages around the current one; hidden when there is one page. The arrows point the reading way. */
export function Pagination({ page, totalPages, hrefFor, onPage, lang }: Props) {
  const d = useT(lang);
  const pages = paginationWindow(page, totalPages);
  if (pages.length === 0) return null;
  const item = (p: number, label: string, key: string, rel?: string) => {
    const current = key === `p${p}` && p === page;
    const text = key === 'prev' ? (lang === 'ar' ? '›' : '‹') : key === 'next' ? (lang === 'ar' ? '‹' : '›') : p;
    if (hrefFor) {
      return (
        <a key={key} href={hrefFor(p)} rel={rel} aria-current={current ? 'page' : undefined} aria-label={label}>
          {text}
        </a>
      );
    }
    return (
      <button key={key} type="button" onClick={() => onPage?.(p)} aria-current={current ? 'page' : undefined} aria-label={label}>
        {text}
      </button>
    );
  };
  return (
    <nav className="pagination" aria-label={d.pagination.label}>
      {page > 1 ? item(page - 1, d.pagination.previous, 'prev', 'prev') : null}
      {pages.map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="gap" aria-hidden="true">
            …
          </span>
        ) : (
          item(p, fill(d.pagination.page, { n: p }), `p${p}`)
        ),
      )}
      {page < totalPages ? item(page + 1, d.pagination.next, 'next', 'next') : null}
    </nav>
  );
}

export function PageSizeSelect({ value, onChange, id, lang }: { value: number; onChange: (size: number) => void; id: string; lang: Lang }) {
  const d = useT(lang);
  return (
    <div className="page-size">
      <label htmlFor={id}>{d.pagination.show}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {PAGE_SIZE_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <span>{d.pagination.perPage}</span>
    </div>
  );
}
