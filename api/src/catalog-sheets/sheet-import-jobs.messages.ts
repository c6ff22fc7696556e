import { withArabic } from '@shop/common';
/** Texts of an import's job (its apply, run in the background and read back by the screen). */
export const IMPORT_JOB_MESSAGES = withArabic(
  {
    notFound: 'Import not found',
    interrupted: 'The import stopped before it finished (the server restarted): nothing was imported. Import the file again.',
    failed: 'The import failed: nothing was imported. Try again.',
  } as const,
  {
    notFound: 'الاستيراد غير موجود',
    interrupted: 'توقف الاستيراد قبل أن ينتهي (أُعيد تشغيل الخادم): لم يُستورد شيء. استورد الملف مرة أخرى.',
    failed: 'فشل الاستيراد: لم يُستورد شيء. حاول مرة أخرى.',
  },
);

/** A running job whose row has not been touched for this long is read as stopped (it is touched every few seconds). */
export const IMPORT_JOB_STALE_SECONDS = 60;
/** How often a running job touches its row even when no rows are written (a long lock wait). */
export const IMPORT_JOB_HEARTBEAT_MS = 10_000;
