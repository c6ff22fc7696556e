import type { ImportTotals } from '@shop/common';

/** The Settings card with the product feed addresses for the sales channels. */
export const CHANNEL_TEXTS = {
  title: 'Sales channels',
  intro:
    'Instagram, Facebook and WhatsApp (through Meta Commerce Manager) and Google Shopping (through Merchant Center) show your products from these feeds. They update by themselves when a product, its price or its stock changes; hidden and archived products are left out.',
  englishFeed: 'English feed',
  arabicFeed: 'Arabic feed',
  copy: 'Copy',
  copied: 'Feed address copied',
  copyFailed: 'Could not copy: select the address and copy it by hand',
  metaHow: 'Commerce Manager: Catalogue → Data sources → Add items → Data feed → Scheduled feed, paste the address and choose daily or hourly.',
  googleHow:
    'Merchant Center: Products → Feeds → Add primary feed → Scheduled fetch, paste the address; add the Arabic feed as a second feed with language Arabic.',
  partsNote: 'Your catalog is split into several files: add each address below as its own feed.',
} as const;

/** The Products screen's spreadsheet export. */
export const SHEET_TEXTS = {
  export: 'Export',
  exportFiltered: 'Export filtered',
  exporting: 'Exporting…',
  xlsx: 'Excel workbook (.xlsx)',
  csv: 'CSV, UTF-8 (.csv)',
  exportFailed: 'The export could not be made. Try again.',
} as const;

/** The Products screen's spreadsheet import: dry run first, then apply. */
export const SHEET_IMPORT_TEXTS = {
  import: 'Import',
  title: 'Import products from a spreadsheet',
  hint: 'Start from an export: edit its cells, leave the id blank for a new product, and keep the header row. Nothing changes until you apply.',
  chooseFile: 'Choose CSV or Excel file',
  checking: 'Checking the file…',
  applying: 'Importing…',
  apply: 'Apply',
  close: 'Close',
  cancel: 'Cancel',
  applyBlocked: 'Fix the refused rows in the file and choose it again: nothing is imported while any row is refused.',
  nothingToDo: 'The file matches the catalog: nothing to import.',
  totals: (t: ImportTotals) => `${t.rows} rows: ${t.created} new, ${t.changed} changed, ${t.unchanged} unchanged, ${t.refused} refused`,
  done: (t: Pick<ImportTotals, 'created' | 'changed'>) => `Imported: ${t.created} new and ${t.changed} changed products.`,
  row: 'Row',
  product: 'Product',
  action: 'Result',
  details: 'Details',
  actions: { create: 'New', change: 'Changed', refuse: 'Refused', unchanged: 'Unchanged' },
  /** The answer lists at most so many rows; the totals above still count every row. */
  notListed: (n: number) => `and ${n.toLocaleString('en')} more row${n === 1 ? '' : 's'} not listed`,
  failed: 'The file could not be read. Try again.',
} as const;

/** The import's apply as a job: its progress, and the last import shown again after a reload. */
export const SHEET_IMPORT_JOB_TEXTS = {
  progress: (done: number, total: number) => `Importing… ${done.toLocaleString('en')} of ${total.toLocaleString('en')} rows written`,
  committing: 'Saving every row together…',
  last: (file: string, when: string) => `Last import: ${file}, ${when}`,
  failed: 'Import failed',
} as const;
