/** Texts of the spreadsheet export (and, later, import) of the Products screen. */
export const SHEET_MESSAGES = {
  formatInvalid: 'format must be csv or xlsx',
} as const;
