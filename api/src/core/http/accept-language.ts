/**
 * Whether an Accept-Language header asks for Arabic first: its highest-weighted language is `ar` or `ar-*`
 * ("ar", "ar-SA,en;q=0.8"; not "en,ar;q=0.5"). Absent or unreadable means English, the API's own language.
 */
export function prefersArabic(acceptLanguage: string | undefined | null): boolean {
  if (!acceptLanguage) return false;
  let best = { tag: '', q: -1 };
  for (const part of acceptLanguage.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (tag && Number.isFinite(q) && q > best.q) best = { tag, q };
  }
  return best.q > 0 && (best.tag === 'ar' || best.tag.startsWith('ar-'));
}
