import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffAt } from '../core/http/staff-route.decorator';
import { VatMonthsQuery } from './dto/vat-months.query';
import { InvoicesReadService } from './invoices-read.service';
import { vatCsv } from './vat-csv';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesReadService) {}

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
    summary: 'The document as UBL 2.1 XML (ZATCA profile, unsigned)',
    description: 'application/xml; the bytes its hash covers',
  })
  async xml(@Param('id') id: string) {
    const { fileName, xml } = await this.invoices.xml(id);
    return new StreamableFile(Buffer.from(xml, 'utf8'), {
      type: 'application/xml; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
