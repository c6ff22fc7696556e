import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermissions } from '../core/http/decorators';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @RequirePermissions('dashboardAccess')
  @ApiOperation({ summary: 'Dashboard cards (products, sales this month and their change against last month) and the last 10 changes' })
  summary() {
    return this.dashboard.summary();
  }
}
