import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/auth-user';
import { CurrentUser } from '../core/decorators';
import { PublicAt } from '../core/staff-route.decorator';
import { SiteService } from './site.service';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @PublicAt(Get('status'), {
    summary: 'Whether the storefront is built, building or queued, which build is served, and when a build last failed',
    description:
      'Staff with dashboardAccess also get why a build failed, the rebuild reason, the next retry, the kept builds, the builder ' +
      'election and the incremental renderer; anyone else gets { ready, building, queued, current: { id, builtAt, pages }, lastError: { at, message }, failures }.',
  })
  status(@CurrentUser() user: AuthUser | null) {
    return this.site.statusFor(user);
  }
}
