/** The range of the listing's price filter. */
export const PRICE_FILTER = { min: 0, max: 1000 } as const;
