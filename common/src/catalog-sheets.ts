/**
 * The spreadsheet import's answers: the report of a dry run or an apply, and the apply as a background job. The API
 * builds them and the back office's Products screen reads them.
 */

/** How many rows of the file create, change, leave or are refused. */
export interface ImportTotals {
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  refused: number;
}

type ImportRowAction = 'create' | 'change' | 'unchanged' | 'refuse';

/** One cell the row changes, as the sheet shows it before and after. */
export interface ImportCellChange {
  column: string;
  from: string;
  to: string;
}

/** One row of the report. */
export interface ImportReportRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  id: string | null;
  name: string;
  action: ImportRowAction;
  changes?: ImportCellChange[];
  /** The refusals, by column. */
  errors?: Record<string, string>;
}

/**
 * `POST /catalog-sheets/import/dry-run` and `/apply`: totals and the rows that create, change or are refused. The rows
 * are bounded, so a small hostile file cannot make a large answer: in the file's order, the first 100 refused and at
 * most 1,000 in all, each echoed cell cut to 200 characters; `notListed` counts the rows past those caps (the totals
 * count every row).
 */
export interface ImportReport {
  file: string;
  totals: ImportTotals;
  rows: ImportReportRow[];
  notListed: number;
}

export type ImportJobState = 'running' | 'done' | 'failed';

/** `/catalog-sheets/import/jobs…`: an import's apply as the Products screen follows it. */
export interface ImportJobView {
  id: string;
  file: string;
  state: ImportJobState;
  rowsDone: number;
  rowsTotal: number;
  /** The report once done: the same answer as the one-request apply. */
  result: ImportReport | null;
  error: string | null;
  startedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}
