import type { DataSource } from 'typeorm';

/**
 * What the prebuilt pages show of promotions (issue 43): the automatic promotions running now (the banner, the feeds'
 * sale prices) and the Ministry's discount licence (beside every struck price). Read by the database's clock, so
 * every instance agrees on "now"; a promotion's start or end, an edit of a running one, one used up and a licence
 * change all change it. Read by the promotion clock each minute and by the catalog stamp on start, so a promotion
 * that started or ended while the shop was stopped re-renders the pages too.
 */
const SHOWN_SQL = `
  SELECT coalesce((SELECT string_agg(p."id" || '@' || extract(epoch FROM p."updated_at")::text, ',' ORDER BY p."id")
                     FROM "promotions" p
                    WHERE p."automatic" AND p."starts_at" <= now() AND p."ends_at" > now()
                      AND (p."usage_limit" IS NULL OR p."used" < p."usage_limit")), '') AS "running",
         coalesce((SELECT extract(epoch FROM l."updated_at")::text FROM "discount_licence" l WHERE l."id" = 1), '') AS "licence"`;

/** One line naming what the pages show of promotions now; equal lines, equal pages. */
export async function promotionsShown(ds: DataSource): Promise<string> {
  const [row]: { running: string; licence: string }[] = await ds.query(SHOWN_SQL);
  return `${row.running}|${row.licence}`;
}
