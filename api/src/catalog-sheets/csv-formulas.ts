/**
 * The CSV export's guard against formula injection (OWASP "CSV Injection"), in both directions: a text cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) is written with a leading
 * apostrophe, which Excel and LibreOffice read as "this is text"; the import takes that apostrophe off again, so an
 * export read back is exactly what was exported.
 *
 * A plain number ("-5", "-5.00") is not text and is written as it is: a spreadsheet reads it as the number it is and
 * runs nothing. A text that already starts with apostrophes before such a character gets one more, so the import's
 * "take one apostrophe off" gives it back unchanged. XLSX needs none of this: its cells are written as strings, never
 * formulas (sheet-files.ts).
 */
const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export const guardCsvCell = (value: string): string => (RUNS_AS_FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

export const unguardCsvCell = (value: string): string => (GUARDED.test(value) ? value.slice(1) : value);
