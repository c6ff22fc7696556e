/**
 * Props of the dynamic pages. The full build gets them from getStaticPaths; the incremental renderer renders the same
 * pages on demand, where Astro passes only the URL's params, so they are looked up in the catalog the same way.
 */
import { getCatalog } from './catalog';
import type { Category, Product } from '../../model/types';

export async function productPageProps(props: { product?: Product }, params: { id?: string }): Promise<{ product: Product }> {
  if (props.product) return { product: props.product };
  const product = (await getCatalog()).productById.get(params.id ?? '');
  if (!product) throw new Error(`no product ${params.id} in the catalog`);
  return { product };
}

export async function categoryPageProps(
  props: { category?: Category; page?: number },
  params: { id?: string; page?: string },
): Promise<{ category: Category; page: number }> {
  if (props.category) return { category: props.category, page: props.page ?? 1 };
  const category = (await getCatalog()).categories.find((c) => c.id === params.id);
  if (!category) throw new Error(`no category ${params.id} in the catalog`);
  return { category, page: params.page ? Number(params.page) : 1 };
}
