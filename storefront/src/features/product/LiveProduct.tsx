import { useEffect, useRef } from 'react';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { fetchProduct } from '../../lib/api';
import { readClientSettings } from '../../lib/client-settings';
import { useLiveEntity } from '../../lib/use-live-entity';
import { titleFor } from '../../lib/seo-title';
import type { Product } from '../../lib/types';
import { ProductDetail } from './ProductDetail';
import { initProductDetail } from './init';

/**
 * A product that has no prebuilt page yet (added since the last build): read live from the API.
 * 'Product Not Found' when the API answers 404, and with "Try again" when it could not be reached.
 */
export default function LiveProduct() {
  const { state, retry } = useLiveEntity<Product>('products', fetchProduct);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const site = readClientSettings().businessName;
    if (state.status === 'ok') {
      document.title = titleFor(location.pathname, site, state.value.name);
      if (root.current) initProductDetail(root.current);
    } else if (state.status === 'missing' || state.status === 'error') {
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
  if (state.status === 'missing' || state.status === 'error') {
    return <NotFoundPanel title={STOREFRONT_MESSAGES.productNotFound} text={STOREFRONT_MESSAGES.productNotFoundText} onRetry={state.status === 'error' ? retry : undefined} />;
  }
  return (
    <div ref={root}>
      <ProductDetail product={state.value} canonicalUrl={`${location.origin}/products/${state.value.id}`} />
    </div>
  );
}
