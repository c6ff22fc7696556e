#!/usr/bin/env node
/**
 * A stand-in for the shop API's public read endpoints, for building and benchmarking the storefront without a database.
 *   node storefront/scripts/mock-api.mjs [--port 3999] [--products 40] [--empty] [--static DIR]
 * --static serves a built storefront from DIR on the same port (for screenshots and Lighthouse).
 * Answers GET /api/v1/settings/business, /categories/public, /categories/{id}, /products (paged, search, filters, facets), /products/{id}.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const PORT = Number(opt('port', process.env.PORT ?? 3999));
const COUNT = args.includes('--empty') ? 0 : Number(opt('products', 40));
const STATIC = opt('static', null);

const id = (prefix, n) => `c${prefix}${String(n).padStart(24 - prefix.length, '0')}`;
const categories = args.includes('--empty')
  ? []
  : [
      {
        id: id('cat', 1),
        name: 'Caps',
        description: 'Snapbacks, fitted caps and dad hats from the 80s, 90s and today.',
        image: null,
        sortOrder: 1,
        publiclyVisible: true,
      },
      { id: id('cat', 2), name: 'T-Shirts', description: 'Vintage band, brand and souvenir tees.', image: null, sortOrder: 2, publiclyVisible: true },
      { id: id('cat', 3), name: 'Shoes', description: 'Retro sneakers and classic kicks.', image: null, sortOrder: 3, publiclyVisible: true },
    ];
const brands = ['Tambay', 'New Era', 'KRWN', 'Nike', 'Adidas', 'Champion', 'Starter', 'Vans'];
const conditions = ['NEW', 'VINTAGE', 'SECOND_HAND', 'USED', 'REFURBISHED', 'COLLECTOR'];
const nouns = {
  Caps: ['Snapback', 'Fitted Cap', 'Dad Cap', 'Trucker Hat'],
  'T-Shirts': ['Graphic Tee', 'Band Tee', 'Logo Tee', 'Souvenir Tee'],
  Shoes: ['Low Sneaker', 'High Top', 'Runner', 'Court Classic'],
};
const colors = ['#b23d14', '#1f2a44', '#2f6b4f', '#c99a2e', '#6b2d5c', '#2d5b8a', '#8a3b2d', '#3d3631'];
const adjectives = ['Classic', 'Retro', 'Vintage 90s', 'Heritage', 'Old School', 'Throwback', 'Street', 'Original'];

const products = Array.from({ length: COUNT }, (_, i) => {
  const cat = categories[i % categories.length];
  const brand = brands[i % brands.length];
  const price = 60 + ((i * 37) % 240);
  const discounted = i % 4 === 0 ? Math.round(price * 0.8) : null;
  const created = new Date(Date.UTC(2026, 10, 20) - i * 3600_000).toISOString();
  const images = Array.from({ length: i % 5 === 1 ? 0 : 1 + (i % 3) }, (_, k) => ({
    id: id('img', i * 10 + k),
    url: `/uploads/mock/${i}-${k}.svg`,
    cloudinaryId: null,
    alt: null,
    order: k,
    isPrimary: k === 0,
    width: 800,
    height: 800,
  }));
  return {
    id: id('prd', i + 1),
    name: `${brand} ${adjectives[i % adjectives.length]} ${nouns[cat.name][i % 4]}`,
    brand,
    description:
      i % 3 === 0
        ? null
        : `A ${adjectives[i % adjectives.length].toLowerCase()} piece from ${brand}, imported from Manila. Checked and cleaned before shipping.\nFits true to size.`,
    condition: conditions[i % conditions.length],
    material: i % 2 ? 'Cotton' : null,
    subcategory: null,
    sizes: cat.name === 'Shoes' ? ['40', '41', '42', '43'] : ['S', 'M', 'L', 'One Size'].slice(0, 1 + (i % 4)),
    colors: ['Black', 'Navy', 'Red'].slice(0, 1 + (i % 3)),
    tags: ['retro', brand.toLowerCase().replace(/\s+/g, '')],
    featured: i < 4 && !args.includes('--no-featured'),
    publiclyVisible: true,
    archived: false,
    sellingPrice: price,
    discountedPrice: discounted,
    currency: 'SAR',
    categoryId: cat.id,
    category: { id: cat.id, name: cat.name },
    images,
    createdAt: created,
    updatedAt: created,
    ...mockStock(i, cat.name === 'Shoes' ? ['40', '41', '42', '43'] : ['S', 'M', 'L', 'One Size'].slice(0, 1 + (i % 4))),
  };
});

/** Every 7th product from the 3rd is sold out and every 7th from the 4th is the last piece; the others are not counted. */
function mockStock(i, sizes) {
  if (i % 7 === 2)
    return {
      stockTracked: true,
      availability: 'SOLD_OUT',
      stockLeft: 0,
      sizeStock: sizes.map((size) => ({ size, availability: 'SOLD_OUT', left: 0 })),
    };
  if (i % 7 === 3) {
    return {
      stockTracked: true,
      availability: 'LOW_STOCK',
      stockLeft: 1,
      sizeStock: sizes.map((size, k) =>
        k === sizes.length - 1 ? { size, availability: 'LOW_STOCK', left: 1 } : { size, availability: 'SOLD_OUT', left: 0 },
      ),
    };
  }
  return { stockTracked: false, availability: 'IN_STOCK', stockLeft: null, sizeStock: [] };
}

const settings = {
  businessName: 'Retro Cap Shop',
  description: 'Hand-picked retro caps, vintage tees and shoes from the Philippines, sold in Riyadh.',
  address: 'Souq Al Zal, Stall 14, Riyadh',
  email: 'hello@retrocap.example',
  phone: '+966 50 123 4567',
  facebook: 'retrocapshop',
  instagram: 'retrocapshop',
  whatsapp: '+966501234567',
  messengerUrl: opt('messenger', 'https://m.me/retrocapshop'),
  logoUrl: null,
  tagline: 'Vintage caps, fresh from Manila',
};

