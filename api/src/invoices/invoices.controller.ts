import { Body, Controller, Get, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAt } from '../core/http/staff-route.decorator';
import type { AuthUser } from '../core/actor/auth-user';
import { CurrentUser } from '../core/http/decorators';
import { VatMonthsQuery } from './dto/vat-months.query';
import { ZatcaPhase2Dto } from './dto/zatca-phase2.dto';
import { InvoicesReadService } from './invoices-read.service';
import { InvoicesService } from './invoices.service';
import { vatCsv } from './vat-csv';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesReadService,
    private readonly issuer: InvoicesService,
  ) {}

  @StaffAt(Put('zatca-phase2'), 'taxSettingsUpdate', {
    summary: 'ZATCA phase 2 on or off for the documents issued from now on (owner only)',
    description:
      "On: each new invoice and credit note is signed (XAdES, nine-tag QR in the XML) with the shop's own key; until onboarding the certificate is a self-signed stand-in. Needs the seller's full address (409 names what is missing).",
  })
  zatcaPhase2(@CurrentUser() user: AuthUser, @Body() dto: ZatcaPhase2Dto) {
    return this.issuer.setZatcaPhase2(user, dto.on);
  }

  @StaffAt(Get('vat-monthly'), 'salesView', 'VAT per shop month: invoices less credit notes (net sales, VAT, total with VAT)')
  vatMonthly(@Query() q: VatMonthsQuery) {
    return this.invoices.vatMonthly(q.from, q.to);
  }

  @StaffAt(Get('vat-monthly.csv'), 'salesView', {
    summary: 'The same months as a CSV file for the VAT return',
    description: 'text/csv, UTF-8 with a BOM',
  })
  async vatMonthlyCsv(@Query() q: VatMonthsQuery) {
    const csv = vatCsv(await this.invoices.vatMonthly(q.from, q.to));
    return new StreamableFile(Buffer.from(csv, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: 'attachment; filename="vat-by-month.csv"' });
  }

  @StaffAt(Get('chain-check'), 'salesView', {
    summary: 'Verify the whole invoice chain',
    description:
      'Numbers run without a gap, each stored XML matches its SHA-256 hash, each previous-invoice hash links to the document before. Names the first broken link.',
  })
  chainCheck() {
    return this.invoices.checkChain();
  }

  @StaffAt(Get('sale/:saleId'), 'salesView', "A sale's invoices and credit notes, oldest first (kept after the sale is deleted)")
  forSale(@Param('saleId') saleId: string) {
    return this.invoices.forSale(saleId);
  }

  @StaffAt(Get(':id'), 'salesView', 'One invoice or credit note, with its QR image, to print (never to edit)')
  findOne(@Param('id') id: string) {
    return this.invoices.findOne(id);
  }

  @StaffAt(Get(':id/xml'), 'salesView', {
    summary: 'The document as UBL 2.1 XML (ZATCA profile; signed when issued under phase 2)',
    description: "application/xml; phase 1: the bytes its hash covers; phase 2: ZATCA's invoice hash covers its canonical form",
  })
  async xml(@Param('id') id: string) {
    const { fileName, xml } = await this.invoices.xml(id);
    return new StreamableFile(Buffer.from(xml, 'utf8'), {
      type: 'application/xml; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
