import { withArabic } from '@shop/common';
/** Server-side upload checks. */
export const UPLOAD_MESSAGES = withArabic(
  {
    invalidType: (allowed: readonly string[]) => `Invalid file type. Allowed types: ${allowed.join(', ')}`,
    tooLarge: (mb: number) => `File size too large. Maximum size: ${mb} MB`,
    empty: 'File is empty',
    noFiles: 'No files were uploaded',
    tooMany: (n: number) => `Maximum ${n} images allowed`,
    notAnImage: 'File content is not a valid image',
  } as const,
  {
    invalidType: (allowed) => `نوع الملف غير صالح. الأنواع المسموح بها: ${allowed}`,
    tooLarge: (mb) => `حجم الملف كبير جدًا. الحد الأقصى: ${mb} ميغابايت`,
    empty: 'الملف فارغ',
    noFiles: 'لم تُرفع أي ملفات',
    tooMany: (n) => `الحد الأقصى ${n} صور`,
    notAnImage: 'محتوى الملف ليس صورة صالحة',
  },
);
