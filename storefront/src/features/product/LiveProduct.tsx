import { useEffect, useRef, useState } from 'react';
import { STOREFRONT_MESSAGES } from '@shop/common';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { fetchProduct } from '../../lib/api';
import { readClientSettings } from '../../lib/client-settings';
import { idFromPath } from '../../lib/live-id';
import { titleFor } from '../../lib/seo-title';
import type { Product } from '../../lib/types';
import { ProductDetail } from './ProductDetail';
import { initProductDetail } from './init';

type State = { status: 'loading' } | { status: 'ok'; product: Product } | { status: 'missing' } | { status: 'error' };

/**
 * A product that has no prebuilt page yet (added since the last build): read live from the API.
 * 'Product Not Found' only when the API answers 404.
 */
export default function LiveProduct() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = idFromPath(location.pathname, 'products');
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    fetchProduct(id, ctrl.signal)
      .then((product) => setState(product ? { status: 'ok', product } : { status: 'missing' }))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error' });
      });
    return () => ctrl.abort();
  }, [attempt]);

  useEffect(() => {
    const site = readClientSettings().businessName;
    if (state.status === 'ok') {
      document.title = titleFor(location.pathname, site, state.product.name);
      if (root.current) initProductDetail(root.current);
    } else if (state.status === 'missing') {
      document.title = titleFor(location.pathname, site, STOREFRONT_MESSAGES.productNotFound);
    }
  }, [state]);

  if (state.status === 'loading') {
    return (
      <div className="container" aria-busy="true" style={{ paddingTop: 24 }}>
        <div className="pdp">
          <div className="skeleton" style={{ aspectRatio: '1 / 1' }} />
          <div>
            <div className="skeleton" style={{ height: 28, width: '40%', marginBottom: 12 }} />
            <div className="skeleton" style={{ height: 40, width: '80%', marginBottom: 12 }} />
            <div className="skeleton" style={{ height: 32, width: '30%' }} />
          </div>
        </div>
      </div>
    );
  }
  if (state.status === 'missing') {
    return <NotFoundPanel title={STOREFRONT_MESSAGES.productNotFound} text={STOREFRONT_MESSAGES.productNotFoundText} />;
  }
  if (state.status === 'error') {
    return (
      <section className="not-found" role="alert">
        <h1>We could not load this product</h1>
        <p>Please check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </section>
    );
  }
  return (
    <div ref={root}>
      <ProductDetail product={state.product} canonicalUrl={`${location.origin}/products/${state.product.id}`} />
    </div>
  );
}
