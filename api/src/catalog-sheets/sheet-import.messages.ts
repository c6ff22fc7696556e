import { withArabic } from '@shop/common';
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

export const IMPORT_MESSAGES = withArabic(
  {
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
  } as const,
  {
    fileRequired: 'اختر ملف CSV أو XLSX لاستيراده',
    notSpreadsheet: 'الملف يجب أن يكون جدول CSV (UTF-8) أو XLSX',
    tooLarge: `الملف يجب ألا يزيد على ${IMPORT_LIMITS.maxFileMB} ميغابايت`,
    tooManyRows: `الملف يجب ألا يزيد على ${count(IMPORT_LIMITS.maxRows)} صف منتجات`,
    cellTooLong: (cell) => `الخلية ${cell} طويلة جدًا: الخلية لا تزيد على ${count(IMPORT_LIMITS.maxCellChars)} حرف`,
    tooManyColumns: `الملف يجب ألا يزيد على ${IMPORT_LIMITS.maxColumns} عمود`,
    unpackedTooLarge: `الجدول يجب ألا يزيد بعد فك ضغطه على ${IMPORT_LIMITS.maxUnpackedMB} ميغابايت`,
    formulaWithoutValue: (cell) => `الخلية ${cell} تحوي معادلة بلا قيمة محفوظة: افتح الملف في Excel واحفظه مرة أخرى، أو اكتب القيمة بدلها`,
    columnsMissing: (names) => `صف العناوين ينقصه العمود (الأعمدة) ${names}: ابدأ من ملف مُصدَّر`,
    productUnknown: 'لا يوجد منتج بهذا المعرّف: اتركه فارغًا لإنشاء منتج',
    idRepeated: 'هذا المنتج موجود في صف سابق',
    categoryUnknown: 'الفئة غير موجودة',
    imageUnknown: 'لا يمكن الإبقاء إلا على روابط الصور التي لدى المنتج؛ أضف الصور الجديدة في نموذج المنتج',
    visibleWithoutImage: 'المنتج الظاهر يحتاج إلى صورة واحدة على الأقل: اجعل visible "no"، وأضف الصور في نموذج المنتج، ثم أظهره',
    stockInvalid: 'المخزون إما فارغ (غير معدود)، أو عدد، أو "مقاس=عدد" لكل مقاس تفصل بينها " | "',
    refused: (rows) => `${rows} صف (صفوف) مرفوضة: لم يُستورد شيء`,
  },
);

// the text the cell template gives without a cell's name, which its pattern above does not match
withArabic(
  { someCellTooLong: IMPORT_MESSAGES.cellTooLong() },
  { someCellTooLong: `خلية طويلة جدًا: الخلية لا تزيد على ${count(IMPORT_LIMITS.maxCellChars)} حرف` },
);
