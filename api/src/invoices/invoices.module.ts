import { Module } from '@nestjs/common';
import { TaxSettingsModule } from '../tax-settings/tax-settings.module';
import { InvoicesController } from './invoices.controller';
import { InvoicesReadService } from './invoices-read.service';
import { InvoicesService } from './invoices.service';
import { ZatcaSigningStore } from './zatca-signing.store';

@Module({
  imports: [TaxSettingsModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoicesReadService, ZatcaSigningStore],
  exports: [InvoicesService, InvoicesReadService, ZatcaSigningStore],
})
export class InvoicesModule {}
