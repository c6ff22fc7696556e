import { effectivePrice, formatPrice, toFixed2 } from '../rules/prices';
import { schemaAvailability, type Availability } from '../rules/stock';
import { sizeAvailability } from '../rules/stock-fields';
import { hasVariants, productUrl, sizeItemId } from './product-variants';
export { titleFor } from './seo-title';
import type { BusinessSettings, Category, Product } from '../../model/types';
import { localePath, type Lang } from '../../i18n/lang';
import { localDescription, localName } from '../../i18n/content';
import { shopTexts } from '../../i18n/shop-texts';
import { t } from '../../i18n/index';
import { fill } from '../../i18n/plural';
import { organizationIds } from '../settings/legal';

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

export function productDescription(p: Product, site: BusinessSettings, lang: Lang = 'en'): string {
  const d = t(lang);
  const condition = d.conditions[p.condition] ?? p.condition;
  const price = lang === 'en' ? `SAR ${toFixed2(effectivePrice(p))}` : formatPrice(effectivePrice(p), p.currency, lang);
  const description = localDescription(lang, p);
  const texts = d.product.metaDescription;
  const values = { brand: p.brand, name: localName(lang, p).text, condition, price, shop: site.businessName };
  return clip(description?.text ? fill(texts.withDescription, { ...values, description: description.text }) : fill(texts.withoutDescription, values));
}

export function categoryDescription(c: Category, count: number, site: BusinessSettings, lang: Lang = 'en'): string {
  const description = localDescription(lang, c);
  if (description?.text) return clip(description.text);
  const name = localName(lang, c).text;
  // English runs the name into its sentence in lower case ("Shop 12 caps"); Arabic has no case and keeps it as given.
  return clip(fill(t(lang).category.metaDescription, { name: lang === 'en' ? name.toLowerCase() : name, count, shop: site.businessName }));
}

/** The home page's meta description: the owner's tagline and description (blank if not in the page's language), else the dictionary's. */
export function homeDescription(lang: Lang, tagline: string, description: string): string {
  return [tagline, description].filter(Boolean).join('. ') || t(lang).home.metaDescription;
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

/**
 * JSON-LD in the page's language: Arabic names and descriptions where given, English ones otherwise. A product with
 * two or more sizes is a ProductGroup with one Product per size (Google's product variant structured data, the
 * single-page approach: each variant's address is this page with its size chosen, `?size=`); a product with one size
 * or none is a plain Product, as Google reads a group of one. Ids, addresses and per-size stock come from
 * ./product-variants and rules/stock-fields, the same the feeds use.
 */
export function productJsonLd(p: Product, origin: string, site: BusinessSettings, lang: Lang = 'en'): object[] {
  const url = productUrl(origin, lang, p.id);
  const name = localName(lang, p).text;
  const category = p.category ? localName(lang, p.category).text : undefined;
  // left out when the product has no photo: an empty list only says the same less clearly
  const image = p.images.length ? p.images.map((i) => absoluteUrl(origin, i.url)) : undefined;
  /** The offer of the product, or of one size: the price is the product's (sizes share it), the stock the size's. */
  const offer = (offerUrl: string, availability: Availability) => ({
    '@type': 'Offer',
    url: offerUrl,
    price: toFixed2(effectivePrice(p)),
    priceCurrency: p.currency || 'SAR',
    availability: schemaAvailability(availability),
    itemCondition: itemCondition(p.condition),
    seller: { '@type': 'Organization', name: site.businessName },
  });
  const shared = {
    '@id': `${url}#product`,
    name,
    brand: { '@type': 'Brand', name: p.brand },
    // Google recommends a description: without the owner's, the page's meta description (name, brand, condition, price)
    description: localDescription(lang, p)?.text || productDescription(p, site, lang),
    image,
    category,
    inLanguage: lang,
    material: p.material || undefined,
    color: p.colors.length ? p.colors.join(', ') : undefined,
    url,
  };
  const [onlySize] = p.sizes;
  const product = hasVariants(p)
    ? {
        '@context': 'https://schema.org',
        '@type': 'ProductGroup',
        ...shared,
        productGroupID: p.id,
        variesBy: ['https://schema.org/size'],
        hasVariant: p.sizes.map((size) => {
          const variantUrl = productUrl(origin, lang, p.id, size);
          return {
            '@type': 'Product',
            sku: sizeItemId(p.id, size),
            inProductGroupWithID: p.id,
            name: fill(t(lang).product.variantName, { name, size }),
            size,
            image,
            url: variantUrl,
            offers: offer(variantUrl, sizeAvailability(p, size)),
          };
        }),
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'Product',
        ...shared,
        sku: onlySize === undefined ? p.id : sizeItemId(p.id, onlySize),
        size: onlySize,
        offers: offer(url, onlySize === undefined ? p.availability : sizeAvailability(p, onlySize)),
      };
  const crumbs = [
    { name: t(lang).breadcrumb.home, url: absoluteUrl(origin, localePath(lang, '/')) },
    ...(p.category ? [{ name: category!, url: absoluteUrl(origin, localePath(lang, `/category/${p.category.id}`)) }] : []),
    { name, url },
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

export function homeJsonLd(origin: string, site: BusinessSettings, sameAs: string[], lang: Lang = 'en'): object[] {
  const home = `${origin}${localePath(lang, '/')}`;
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
      address: shopTexts(lang, site).address.text,
      sameAs: sameAs.length ? sameAs : undefined,
      ...organizationIds(site.legal),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.businessName,
      url: home,
      inLanguage: lang,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localePath(lang, '/search')}?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** JSON for a <script type="application/ld+json">: safe against "</script>" in product text. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
