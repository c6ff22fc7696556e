/** What can run SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The rows an UPDATE or DELETE … RETURNING gives back. TypeORM's PostgreSQL driver answers such a statement as
 * [rows, affected count] (an INSERT or a SELECT as the rows alone), so each caller unwrapping it by hand is one
 * forgotten unwrap away from reading the count as a row: an unknown promotion's delete once answered 204.
 */
export async function returningRows<T>(db: Queryable, sql: string, parameters?: unknown[]): Promise<T[]> {
  const [rows] = (await db.query(sql, parameters)) as [T[], number];
  return rows;
}
