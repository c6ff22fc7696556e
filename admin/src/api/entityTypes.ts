/** The kinds of record that own uploaded images. */
export const ENTITY_TYPES = ['product', 'category'] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];
