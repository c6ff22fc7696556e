import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { OwnerBootstrap } from '../users/owner-bootstrap';

type Owner = Awaited<ReturnType<OwnerBootstrap['ensureOwner']>>;

/**
 * The owner account exists before the server listens: a caller that sees /health answer (a load balancer, a test,
 * the owner opening the back office) may sign in at once, and must not be told the account does not exist.
 */
export async function ensureOwnerBeforeListening(app: INestApplication): Promise<Owner> {
  await app.init();
  return app.get(OwnerBootstrap).ensureOwner();
}

/** The banner with the URLs and how to sign in, once the server listens. */
export function printBanner(owner: Owner, config: AppConfig): void {
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    'Retro Cap Shop is running',
    `  Storefront:   ${base}/`,
    `  Back office:  ${base}/admin/`,
    `  API:          ${base}/api/v1  (docs: ${base}/api/docs)`,
    `  Images:       ${base}/uploads/`,
  ];
  if (owner?.generatedPassword) {
    lines.push(
      '',
      `  Sign in at ${base}/admin/login as ${owner.email} with password: ${owner.generatedPassword}`,
      '  (shown this once; change it under Settings > Account)',
    );
  } else if (owner) {
    lines.push('', `  Sign in at ${base}/admin/login as ${owner.email} with the ADMIN_PASSWORD you set.`);
  } else {
    lines.push('', `  Sign in at ${base}/admin/login with your staff account.`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}
