// Google's rules for a product page's structured data, written out from its published guidance so the tests can hold
// the page's JSON-LD to them (the unit tests build it from a product, storefront/checks read it out of built pages):
//   https://developers.google.com/search/docs/appearance/structured-data/product-variants  (ProductGroup, variants)
//   https://developers.google.com/search/docs/appearance/structured-data/merchant-listing  (Product, Offer)
// Plain JavaScript so that both the unit tests (vitest) and the built-site checks (node --test) can import it.
// Properties the shop has nothing for (gtin, reviews, ratings) are left out: absent is what Google expects then.

/** The properties Google accepts in `variesBy` (as full schema.org URLs). */
export const VARIES_BY = [
  'https://schema.org/color',
  'https://schema.org/size',
  'https://schema.org/suggestedAge',
  'https://schema.org/suggestedGender',
  'https://schema.org/material',
  'https://schema.org/pattern',
];

/** schema.org ItemAvailability values Google reads in `offers.availability`. */
export const ITEM_AVAILABILITY = [
  'https://schema.org/BackOrder',
  'https://schema.org/Discontinued',
  'https://schema.org/InStock',
  'https://schema.org/InStoreOnly',
  'https://schema.org/LimitedAvailability',
  'https://schema.org/MadeToOrder',
  'https://schema.org/OnlineOnly',
  'https://schema.org/OutOfStock',
  'https://schema.org/PreOrder',
  'https://schema.org/PreSale',
  'https://schema.org/Reserved',
  'https://schema.org/SoldOut',
];

/**
 * Property paths per entity; `a|b` means either one. A variant inherits what its ProductGroup states (Google: the
 * group "lets you specify common product-properties for all variants, such as brand"), so a variant's recommended
 * property may be found on the group instead.
 */
export const RULES = {
  productGroup: {
    // Google's ProductGroup table: name, variesBy and hasVariant, and productGroupID (the "parent sku"), which must be
    // given for Google to group the variants with the feed's item_group_id
    required: ['name', 'variesBy', 'hasVariant', 'productGroupID'],
    // brand and description hold for every variant; url is the page's own address (the single-page approach)
    recommended: ['brand.name', 'description', 'url'],
  },
  variant: {
    // each variant is a Product: a name, an image and an offer with its price, currency and availability
    required: ['name', 'image', 'offers.price', 'offers.priceCurrency', 'offers.availability'],
    // a unique id (sku or gtin), the value of each variesBy property, and an address that opens with this variant chosen
    recommended: ['sku|gtin', 'brand.name', 'description', 'url|offers.url', 'offers.itemCondition'],
  },
  product: {
    required: ['name', 'image', 'offers.price', 'offers.priceCurrency'],
    recommended: ['offers.availability', 'sku|gtin', 'brand.name', 'description', 'url|offers.url', 'offers.itemCondition'],
  },
};

const typeOf = (node) => (Array.isArray(node?.['@type']) ? node['@type'] : [node?.['@type']]);

function valueAt(node, path) {
  let v = node;
  for (const key of path.split('.')) {
    if (v == null) return undefined;
    v = Array.isArray(v) ? v[0]?.[key] : v[key];
  }
  return v;
}

const present = (v) => v != null && v !== '' && !(Array.isArray(v) && v.length === 0);

function missing(node, paths, fallback) {
  return paths.filter(
    (alternatives) => !alternatives.split('|').some((p) => present(valueAt(node, p)) || (fallback && present(valueAt(fallback, p)))),
  );
}

/** The last name of a schema.org URL: https://schema.org/size → size. */
const propertyName = (url) => String(url).replace(/^https?:\/\/schema\.org\//, '');

function offerProblems(where, offer) {
  const out = [];
  if (!offer) return out;
  if (offer.price != null && !/^\d+(\.\d+)?$/.test(String(offer.price)))
    out.push(`${where}: offers.price "${offer.price}" is not a number with a dot`);
  if (offer.priceCurrency != null && !/^[A-Z]{3}$/.test(offer.priceCurrency))
    out.push(`${where}: offers.priceCurrency "${offer.priceCurrency}" is not an ISO 4217 code`);
  if (offer.availability != null && !ITEM_AVAILABILITY.includes(offer.availability))
    out.push(`${where}: offers.availability "${offer.availability}" is not a schema.org ItemAvailability`);
  return out;
}

/**
 * What a product page's JSON-LD (the parsed blocks) breaks of Google's rules: [] when it holds one Product or one
 * ProductGroup meeting every required and, with `recommended`, every recommended property and the variant guidelines.
 * `skip` leaves out properties the product cannot have (`image` for a product without photos, which Google then does
 * not show as a rich result whatever the markup says).
 */
export function productStructuredDataProblems(blocks, { recommended = true, skip = [] } = {}) {
  const nodes = blocks.flatMap((b) => (Array.isArray(b?.['@graph']) ? b['@graph'] : [b]));
  const groups = nodes.filter((n) => typeOf(n).includes('ProductGroup'));
  const products = nodes.filter((n) => typeOf(n).includes('Product'));
  const out = [];
  const checked = (paths) => paths.filter((p) => !skip.includes(p));
  const check = (where, node, rules, fallback) => {
    for (const p of missing(node, checked(rules.required), fallback)) out.push(`${where}: required ${p} is missing`);
    if (recommended) for (const p of missing(node, checked(rules.recommended), fallback)) out.push(`${where}: recommended ${p} is missing`);
  };
  if (groups.length + products.length !== 1) return [`expected one Product or ProductGroup, found ${groups.length + products.length}`];
  if (products.length) {
    const [p] = products;
    check('Product', p, RULES.product);
    out.push(...offerProblems('Product', p.offers));
    return out;
  }
  const [g] = groups;
  check('ProductGroup', g, RULES.productGroup);
  if ('offers' in g) out.push('ProductGroup: offers belong on its variants, not on the group');
  const variesBy = [g.variesBy ?? []].flat();
  for (const v of variesBy) if (!VARIES_BY.includes(v)) out.push(`ProductGroup: variesBy "${v}" is not one Google reads`);
  const variants = [g.hasVariant ?? []].flat();
  if (variants.length < 2) out.push(`ProductGroup: a group needs two or more variants (has ${variants.length}); one is a plain Product`);
  const ids = new Set();
  variants.forEach((v, i) => {
    const where = `variant ${i + 1} (${v?.sku ?? v?.name ?? '?'})`;
    if (!typeOf(v).includes('Product')) out.push(`${where}: is not a Product`);
    check(where, v, RULES.variant, g);
    out.push(...offerProblems(where, v.offers));
    // the variant states its value of every property the group varies by
    for (const prop of variesBy) if (!present(v[propertyName(prop)])) out.push(`${where}: required ${propertyName(prop)} (from variesBy) is missing`);
    if (!recommended) return;
    const id = v.sku ?? v.gtin;
    if (id != null && ids.has(id)) out.push(`${where}: its id ${id} is not unique in the group`);
    ids.add(id);
    // single-page approach: each variant's address is the group's page with that variant chosen by a query parameter
    for (const url of [v.url, v.offers?.url].filter(present)) {
      if (!g.url || !String(url).startsWith(`${g.url}?`)) out.push(`${where}: url ${url} is not the group's page ${g.url} with a query`);
      for (const prop of variesBy) {
        const name = propertyName(prop);
        const chosen = new URL(url).searchParams.get(name);
        if (chosen !== String(v[name])) out.push(`${where}: url ${url} does not choose ${name} ${v[name]}`);
      }
    }
  });
  return out;
}
