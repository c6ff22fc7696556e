import { SHOP_TIME_ZONE } from '@shop/common';

if (!/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(SHOP_TIME_ZONE)) throw new Error(`Unexpected shop time zone: ${SHOP_TIME_ZONE}`);

/**
 * The shop's time zone as an SQL literal, built from the one constant. PostgreSQL does the zone arithmetic so day
 * and month bounds stay right whatever the server's own time zone is. (The sales rollup triggers in the migrations
 * spell the zone out: a migration is a record of what ran and must not change with the code.)
 */
export const SHOP_TZ_SQL = `'${SHOP_TIME_ZONE}'`;

/** A YYYY-MM-DD day of the shop starts at its midnight in the shop's time zone. */
export const dayStartSql = (param: string) => `((${param})::date::timestamp AT TIME ZONE ${SHOP_TZ_SQL})`;
export const dayEndExclusiveSql = (param: string) => `(((${param})::date + 1)::timestamp AT TIME ZONE ${SHOP_TZ_SQL})`;

/** A shop-local date or timestamp expression read as the instant it names. */
export const shopLocalToInstantSql = (expr: string) => `(${expr}::timestamp AT TIME ZONE ${SHOP_TZ_SQL})`;
