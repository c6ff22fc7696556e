import { api } from './helpers';

/** Counts `left` pieces of a product, all in its first size (the others at 0); answers that size. */
export async function setStock(token: string, productId: string, left: number): Promise<string> {
  const { data: product } = await api<{ sizes: string[] }>(`/products/${productId}`, { token });
  const sizes = product.sizes.map((size, i) => ({ size, onHand: i === 0 ? left : 0 }));
  const res = await api(`/products/${productId}/stock`, { method: 'PUT', token, body: JSON.stringify({ tracked: true, sizes }) });
  if (res.status >= 300) throw new Error(`setting the stock of ${productId} answered ${res.status}`);
  return product.sizes[0];
}

/** Stops counting a product's stock: it is always in stock again. */
export async function untrackStock(token: string, productId: string): Promise<void> {
  await api(`/products/${productId}/stock`, { method: 'PUT', token, body: JSON.stringify({ tracked: false }) });
}
