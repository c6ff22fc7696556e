// Which of `count` files lists a product: a hash of its id, so a product stays in its file as others come and go.
/**
 * The product sitemap (1…count) a product is listed in: a hash of its id, so a product keeps its file while others
 * come and go, and only a change in the number of files moves products between them.
 */
export function productSitemapOf(productId: string, count: number): number {
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < productId.length; i++) h = Math.imul(h ^ productId.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % count) + 1;
}
