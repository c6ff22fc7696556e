const ADMIN_SECTIONS = ['products', 'categories', 'sales', 'settings'] as const;
const PUBLIC_SECTIONS: Record<string, string> = { category: 'Category', search: 'Search', product: 'Product', products: 'Product' };

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Browser tab title for a path, storefront and back office alike. */
export function pageTitle(pathname: string, siteTitle: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return siteTitle;
  if (path === '/admin') return `Dashboard - ${siteTitle}`;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'admin') {
    const section = ADMIN_SECTIONS.find((s) => path.includes(s));
    return `${section ? capitalise(section) : 'Admin'} - ${siteTitle}`;
  }
  const known = PUBLIC_SECTIONS[segments[0]];
  return `${known ?? capitalise(segments[0])} - ${siteTitle}`;
}
