import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { PublicAt } from '../core/http/staff-route.decorator';
import { SiteService } from './site.service';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  // anyone may watch whether the pages are fresh; how they are built is for staff who watch the dashboard
  @PublicAt(
    Get('status'),
    'Storefront build status: { ready, building, queued, current: { id, builtAt, pages }, lastError: { at, message }, failures }; ' +
      'with dashboardAccess also the failure reason, rebuild reason, next retry, kept builds, builder election and incremental renderer',
  )
  status(@CurrentUser() user: AuthUser | null) {
    return this.site.statusFor(user);
  }
}
