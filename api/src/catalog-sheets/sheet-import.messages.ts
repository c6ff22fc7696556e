/** Texts of the spreadsheet import (the export's own are in catalog-sheets.messages.ts). */
export const IMPORT_LIMITS = {
  maxFileMB: 20,
  maxRows: 10_000,
  /**
   * The longest cell: above every cell an export can hold (a description is at most 1,000 characters; the longest list
   * cell, stock for 50 sizes of 50 characters each, is about 3,000), far below what would cost the server memory.
   */
  maxCellChars: 5_000,
  /** The export has 20 columns; a few of staff's own are tolerated. Blank cells past this are ignored. */
  maxColumns: 100,
  /** What an XLSX (a zip) may unpack to, counted while it is unpacked: a full 10,000-product export is a few dozen MB. */
  maxUnpackedMB: 100,
  /** How many characters of a cell the dry run's answer echoes, and how many refused rows it lists. */
  echoChars: 200,
  listedRefusals: 100,
  /** How many rows (of any kind) the answer lists; the totals count every row. */
  listedRows: 1_000,
} as const;

const count = (n: number) => n.toLocaleString('en');

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file to import',
  notSpreadsheet: 'The file must be a CSV (UTF-8) or XLSX spreadsheet',
  tooLarge: `The file must be at most ${IMPORT_LIMITS.maxFileMB} MB`,
  tooManyRows: `The file must have at most ${count(IMPORT_LIMITS.maxRows)} product rows`,
  cellTooLong: (cell?: string) =>
    `${cell ? `Cell ${cell}` : 'A cell'} is too long: a cell must have at most ${count(IMPORT_LIMITS.maxCellChars)} characters`,
  tooManyColumns: `The file must have at most ${IMPORT_LIMITS.maxColumns} columns`,
  unpackedTooLarge: `The spreadsheet must unpack to at most ${IMPORT_LIMITS.maxUnpackedMB} MB`,
  formulaWithoutValue: (cell: string) =>
    `Cell ${cell} holds a formula without a saved value: open the file in Excel and save it again, or type the value instead`,
  columnsMissing: (names: string[]) => `The header row lacks the column(s) ${names.join(', ')}: start from an export`,
  productUnknown: 'No product has this id: leave it blank to create a product',
  idRepeated: 'This product is already in an earlier row',
  categoryUnknown: 'Category not found',
  imageUnknown: 'Only image URLs the product already has can be kept; add new images in the product form',
  visibleWithoutImage: 'A visible product needs at least one image: set visible to "no", add images in the product form, then make it visible',
  stockInvalid: 'Stock must be blank (not counted), a count, or one "size=count" per size joined by " | "',
  refused: (rows: number) => `${rows} row(s) are refused: nothing was imported`,
} as const;
