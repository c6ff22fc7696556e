/** A value as staff read it, in title case (SECOND_HAND: "Second Hand"); `spelled` names those title case gets wrong. */
function labelsOf<V extends string>(values: readonly V[], spelled: Partial<Record<V, string>> = {}): Record<V, string> {
  const titleCase = (v: string) =>
    v
      .split('_')
      .map((w) => w[0] + w.slice(1).toLowerCase())
      .join(' ');
  return Object.fromEntries(values.map((v) => [v, spelled[v] ?? titleCase(v)])) as Record<V, string>;
}

export const CONDITIONS = ['NEW', 'VINTAGE', 'SECOND_HAND', 'USED', 'REFURBISHED', 'COLLECTOR'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS = labelsOf(CONDITIONS);

export const PLATFORMS = [
  'PHYSICAL_STORE',
  'FACEBOOK',
  'INSTAGRAM',
  'WHATSAPP',
  'VIBER',
  'MARKETPLACE',
  'SHOPEE',
  'TIKTOK',
  'LAZADA',
  'OTHERS',
] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS = labelsOf(PLATFORMS, { WHATSAPP: 'WhatsApp', TIKTOK: 'TikTok' });
export const DEFAULT_PLATFORM: Platform = 'PHYSICAL_STORE';

export const PRODUCT_SORT_FIELDS = ['createdAt', 'name', 'price', 'brand'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
