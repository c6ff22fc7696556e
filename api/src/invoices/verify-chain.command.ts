import { Client } from 'pg';
import { checkInvoiceChain } from './chain-check';

/**
 * The invoices:verify command's work: checks the chain in the database at `url`, tells the result, and answers
 * the exit code (0 intact, 1 broken, 2 cannot check).
 */
export async function verifyChainCommand(url: string | undefined, out: { log(s: string): void; error(s: string): void }): Promise<number> {
  if (!url) {
    out.error("Set DATABASE_URL to the shop's PostgreSQL database, or ask a running shop: GET /api/v1/invoices/chain-check");
    return 2;
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const report = await checkInvoiceChain({ query: async (sql, params) => (await client.query(sql, params as unknown[])).rows });
    if (report.ok) {
      out.log(`Invoice chain intact: ${report.checked} documents checked.`);
      return 0;
    }
    const b = report.firstBroken!;
    out.error(
      `Invoice chain broken at ${b.numberText}${b.id ? ` (${b.id})` : ''}: ${b.problem}. The ${report.checked} documents before it are intact.`,
    );
    return 1;
  } finally {
    await client.end();
  }
}
