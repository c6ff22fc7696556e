import type { Client } from 'pg';

/** Category ids of the benchmark catalog (fixed, so the benchmark's URLs are known before seeding). */
export const BENCH_CATEGORIES = [
  { id: 'cbench000000000000000caps', name: 'Caps', kind: 'cap' },
  { id: 'cbench000000000000000tees', name: 'Vintage T-Shirts', kind: 'tee' },
  { id: 'cbench00000000000000shoes', name: 'Shoes', kind: 'shoe' },
  { id: 'cbench0000000000000hidden', name: 'Hidden Stock', kind: 'cap' },
] as const;

/**
 * Fills an empty catalog with `count` products in a few set-based statements (generate_series, no per-row round
 * trips): names, brands, conditions, prices, sizes, colours and tags vary deterministically with the row number, and two
 * products in three have an Arabic name and description;
 * ~1 in 40 and ~1 in 50 archived (staff only), ~1 in 30 featured, 1-3 images each. The word-collecting trigger is
 * bypassed during the bulk insert and the vocabulary is filled in one statement afterwards.
 */
export async function seedBenchCatalog(db: Client, count: number): Promise<void> {
  await db.query('BEGIN');
  await db.query(`SET LOCAL session_replication_role = replica`);
  for (const [i, c] of BENCH_CATEGORIES.entries()) {
    await db.query(`INSERT INTO categories (id, name, description, sort_order, publicly_visible) VALUES ($1, $2, $3, $4, $5)`, [
      c.id,
      c.name,
      `${c.name} imported from the Philippines`,
      i + 1,
      c.id !== BENCH_CATEGORIES[3].id,
    ]);
  }
  await db.query(
    `
    WITH src AS (
      SELECT g,
        (ARRAY['New Era','KRWN','Tambay',$4,'Mitchell & Ness','Nike','Adidas','Vans','Converse','Puma','Reebok','Champion'])[1 + abs(hashtext(g || 'b')) % 12] AS brand,
        (ARRAY['Retro','Vintage','Classic','Faded','Washed','Heritage','Throwback','Old School','Street','Manila','Riyadh','Desert'])[1 + abs(hashtext(g || 'a')) % 12] AS adj,
        (ARRAY['Sunset','Lakers','Bulls','Tropical','Jeepney','Palm','Falcon','Camel','Eagle','Wave','Logo','Script'])[1 + abs(hashtext(g || 't')) % 12] AS theme,
        (ARRAY['NEW','VINTAGE','SECOND_HAND','USED','REFURBISHED','COLLECTOR'])[1 + abs(hashtext(g || 'c')) % 6] AS cond,
        (ARRAY['Black','White','Gray','Red','Blue','Green','Navy','Beige','Maroon','Olive','Tan','Brown'])[1 + abs(hashtext(g || 'o')) % 12] AS color,
        1 + abs(hashtext(g || 'k')) % 3 AS kind,
        (ARRAY['ريترو','فينتج','كلاسيكي','باهت','مغسول','تراثي','قديم','أولد سكول','ستريت','مانيلا','الرياض','صحراوي'])[1 + abs(hashtext(g || 'a')) % 12] AS adj_ar,
        (ARRAY['غروب','ليكرز','بولز','استوائي','جيبني','نخلة','صقر','جمل','نسر','موجة','شعار','خط'])[1 + abs(hashtext(g || 't')) % 12] AS theme_ar
      FROM generate_series(1, $1::int) AS g
    )
    INSERT INTO products (id, name, brand, category_id, condition, original_price, selling_price, discounted_price,
                          description, sizes, colors, tags, featured, archived, created_at, updated_at, name_ar, description_ar)
    SELECT
      'cb' || lpad(to_hex(g), 23, '0'),
      adj || ' ' || theme || ' ' || (CASE kind WHEN 1 THEN 'Snapback Cap' WHEN 2 THEN 'Graphic Tee' ELSE 'Low Sneakers' END),
      brand,
      CASE WHEN g % 97 = 0 THEN $3 WHEN kind = 1 THEN $2 WHEN kind = 2 THEN 'cbench000000000000000tees' ELSE 'cbench00000000000000shoes' END,
      cond,
      (40 + (g * 37) % 260)::numeric(10,2),
      (60 + (g * 37) % 260 + (g * 3) % 90)::numeric(10,2),
      CASE WHEN g % 4 = 0 THEN (55 + (g * 37) % 260)::numeric(10,2) END,
      'A ' || lower(adj) || ' ' || lower(theme) || ' piece from ' || brand || ', picked in Manila and shipped to Saudi Arabia. ' ||
        'Condition ' || lower(replace(cond, '_', ' ')) || ', colour ' || lower(color) || '.',
      CASE kind WHEN 1 THEN ARRAY['One Size'] WHEN 2 THEN ARRAY['S','M','L','XL'] ELSE ARRAY['40','41','42','43','44'] END,
      ARRAY[color, CASE WHEN g % 2 = 0 THEN 'White' ELSE 'Black' END],
      ARRAY[lower(adj), lower(theme), CASE kind WHEN 1 THEN 'cap' WHEN 2 THEN 'tee' ELSE 'shoes' END],
      g % 30 = 0,
      g % 40 = 0 OR g % 50 = 0,
      now() - make_interval(mins => g),
      now() - make_interval(mins => g),
      -- two products in three have Arabic texts
      CASE WHEN g % 3 <> 0 THEN (CASE kind WHEN 1 THEN 'قبعة سناب باك' WHEN 2 THEN 'تيشيرت مطبوع' ELSE 'حذاء رياضي' END) || ' ' || adj_ar || ' ' || theme_ar END,
      CASE WHEN g % 3 <> 0 THEN 'قطعة ' || adj_ar || ' من ' || brand || '، اخترناها في مانيلا وشحناها إلى السعودية.' END
    FROM src`,
    [count, BENCH_CATEGORIES[0].id, BENCH_CATEGORIES[3].id, "'47"],
  );
  await db.query(`
    INSERT INTO product_images (id, product_id, url, cloudinary_id, "order", is_primary, alt, width, height, srcset)
    SELECT 'ci' || substr(p.id, 5, 21) || lpad(n::text, 2, '0'), p.id,
           '/uploads/bench/' || p.id || '-' || n || '.jpg', 'bench/' || p.id || '-' || n, n - 1, n = 1, p.name, 800, 800,
           '/uploads/bench/' || p.id || '-' || n || '-400.jpg 400w, /uploads/bench/' || p.id || '-' || n || '.jpg 800w'
    FROM products p
    CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(p.id)) % 3) AS n`);
  await db.query(`
    INSERT INTO catalog_words (word)
    SELECT DISTINCT w FROM products p, regexp_split_to_table(p.search_text, '[^[:alnum:]'']+') AS w
    WHERE length(w) BETWEEN 2 AND 40
    ON CONFLICT DO NOTHING`);
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE categories, products, product_images, catalog_words');
}
