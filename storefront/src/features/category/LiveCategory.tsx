import '../../i18n/ready';
import { useEffect } from 'react';
import type { Lang } from '../../i18n/lang';
import type { CardLicence } from '../../lib/rules/licence';
import { useT } from '../../i18n/use-t';
import { langAttr, localDescription, localName } from '../../i18n/content';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { Breadcrumb } from '../../components/Breadcrumb';
import { fetchCategory } from '../../lib/api/api';
import { readClientSettings } from '../../lib/settings/client-settings';
import { useLiveEntity } from '../../lib/client/use-live-entity';
import { titleFor } from '../../lib/seo/seo-title';
import type { Category } from '../../model/types';
import CategoryListing from './CategoryListing';
import { SkeletonGrid } from '../../components/ProductCard';

/** A category with no prebuilt page yet, read live; 'Category Not Found' only when the API says so. */
export default function LiveCategory({ lang, licence = null }: { lang: Lang; licence?: CardLicence | null }) {
  const d = useT(lang);
  const sections = lang === 'en' ? undefined : d.titles;
  const { state, retry } = useLiveEntity<Category>('category', fetchCategory, (c) => c.publiclyVisible !== false);

  useEffect(() => {
    const site = readClientSettings().businessName;
    if (state.status === 'ok') document.title = titleFor(location.pathname, site, localName(lang, state.value).text, sections);
    if (state.status === 'missing' || state.status === 'error') document.title = titleFor(location.pathname, site, d.category.notFound, sections);
  }, [state]);

  if (state.status === 'loading') {
    return (
      <div className="container" aria-busy="true" style={{ paddingTop: 24 }}>
        <div className="skeleton" style={{ height: 40, width: '50%', marginBottom: 24 }} />
        <SkeletonGrid />
      </div>
    );
  }
  if (state.status === 'missing' || state.status === 'error') {
    return (
      <NotFoundPanel lang={lang} title={d.category.notFound} text={d.category.notFoundText} onRetry={state.status === 'error' ? retry : undefined} />
    );
  }
  const category = state.value;
  const name = localName(lang, category);
  const description = localDescription(lang, category);
  return (
    <div className="container">
      <Breadcrumb lang={lang} trail={[{ label: name.text, lang: langAttr(name) }]} />
      <header className="page-head">
        <span className="eyebrow">{d.category.eyebrow}</span>
        <h1 lang={langAttr(name)}>{name.text}</h1>
        {description ? <p lang={langAttr(description)}>{description.text}</p> : null}
      </header>
      <CategoryListing lang={lang} categoryId={category.id} initial={null} brands={[]} licence={licence} />
    </div>
  );
}
