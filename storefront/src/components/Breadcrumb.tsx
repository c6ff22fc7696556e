import type { Lang } from '../i18n/lang';
import { localePath } from '../i18n/lang';
import { useT } from '../i18n/use-t';

/**
 * Where a page sits: Home first, the page itself last (not a link). Renders in Astro pages and islands alike.
 * `lang` on a crumb marks a catalog name that fell back to English on an Arabic page.
 */
export function Breadcrumb({ trail, lang }: { trail: { label: string; href?: string; lang?: string }[]; lang: Lang }) {
  const d = useT(lang);
  return (
    <nav className="breadcrumb" aria-label={d.breadcrumb.label}>
      <ol>
        <li>
          <a href={localePath(lang, '/')}>{d.breadcrumb.home}</a>
        </li>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={i} aria-current="page">
              <span lang={c.lang}>{c.label}</span>
            </li>
          ) : (
            <li key={i}>
              <a href={c.href} lang={c.lang}>
                {c.label}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
