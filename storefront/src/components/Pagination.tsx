import { PAGE_SIZE_OPTIONS } from '@shop/common';
import { paginationWindow } from '../lib/pagination-window';

interface Props {
  page: number;
  totalPages: number;
  /** Link target for a page (crawlable pages); when absent, buttons call onPage. */
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
}

/** First, last and ±2 pages around the current one; hidden when there is one page. */
export function Pagination({ page, totalPages, hrefFor, onPage }: Props) {
  const pages = paginationWindow(page, totalPages);
  if (pages.length === 0) return null;
  const item = (p: number, label: string, key: string, rel?: string) => {
    const current = key === `p${p}` && p === page;
    const text = key === 'prev' ? '‹' : key === 'next' ? '›' : p;
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
    <nav className="pagination" aria-label="Pagination">
      {page > 1 ? item(page - 1, 'Previous page', 'prev', 'prev') : null}
      {pages.map((p, i) => (p === null ? <span key={`gap${i}`} className="gap" aria-hidden="true">…</span> : item(p, `Page ${p}`, `p${p}`)))}
      {page < totalPages ? item(page + 1, 'Next page', 'next', 'next') : null}
    </nav>
  );
}

export function PageSizeSelect({ value, onChange, id }: { value: number; onChange: (size: number) => void; id: string }) {
  return (
    <div className="page-size">
      <label htmlFor={id}>Show</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {PAGE_SIZE_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <span>per page</span>
    </div>
  );
}
