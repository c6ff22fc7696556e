import { useEffect } from 'react';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { Breadcrumb } from '../../components/Breadcrumb';
import { fetchCategory } from '../../lib/api';
import { readClientSettings } from '../../lib/client-settings';
import { useLiveEntity } from '../../lib/use-live-entity';
import { titleFor } from '../../lib/seo-title';
import type { Category } from '../../lib/types';
import CategoryListing from './CategoryListing';
import { SkeletonGrid } from '../../components/ProductCard';

/** A category with no prebuilt page yet, read live; 'Category Not Found' only when the API says so. */
export default function LiveCategory() {
  const { state, retry } = useLiveEntity<Category>('category', fetchCategory, (c) => c.publiclyVisible !== false);

  useEffect(() => {
    const site = readClientSettings().businessName;
    if (state.status === 'ok') document.title = titleFor(location.pathname, site, state.value.name);
    if (state.status === 'missing' || state.status === 'error') document.title = titleFor(location.pathname, site, STOREFRONT_MESSAGES.categoryNotFound);
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
    return <NotFoundPanel title={STOREFRONT_MESSAGES.categoryNotFound} text={STOREFRONT_MESSAGES.categoryNotFoundText} onRetry={state.status === 'error' ? retry : undefined} />;
  }
  const category = state.value;
  return (
    <div className="container">
      <Breadcrumb trail={[{ label: category.name }]} />
      <header className="page-head">
        <span className="eyebrow">Category</span>
        <h1>{category.name}</h1>
        {category.description ? <p>{category.description}</p> : null}
      </header>
      <CategoryListing categoryId={category.id} initial={null} brands={[]} />
    </div>
  );
}
