import { useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { POPULAR_SEARCHES } from '@shop/common';
import { Icon } from '../../components/Icon';
import { useHydrated } from '../../lib/client/use-hydrated';
import { $recentShown, clearSearchHistory } from './history';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';

interface Props {
  lang: Lang;
  value: string;
  onChange: (v: string) => void;
  onSubmit: (term: string) => void;
}

/** Search input with a suggestions dropdown: recent searches (5 shown) and popular searches. */
export function SearchBar({ lang, value, onChange, onSubmit }: Props) {
  const d = useT(lang);
  const hydrated = useHydrated();
  const recentAll = useStore($recentShown);
  const recent = hydrated ? recentAll : [];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const typed = value.trim().toLowerCase();
  const options = useMemo(() => {
    const match = (t: string) => !typed || t.toLowerCase().includes(typed);
    const r = recent.filter(match).map((t) => ({ kind: 'recent' as const, term: t }));
    const p = POPULAR_SEARCHES.filter((t) => match(t) && !recent.some((x) => x.toLowerCase() === t)).map((t) => ({
      kind: 'popular' as const,
      term: t,
    }));
    return [...r, ...p];
  }, [recent, typed]);
  const show = open && options.length > 0;

  const pick = (term: string) => {
    setOpen(false);
    setActive(-1);
    onChange(term);
    onSubmit(term);
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (show && active >= 0) pick(options[active].term);
        else {
          setOpen(false);
          onSubmit(value);
        }
      }}
    >
      <div className="search-field">
        <Icon name="search" />
        <input
          type="text"
          inputMode="search"
          name="keyword"
          role="combobox"
          aria-label={d.search.searchProducts}
          aria-expanded={show}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={show && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={d.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(options.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(-1, a - 1));
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        <button type="submit" className="btn btn-primary btn-sm">
          {d.search.submit}
        </button>
      </div>
      {show ? (
        <div className="suggestions">
          <ul id={listId} role="listbox" aria-label={d.search.suggestions}>
            {options.map((o, i) => (
              <li key={`${o.kind}-${o.term}`} role="presentation">
                {i === 0 && o.kind === 'recent' ? (
                  <h2 role="presentation">
                    {d.search.recent}
                    <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => clearSearchHistory()}>
                      {d.search.clear}
                    </button>
                  </h2>
                ) : null}
                {o.kind === 'popular' && (i === 0 || options[i - 1].kind === 'recent') ? <h2 role="presentation">{d.search.popular}</h2> : null}
                <button
                  type="button"
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(o.term)}
                >
                  <Icon name={o.kind === 'recent' ? 'history' : 'trend'} />
                  {o.term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
