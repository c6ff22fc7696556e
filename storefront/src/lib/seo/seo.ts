import { effectivePrice, formatPrice, toFixed2 } from '../rules/prices';
import { schemaAvailability } from '../rules/stock';
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

/** JSON-LD in the page's language: Arabic names and descriptions where given, English ones otherwise. */
export function productJsonLd(p: Product, origin: string, site: BusinessSettings, lang: Lang = 'en'): object[] {
  const url = absoluteUrl(origin, localePath(lang, `/products/${p.id}`));
  const name = localName(lang, p).text;
  const category = p.category ? localName(lang, p.category).text : undefined;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name,
    brand: { '@type': 'Brand', name: p.brand },
    description: localDescription(lang, p)?.text || undefined,
    sku: p.id,
    image: p.images.map((i) => absoluteUrl(origin, i.url)),
    category,
    inLanguage: lang,
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
