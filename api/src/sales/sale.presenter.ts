import type { Platform, SaleProductImage, SaleView } from '@shop/common';

/** A row of saleRowsSql: the sale joined with its live product and that product's images, if any. */
export interface SaleRow {
  id: string;
  product_id: string | null;
  product_ref: string;
  product_name: string;
  product_brand: string;
  live_name: string | null;
  live_brand: string | null;
  images: SaleProductImage[] | null;
  sale_date: Date;
  platform: Platform;
  original_price: string;
  selling_price: string;
  discounted_price: string | null;
  final_price: string;
  total_earnings: string;
  customer_name: string | null;
  customer_location: string | null;
  sale_notes: string | null;
  created_at: Date;
  updated_at: Date;
  quantity: number;
  size: string | null;
  oversold: number;
  order_code: string | null;
}

export const SALE_ORDER = `s."sale_date" DESC, s."created_at" DESC, s."id" DESC`;

/**
 * The full rows for the sale ids `idsSql` selects (a column "id"). Paging on ids first lets the index answer
 * ORDER BY/OFFSET alone; products and images are joined only for the rows shown, images in the same round trip.
 */
export function saleRowsSql(idsSql: string): string {
  return `
  SELECT s."id", s."product_id", s."product_ref", s."product_name", s."product_brand",
         p."name" AS "live_name", p."brand" AS "live_brand", img."images",
         s."sale_date", s."platform", s."original_price", s."selling_price", s."discounted_price",
         s."final_price", s."total_earnings", s."customer_name", s."customer_location", s."sale_notes",
         s."created_at", s."updated_at", s."quantity", s."size", s."oversold", s."order_code"
  FROM (${idsSql}) ids
  JOIN "sales" s ON s."id" = ids."id"
  LEFT JOIN "products" p ON p."id" = s."product_id"
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('id', i."id", 'url', i."url", 'alt', i."alt", 'order', i."order", 'isPrimary', i."is_primary")
                    ORDER BY i."order", i."id") AS "images"
    FROM "product_images" i WHERE i."product_id" = p."id"
  ) img ON p."id" IS NOT NULL
  ORDER BY ${SALE_ORDER}`;
}

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** While the product exists the answer shows it as it is now; after deletion, the snapshot taken at sale time. */
export function presentSale(row: SaleRow): SaleView {
  const live = row.product_id !== null && row.live_name !== null;
  return {
    id: row.id,
    productId: row.product_id,
    product: {
      id: live ? (row.product_id as string) : row.product_ref,
      name: live ? (row.live_name as string) : row.product_name,
      brand: live ? (row.live_brand as string) : row.product_brand,
      images: live ? (row.images ?? []) : [],
    },
    saleDate: row.sale_date.toISOString(),
    platform: row.platform,
    originalPrice: Number(row.original_price),
    sellingPrice: Number(row.selling_price),
    discountedPrice: num(row.discounted_price),
    finalPrice: Number(row.final_price),
    totalEarnings: Number(row.total_earnings),
    customerName: row.customer_name,
    customerLocation: row.customer_location,
    saleNotes: row.sale_notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    quantity: row.quantity,
    orderCode: row.order_code,
    size: row.size,
    oversell: row.oversold > 0,
  };
}
