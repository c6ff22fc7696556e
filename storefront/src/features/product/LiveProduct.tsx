import '../../i18n/ready';
import { useEffect, useRef } from 'react';
import { localePath, type Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { localName } from '../../i18n/content';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { fetchProduct } from '../../lib/api/api';
import { readClientSettings } from '../../lib/settings/client-settings';
import { useLiveEntity } from '../../lib/client/use-live-entity';
import { titleFor } from '../../lib/seo/seo-title';
import type { Product } from '../../model/types';
import { ProductDetail } from './ProductDetail';
import { initProductDetail } from './init';

/**
 * A product that has no prebuilt page yet (added since the last build): read live from the API.
 * 'Product Not Found' when the API answers 404, and with "Try again" when it could not be reached.
 */
export default function LiveProduct({ lang }: { lang: Lang }) {
  const d = useT(lang);
  const sections = lang === 'en' ? undefined : d.titles;
  const { state, retry } = useLiveEntity<Product>('products', fetchProduct);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const site = readClientSettings().businessName;
    if (state.status === 'ok') {
      document.title = titleFor(location.pathname, site, localName(lang, state.value).text, sections);
      if (root.current) initProductDetail(root.current);
    } else if (state.status === 'missing' || state.status === 'error') {
      document.title = titleFor(location.pathname, site, d.product.notFound, sections);
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
    return (
      <NotFoundPanel lang={lang} title={d.product.notFound} text={d.product.notFoundText} onRetry={state.status === 'error' ? retry : undefined} />
    );
  }
  return (
    <div ref={root}>
      <ProductDetail
        lang={lang}
        product={state.value}
        canonicalUrl={`${location.origin}${localePath(lang, `/products/${state.value.id}`)}`}
        chat={readClientSettings()}
      />
    </div>
  );
}