function lev(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}
const matches = (p, term) => {
  const words = `${p.name} ${p.brand} ${p.tags.join(' ')}`.toLowerCase().split(/\s+/);
  return term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((t) => words.some((w) => w.includes(t) || (t.length > 3 && lev(w, t) <= 1)));
};
const eff = (p) => (p.discountedPrice > 0 ? p.discountedPrice : p.sellingPrice);

function list(q) {
  let items = products.filter((p) => p.publiclyVisible);
  if (q.get('featured') === 'true') items = items.filter((p) => p.featured);
  if (q.get('category')) items = items.filter((p) => p.categoryId === q.get('category'));
  if (q.get('search')) items = items.filter((p) => matches(p, q.get('search')));
  if (q.get('condition')) items = items.filter((p) => p.condition === q.get('condition'));
  const facetBase = items;
  if (q.get('brand')) {
    const b = q.get('brand').split(',');
    items = items.filter((p) => b.includes(p.brand));
  }
  if (q.get('minPrice')) items = items.filter((p) => eff(p) >= Number(q.get('minPrice')));
  if (q.get('maxPrice')) items = items.filter((p) => eff(p) <= Number(q.get('maxPrice')));
  const sortBy = q.get('sortBy') ?? 'createdAt';
  const dir = q.get('sortOrder') === 'asc' ? 1 : -1;
  const key = (p) => (sortBy === 'price' ? eff(p) : sortBy === 'name' ? p.name : sortBy === 'brand' ? p.brand : p.createdAt);
  items = [...items].sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : 0));
  const limit = Math.min(1000, Number(q.get('limit') ?? 10));
  const page = Number(q.get('page') ?? 1);
  const total = items.length;
  const out = { products: items.slice((page - 1) * limit, page * limit), pagination: { total, totalPages: Math.ceil(total / limit), page, limit } };
  if (q.get('facets') === 'true') {
    const count = (f) =>
      Object.entries(facetBase.reduce((m, p) => ((m[f(p)] = (m[f(p)] ?? 0) + 1), m), {})).map(([value, count]) => ({ value, count }));
    out.facets = { brands: count((p) => p.brand), conditions: count((p) => p.condition), price: { min: 0, max: 1000 } };
  }
  return out;
}

function capSvg(n) {
  const c = colors[n % colors.length];
  const c2 = colors[(n + 3) % colors.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><rect width="800" height="800" fill="#efe9df"/><circle cx="400" cy="420" r="300" fill="#e4dccf"/><g transform="translate(400 440)"><path d="M-230 0c0-150 100-250 230-250s230 100 230 250z" fill="${c}"/><path d="M-230 0h330c120 0 200 20 200 50s-80 40-200 40h-330z" fill="${c2}"/><circle cy="-250" r="18" fill="${c2}"/><path d="M-90 -235c-30 70-40 150-40 235M90 -235c30 70 40 150 40 235" stroke="rgba(0,0,0,.18)" stroke-width="8" fill="none"/><rect x="-70" y="-150" width="140" height="70" rx="12" fill="#fff" opacity=".9"/><text x="0" y="-102" font-family="Arial" font-weight="900" font-size="40" text-anchor="middle" fill="${c}">${['RC', 'NE', '90s', 'KR'][n % 4]}</text></g></svg>`;
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const p = url.pathname;
  if (p.startsWith('/uploads/mock/')) {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    return res.end(capSvg(parseInt(p.split('/').pop(), 10) || 0));
  }
  if (p.startsWith('/api/v1/')) {
    const route = p.slice('/api/v1'.length);
    if (route === '/health') return send(200, { data: { status: 'ok', database: 'up' } });
    if (route === '/site/status')
      return send(200, { data: { mode: 'off', ready: true, building: false, queued: false, current: { pages: 0 }, lastError: null } });
    if (route === '/settings/business') return send(200, { data: settings });
    if (route === '/categories/public')
      return send(200, { data: categories.map((c) => ({ ...c, _count: { products: products.filter((x) => x.categoryId === c.id).length } })) });
    let m = route.match(/^\/categories\/([^/]+)$/);
    if (m) {
      const c = categories.find((x) => x.id === m[1]);
      return c ? send(200, { data: c }) : send(404, { statusCode: 404, message: 'Category not found' });
    }
    if (route === '/products') return send(200, { data: list(url.searchParams) });
    m = route.match(/^\/products\/([^/]+)$/);
    if (m) {
      const x = products.find((y) => y.id === m[1]);
      return x ? send(200, { data: x }) : send(404, { statusCode: 404, message: 'Product not found' });
    }
    return send(404, { statusCode: 404, message: 'Not found' });
  }
  if (STATIC) {
    let file = path.join(STATIC, decodeURIComponent(p));
    if (!file.startsWith(path.resolve(STATIC))) return send(400, {});
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      if (/^\/products\/[^/]+\/?$/.test(p)) file = path.join(STATIC, 'live/product/index.html');
      else if (/^\/category\/[^/]+(\/page\/\d+)?\/?$/.test(p)) file = path.join(STATIC, 'live/category/index.html');
      else file = path.join(STATIC, '404.html');
    }
    res.writeHead(file.endsWith('404.html') ? 404 : 200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    return fs.createReadStream(file).pipe(res);
  }
  send(404, { statusCode: 404, message: 'Not found' });
});
server.listen(PORT, '127.0.0.1', () => console.log(`mock shop API on http://127.0.0.1:${PORT}/api/v1 (${products.length} products)`));
