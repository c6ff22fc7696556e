/**
 * The one mapping from the shop's conditions to the three Merchant Center and Commerce Manager accept. Vintage,
 * second-hand and collector pieces have been worn or owned before, so the platforms call them used.
 */
export type FeedCondition = 'new' | 'used' | 'refurbished';

export function feedCondition(condition: string): FeedCondition {
  if (condition === 'NEW') return 'new';
  if (condition === 'REFURBISHED') return 'refurbished';
  return 'used';
}
