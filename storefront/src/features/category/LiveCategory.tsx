import { useEffect, useState } from 'react';
import { STOREFRONT_MESSAGES } from '@shop/common';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { fetchCategory } from '../../lib/api';
import { readClientSettings } from '../../lib/client-settings';
import { idFromPath } from '../../lib/live-id';
import { titleFor } from '../../lib/seo-title';
import type { Category } from '../../lib/types';
import CategoryListing from './CategoryListing';
import { SkeletonGrid } from '../../components/ProductCard';

type State = { status: 'loading' } | { status: 'ok'; category: Category } | { status: 'missing' } | { status: 'error' };

/** A category with no prebuilt page yet, read live; 'Category Not Found' only when the API says so. */
export default function LiveCategory() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = idFromPath(location.pathname, 'category');
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    fetchCategory(id, ctrl.signal)
      .then((category) => setState(category && category.publiclyVisible !== false ? { status: 'ok', category } : { status: 'missing' }))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    return () => ctrl.abort();
  }, [attempt]);

  useEffect(() => {
    const site = readClientSettings().businessName;
    if (state.status === 'ok') document.title = titleFor(location.pathname, site, state.category.name);
    if (state.status === 'missing') document.title = titleFor(location.pathname, site, STOREFRONT_MESSAGES.categoryNotFound);
  }, [state]);

  if (state.status === 'loading') {
    return (
      <div className="container" aria-busy="true" style={{ paddingTop: 24 }}>
        <div className="skeleton" style={{ height: 40, width: '50%', marginBottom: 24 }} />
        <SkeletonGrid />
      </div>
    );
  }
  if (state.status === 'missing') return <NotFoundPanel title={STOREFRONT_MESSAGES.categoryNotFound} text={STOREFRONT_MESSAGES.categoryNotFoundText} />;
  if (state.status === 'error') {
    return (
      <section className="not-found" role="alert">
        <h1>We could not load this category</h1>
        <p>Please check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </section>
    );
  }
  const { category } = state;
  return (
    <div className="container">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <header className="page-head">
        <span className="eyebrow">Category</span>
        <h1>{category.name}</h1>
        {category.description ? <p>{category.description}</p> : null}
      </header>
      <CategoryListing categoryId={category.id} initial={null} brands={[]} />
    </div>
  );
}
