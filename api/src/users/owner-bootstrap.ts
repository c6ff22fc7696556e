import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { newId } from '../core/ids/ids';
import { UsersService } from './users.service';

export interface CreatedOwner {
  email: string;
  /** Only set when the password was generated, so the start can print it once. */
  generatedPassword: string | null;
}

/** Creates the first OWNER on an empty users table; never touches an existing account. */
@Injectable()
export class OwnerBootstrap {
  private readonly logger = new Logger('Owner');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async ensureOwner(): Promise<CreatedOwner | null> {
    if ((await this.users.repo.count()) > 0) return null;
    const email = this.config.adminEmail ?? 'owner@example.com';
    const generated = this.config.adminPassword ? null : randomBytes(12).toString('base64url');
    const password = this.config.adminPassword ?? generated!;
    const result = await this.users.repo
      .createQueryBuilder()
      .insert()
      .values({ id: newId(), name: 'Shop Owner', email, passwordHash: await this.users.hashPassword(password), role: 'OWNER' })
      .orIgnore()
      .execute();
    if (!result.identifiers.length || !result.raw?.length) return null;
    this.logger.log(`Created the OWNER account ${email}`);
    return { email, generatedPassword: generated };
  }
}
