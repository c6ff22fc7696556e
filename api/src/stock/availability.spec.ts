import { Client } from 'pg';
import { DEFAULT_STOCK_SETTINGS, AVAILABILITIES, type Availability } from '@shop/common';
import { availabilityIsSql, availabilityOf, notSoldOutSql, soldOutFlagSql, UNTRACKED_AVAILABILITY } from './availability';

/** left null: a product whose stock is not counted. Counts never go below 0 (the ledger stops at 0). */
const CASES: { left: number | null; threshold: number }[] = [];
for (const threshold of [0, 1, 3, DEFAULT_STOCK_SETTINGS.lowStockThreshold, 1000])
  for (const left of [null, 0, 1, 2, 3, 4, threshold, threshold + 1, 100_000]) CASES.push({ left, threshold });

const expected = (left: number | null, threshold: number): Availability => (left === null ? UNTRACKED_AVAILABILITY : availabilityOf(left, threshold));

describe('stock availability: one rule in TypeScript and SQL', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  it('the SQL tests on PostgreSQL agree with the TypeScript rule on every case of the table', async () => {
    const columns = AVAILABILITIES.map((a) => `COALESCE(${availabilityIsSql(a, '$1::int', () => '$2::int')}, false) AS "${a}"`);
    const sql = `SELECT ${columns.join(', ')}, ${soldOutFlagSql('$1::int')} AS sold_out_flag, ${notSoldOutSql('$1::int')} AS not_sold_out`;
    for (const { left, threshold } of CASES) {
      const { rows } = await db.query(sql, [left, threshold]);
      const want = expected(left, threshold);
      const got = AVAILABILITIES.filter((a) => rows[0][a]);
      expect({ left, threshold, got }).toEqual({ left, threshold, got: [want] });
      expect({ left, threshold, soldOut: rows[0].sold_out_flag, notSoldOut: rows[0].not_sold_out }).toEqual({
        left,
        threshold,
        soldOut: want === 'SOLD_OUT',
        notSoldOut: want !== 'SOLD_OUT',
      });
    }
  });

  it('a fresh shop counts one piece left as low stock', () => {
    expect(availabilityOf(1, DEFAULT_STOCK_SETTINGS.lowStockThreshold)).toBe('LOW_STOCK');
    expect(availabilityOf(2, DEFAULT_STOCK_SETTINGS.lowStockThreshold)).toBe('IN_STOCK');
  });
});
