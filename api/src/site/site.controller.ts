import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../core/decorators';
import type { AuthUser } from '../core/auth-user';
import { SiteService } from './site.service';
import type { SiteStatus } from './site-status';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  /**
   * Whether the storefront is built, building or queued, and when it was last built. Anonymous callers get the
   * failure time only; staff with dashboardAccess also get the build's error message.
   */
  @Public()
  @Get('status')
  status(@CurrentUser() user: AuthUser | null): SiteStatus {
    const status = this.site.status();
    if (status.lastError && !user?.permissions?.dashboardAccess) {
      return { ...status, lastError: { at: status.lastError.at, message: 'The last storefront build failed; staff can see why in the server log.' } };
    }
    return status;
  }
}
