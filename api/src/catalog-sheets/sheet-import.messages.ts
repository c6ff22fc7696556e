/** Texts of the spreadsheet import (the export's own are in catalog-sheets.messages.ts). */
export const IMPORT_LIMITS = {
  maxFileMB: 20,
  maxRows: 10_000,
} as const;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file to import',
  notSpreadsheet: 'The file must be a CSV (UTF-8) or XLSX spreadsheet',
  tooLarge: `The file must be at most ${IMPORT_LIMITS.maxFileMB} MB`,
  tooManyRows: `The file must have at most ${IMPORT_LIMITS.maxRows.toLocaleString('en')} product rows`,
  columnsMissing: (names: string[]) => `The header row lacks the column(s) ${names.join(', ')}: start from an export`,
  productUnknown: 'No product has this id: leave it blank to create a product',
  idRepeated: 'This product is already in an earlier row',
  categoryUnknown: 'Category not found',
  imageUnknown: 'Only image URLs the product already has can be kept; add new images in the product form',
  stockInvalid: 'Stock must be blank (not counted), a count, or one "size=count" per size joined by " | "',
  refused: (rows: number) => `${rows} row(s) are refused: nothing was imported`,
} as const;
