import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { OwnerBootstrap } from '../users/owner-bootstrap';

/** First-start work once the server listens: the owner account, then the banner with the URLs. */
export async function afterStart(app: INestApplication, config: AppConfig): Promise<void> {
  const owner = await app.get(OwnerBootstrap).ensureOwner();
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
    lines.push('', `  Sign in at ${base}/admin/login as ${owner.email} with password: ${owner.generatedPassword}`, '  (shown this once; change it under Settings > Account)');
  } else if (owner) {
    lines.push('', `  Sign in at ${base}/admin/login as ${owner.email} with the ADMIN_PASSWORD you set.`);
  } else {
    lines.push('', `  Sign in at ${base}/admin/login with your staff account.`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}
