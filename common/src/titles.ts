const ADMIN_SECTIONS = ['products', 'categories', 'sales', 'settings'] as const;
const PUBLIC_SECTIONS: Record<string, string> = { category: 'Category', search: 'Search', product: 'Product', products: 'Product' };

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** The back office's section words in a tab title; English by default, the staff member's language when given. */
type AdminTitleWords = Record<(typeof ADMIN_SECTIONS)[number] | 'dashboard' | 'admin', string>;

/** Browser tab title for a path, storefront and back office alike (back-office.md, "Browser tab title"). */
export function pageTitle(pathname: string, siteTitle: string, adminWords?: AdminTitleWords): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return siteTitle;
  if (path === '/admin') return `${adminWords?.dashboard ?? 'Dashboard'} - ${siteTitle}`;
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'admin') {
    const section = ADMIN_SECTIONS.find((s) => path.includes(s));
    const word = section ? (adminWords?.[section] ?? capitalise(section)) : (adminWords?.admin ?? 'Admin');
    return `${word} - ${siteTitle}`;
  }
  const known = PUBLIC_SECTIONS[segments[0]];
  return `${known ?? capitalise(segments[0])} - ${siteTitle}`;
}
