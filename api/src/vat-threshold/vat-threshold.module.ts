import { Module } from '@nestjs/common';
import { VatThresholdController } from './vat-threshold.controller';
import { VatThresholdService } from './vat-threshold.service';

@Module({ controllers: [VatThresholdController], providers: [VatThresholdService] })
export class VatThresholdModule {}
