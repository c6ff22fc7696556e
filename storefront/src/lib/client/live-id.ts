/** The id in /products/{id} or /category/{id}[/page/{n}] for the live fallback pages. */
export function idFromPath(pathname: string, section: 'products' | 'category'): string | null {
  const m = pathname.match(section === 'products' ? /^(?:\/ar)?\/products\/([^/]+)\/?$/ : /^(?:\/ar)?\/category\/([^/]+)(?:\/page\/\d+)?\/?$/);
  if (!m) return null;
  try {
    const id = decodeURIComponent(m[1]);
    return id && id.length <= 64 ? id : null;
  } catch {
    return null;
  }
}

export function pageFromPath(pathname: string): number {
  const m = pathname.match(/\/page\/(\d+)\/?$/);
  return m ? Math.max(1, Number(m[1])) : 1;
}
