import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SaleImage } from './sale.presenter';

/** One query for the images of every live product on a page of sales. */
@Injectable()
export class SaleImagesLoader {
  constructor(private readonly ds: DataSource) {}

  async forRows(rows: { product_id: string | null; live_name: string | null }[]): Promise<Map<string, SaleImage[]>> {
    const ids = [...new Set(rows.filter((r) => r.product_id && r.live_name !== null).map((r) => r.product_id as string))];
    const out = new Map<string, SaleImage[]>();
    if (!ids.length) return out;
    const images: (SaleImage & { productId: string })[] = await this.ds.query(
      `SELECT "product_id" AS "productId", "id", "url", "alt", "order", "is_primary" AS "isPrimary"
       FROM "product_images" WHERE "product_id" = ANY($1) ORDER BY "product_id", "order", "id"`,
      [ids],
    );
    for (const { productId, ...image } of images) {
      const list = out.get(productId) ?? [];
      list.push(image);
      out.set(productId, list);
    }
    return out;
  }
}
