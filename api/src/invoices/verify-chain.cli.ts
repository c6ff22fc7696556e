/**
 * `npm run invoices:verify -w api` (after `npm run build -w api`): checks the whole invoice chain in the database
 * named by DATABASE_URL and names the first broken link; exits 1 when it is broken. A running shop answers the
 * same check at GET /api/v1/invoices/chain-check.
 */
import { verifyChainCommand } from './verify-chain.command';

verifyChainCommand(process.env.DATABASE_URL, console).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
