import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_CURRENCY, DEMO_SETTINGS } from '@shop/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainEvents } from '../core/cluster/domain-events';
import { newId } from '../core/ids/ids';
import { Category } from '../categories/category.entity';
import { Product, ProductImage } from '../products/product.entity';
import { Sale } from '../sales/sale.entity';
import { SettingsService } from '../settings/settings.service';
import type { StoredImage } from '../uploads/stored-image';
import { UploadsService } from '../uploads/uploads.service';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-catalog';
import { DEMO_CATEGORIES_AR, DEMO_PRODUCTS_AR, demoAltAr } from './demo-catalog-ar';
import { buildDemoSales } from './demo-sales';
import { renderProductImage } from './product-art';

export interface SeedResult {
  seeded: boolean;
  reason?: 'disabled' | 'not-empty' | 'busy';
  categories: number;
  products: number;
  images: number;
  sales: number;
}

/** Any number: two processes starting at once must not both seed. */
const SEED_LOCK_KEY = 4_100_771;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The demo shop for a first start: settings (with demo chat targets), three categories, 24 products with generated pictures and about three
 * months of sales of the products shoppers can see (so the dashboard and Sales Analytics have something to show).
 * Runs by itself when the app boots (before it listens), only on an empty catalog (no category and no product),
 * so it is safe on every start and safe to call again; SEED_DEMO=false skips it.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly uploads: UploadsService,
    private readonly events: DomainEvents,
  ) {}

  /** A failed seed must not keep the shop from starting: it is logged, and the next start tries again. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    try {
      await this.seedIfEmpty();
    } catch (err: any) {
      this.logger.error(`The demo catalog could not be created: ${err?.message ?? err}`, err?.stack);
    }
  }

  async seedIfEmpty(): Promise<SeedResult> {
    const none = { categories: 0, products: 0, images: 0, sales: 0 };
    if (!this.config.seedDemo) return { seeded: false, reason: 'disabled', ...none };
    // a session-level advisory lock lives on one connection, so hold one for the whole run
    const runner = this.ds.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [SEED_LOCK_KEY]);
      if (!locked) return { seeded: false, reason: 'busy', ...none };
      try {
        const [{ empty }] = await runner.query('SELECT NOT EXISTS (SELECT 1 FROM categories) AND NOT EXISTS (SELECT 1 FROM products) AS empty');
        if (!empty) return { seeded: false, reason: 'not-empty', ...none };
        return await this.seed();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private async seed(): Promise<SeedResult> {
    const started = Date.now();
    await this.settings.get(); // creates the defaults row when missing
    const categoryIds = new Map(DEMO_CATEGORIES.map((c) => [c.key, newId()]));
    const stored: StoredImage[] = [];
    let sales = 0;
    try {
      const categoryImages = new Map<string, StoredImage>();
      for (const c of DEMO_CATEGORIES) {
        const id = categoryIds.get(c.key)!;
        const img = await this.store('category', id, c.art, [c.color, 'White'], 0, c.name, `${slug(c.name)}.jpg`);
        stored.push(img);
        categoryImages.set(id, img);
      }
      const products: { id: string; p: DemoProduct; images: StoredImage[]; createdAt: Date }[] = [];
      for (const [index, p] of DEMO_PRODUCTS.entries()) {
        const id = newId();
        const art = DEMO_CATEGORIES.find((c) => c.key === p.category)!.art;
        const images: StoredImage[] = [];
        for (let v = 0; v < p.images; v++) {
          const img = await this.store(
            'product',
            id,
            art,
            p.colors,
            v,
            v === 0 ? p.name : `${p.name}, view ${v + 1}`,
            `${slug(p.name)}-${v + 1}.jpg`,
          );
          images.push(img);
          stored.push(img);
        }
        products.push({ id, p, images, createdAt: new Date(started - (DEMO_PRODUCTS.length - index) * 60_000) });
      }

      await this.ds.transaction(async (m) => {
        await m.insert(
          Category,
          DEMO_CATEGORIES.map((c) => {
            const id = categoryIds.get(c.key)!;
            const img = categoryImages.get(id)!;
            return {
              id,
              name: c.name,
              description: c.description,
              image: img.url,
              cloudinaryId: img.cloudinaryId,
              nameAr: DEMO_CATEGORIES_AR[c.key].name,
              descriptionAr: DEMO_CATEGORIES_AR[c.key].description,
              sortOrder: c.sortOrder,
              publiclyVisible: true,
            };
          }),
        );
        await m.insert(
          Product,
          products.map(({ id, p, createdAt }) => this.productRow(id, categoryIds.get(p.category)!, p, createdAt)),
        );
        await m.insert(
          ProductImage,
          products.flatMap(({ id, p, images }) =>
            images.map((img, i) => ({
              id: newId(),
              productId: id,
              url: img.url,
              cloudinaryId: img.cloudinaryId,
              order: i,
              isPrimary: i === 0,
              alt: img.alt,
              altAr: demoAltAr(DEMO_PRODUCTS_AR[p.name]?.name, i),
              width: img.width,
              height: img.height,
              srcset: img.srcset,
            })),
          ),
        );
        // One multi-row insert through the Sale entity: PostgreSQL computes finalPrice/totalEarnings and the row
        // trigger keeps the sales rollups in step, in the same transaction as the catalog (all or nothing).
        // No domain event per sale: the single "seeded" entry below stands for the whole demo shop.
        const demoSales = buildDemoSales(
          products
            .filter(({ p }) => !p.archived)
            .map(({ id, p }) => ({
              id,
              name: p.name,
              brand: p.brand,
              featured: p.featured ?? false,
              originalPrice: p.originalPrice,
              sellingPrice: p.sellingPrice,
              discountedPrice: p.discountedPrice ?? null,
            })),
          new Date(),
        );
        if (demoSales.length) {
          await m.insert(
            Sale,
            demoSales.map((row) => ({ ...row, id: newId(), createdAt: row.saleDate, updatedAt: row.saleDate })),
          );
        }
        sales = demoSales.length;
        // A demo chat page and number, so checkout opens a chat on the first start; the back office marks them as
        // demo values until the owner replaces them. Values the owner already set are kept.
        await m.query(
          'UPDATE settings SET messenger_url = COALESCE(messenger_url, $1), whatsapp_number = COALESCE(whatsapp_number, $2) WHERE id = 1',
          [DEMO_SETTINGS.messengerUrl, DEMO_SETTINGS.whatsappNumber],
        );
      });
    } catch (err) {
      // nothing references the files of a failed run
      await this.uploads.deleteStored(stored.map((s) => s.cloudinaryId)).catch(() => undefined);
      throw err;
    }
    this.logger.log(
      `Demo catalog created: ${DEMO_CATEGORIES.length} categories, ${DEMO_PRODUCTS.length} products, ${stored.length} images, ${sales} sales (${Date.now() - started} ms)`,
    );
    await this.events.emit({ entityType: 'product', action: 'seeded', entityId: null, entityName: 'Demo catalog', actor: null });
    return { seeded: true, categories: DEMO_CATEGORIES.length, products: DEMO_PRODUCTS.length, images: stored.length, sales };
  }

  private async store(
    entityType: 'product' | 'category',
    entityId: string,
    art: 'cap' | 'tee' | 'shoe',
    colors: string[],
    variant: number,
    alt: string,
    fileName: string,
  ): Promise<StoredImage> {
    const bytes = await renderProductImage(art, colors, variant);
    return this.uploads.storeBuffer(null, bytes, fileName, { entityType, entityId, alt, order: variant });
  }

  private productRow(id: string, categoryId: string, p: DemoProduct, createdAt: Date): Partial<Product> {
    return {
      id,
      name: p.name,
      brand: p.brand,
      categoryId,
      subcategory: p.subcategory ?? null,
      condition: p.condition,
      originalPrice: p.originalPrice,
      sellingPrice: p.sellingPrice,
      discountedPrice: p.discountedPrice ?? null,
      currency: DEFAULT_CURRENCY,
      description: p.description,
      nameAr: DEMO_PRODUCTS_AR[p.name]?.name ?? null,
      descriptionAr: DEMO_PRODUCTS_AR[p.name]?.description ?? null,
      sizes: p.sizes,
      colors: p.colors,
      material: p.material ?? null,
      tags: p.tags,
      featured: p.featured ?? false,
      archived: p.archived ?? false,
      createdAt,
      updatedAt: createdAt,
    };
  }
}
