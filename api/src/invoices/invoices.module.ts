import { Module } from '@nestjs/common';
import { TaxSettingsModule } from '../tax-settings/tax-settings.module';
import { InvoicesController } from './invoices.controller';
import { InvoicesReadService } from './invoices-read.service';
import { InvoicesService } from './invoices.service';

@Module({
  imports: [TaxSettingsModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesReadService],
  exports: [InvoicesService, InvoicesReadService],
})
export class InvoicesModule {}
