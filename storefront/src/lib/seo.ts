import { CONDITION_LABELS, type Condition } from '@shop/common';
import { effectivePrice, toFixed2 } from './prices';
import { schemaAvailability } from './stock';
export { titleFor } from './seo-title';
import type { BusinessSettings, Category, Product } from './types';

/** Canonical origin of the public site: PUBLIC_SITE_URL, no trailing slash. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function clip(text: string, max = 158): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function productDescription(p: Product, site: BusinessSettings): string {
  const condition = CONDITION_LABELS[p.condition as Condition] ?? p.condition;
  const price = `SAR ${toFixed2(effectivePrice(p))}`;
  const lead = `${p.brand} ${p.name} (${condition}) for ${price}`;
  return clip(p.description ? `${lead}. ${p.description}` : `${lead} at ${site.businessName}. Pickup on Fridays or delivery in Saudi Arabia.`);
}

export function categoryDescription(c: Category, count: number, site: BusinessSettings): string {
  return clip(c.description || `Shop ${count} ${c.name.toLowerCase()} at ${site.businessName}: retro and vintage pieces imported from the Philippines, priced in SAR.`);
}

/** schema.org itemCondition for the shop's condition enum. */
export function itemCondition(condition: string): string {
  switch (condition) {
    case 'NEW':
      return 'https://schema.org/NewCondition';
    case 'REFURBISHED':
      return 'https://schema.org/RefurbishedCondition';
    default:
      return 'https://schema.org/UsedCondition';
  }
}

export function productJsonLd(p: Product, origin: string, site: BusinessSettings): object[] {
  const url = absoluteUrl(origin, `/products/${p.id}`);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    brand: { '@type': 'Brand', name: p.brand },
    description: p.description || undefined,
    sku: p.id,
    image: p.images.map((i) => absoluteUrl(origin, i.url)),
    category: p.category?.name,
    material: p.material || undefined,
    color: p.colors.length ? p.colors.join(', ') : undefined,
    size: p.sizes.length ? p.sizes.join(', ') : undefined,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: toFixed2(effectivePrice(p)),
      priceCurrency: p.currency || 'SAR',
      availability: schemaAvailability(p.availability),
      itemCondition: itemCondition(p.condition),
      seller: { '@type': 'Organization', name: site.businessName },
    },
  };
  const crumbs = [
    { name: 'Home', url: absoluteUrl(origin, '/') },
    ...(p.category ? [{ name: p.category.name, url: absoluteUrl(origin, `/category/${p.category.id}`) }] : []),
    { name: p.name, url },
  ];
  return [product, breadcrumbJsonLd(crumbs)];
}

export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

export function homeJsonLd(origin: string, site: BusinessSettings, sameAs: string[]): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: site.businessName,
      url: `${origin}/`,
      logo: site.logoUrl ? absoluteUrl(origin, site.logoUrl) : absoluteUrl(origin, '/favicon.svg'),
      email: site.email || undefined,
      telephone: site.phone || undefined,
      address: site.address,
      sameAs: sameAs.length ? sameAs : undefined,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: site.businessName,
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** JSON for a <script type="application/ld+json">: safe against "</script>" in product text. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
