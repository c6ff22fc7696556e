/** Shown wherever a product has no photo yet (cards, cart lines). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
