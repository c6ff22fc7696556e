import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ClusterBus } from '../core/cluster/cluster-bus';
import { Public } from '../core/http/decorators';
import { BackupsService } from '../backups/backups.service';
import { CatalogIndexService } from '../catalog-index/catalog-index.service';
import { ZatcaReportingStatusService } from '../zatca/zatca-reporting-status.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    private readonly bus: ClusterBus,
    private readonly backups: BackupsService,
    private readonly catalogIndex: CatalogIndexService,
    private readonly zatca: ZatcaReportingStatusService,
  ) {}

  @Public()
  @Get()
  async health() {
    try {
      await this.ds.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    // builder: whether this instance is the one that builds the storefront (one per database, elected by a lock)
    // lastBackupAgeSeconds: how old the newest backup is (null: none yet), for monitoring that alerts off the machine
    // zatcaQueueOldestAgeSeconds: how long the oldest signed document has waited to be reported to ZATCA (null: none),
    // so monitoring can alert well before ZATCA's 24 hours (at 12)
    // catalogIndex: whether shoppers' lists come from this instance's read model (loaded) or PostgreSQL, and its freshness
    return {
      status: 'ok',
      database: 'up',
      builder: this.bus.isBuilder,
      lastBackupAgeSeconds: this.backups.status().lastSuccessAgeSeconds,
      catalogIndex: this.catalogIndex.status(),
      zatcaQueueOldestAgeSeconds: await this.zatca.oldestWaitingAgeSeconds(),
    };
  }
}
