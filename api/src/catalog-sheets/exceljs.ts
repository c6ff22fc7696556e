import { onFirstUse } from '../core/packages/on-first-use';

/** exceljs, the slowest package of the API to load (a quarter of a second), loaded when a sheet is first read or written. */
export const excel = onFirstUse((): typeof import('exceljs') => require('exceljs'));
