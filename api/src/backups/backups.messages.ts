import { withArabic } from '@shop/common';
/**
 * What the Backups card is told when the owner asks for a backup the shop cannot give: none yet, one removed, one
 * being written, or a download link that no longer works. The restore command line's texts stay beside its steps.
 */
export const BACKUP_MESSAGES = withArabic(
  {
    noBackupYet: 'There is no backup yet. Use "Back up now" first.',
    noSuchBackup: (name: string) => `There is no backup named ${name}. It may have been removed by retention; reload the Backups card.`,
    busy: 'A backup is already being written. Try again when it has finished.',
    ticketMissing: 'This download link is not valid: it has no ticket. Press Download on the Backups card again.',
    ticketForged: 'This download link is not valid. Press Download on the Backups card again.',
    ticketOtherBackup: 'This download link is for another backup.',
    ticketExpired: 'This download link has expired (it works for one minute). Press Download on the Backups card again.',
    ticketUsed: 'This download link has already been used. Press Download on the Backups card again.',
  } as const,
  {
    noBackupYet: 'لا توجد نسخة احتياطية بعد. استخدم "نسخ احتياطي الآن" أولًا.',
    noSuchBackup: (name) => `لا توجد نسخة احتياطية باسم ${name}. ربما أزالتها سياسة الاحتفاظ؛ أعد تحميل بطاقة النسخ الاحتياطية.`,
    busy: 'تُكتب نسخة احتياطية الآن. حاول مرة أخرى بعد انتهائها.',
    ticketMissing: 'رابط التنزيل هذا غير صالح: لا يحمل تذكرة. اضغط "تنزيل" في بطاقة النسخ الاحتياطية مرة أخرى.',
    ticketForged: 'رابط التنزيل هذا غير صالح. اضغط "تنزيل" في بطاقة النسخ الاحتياطية مرة أخرى.',
    ticketOtherBackup: 'رابط التنزيل هذا لنسخة احتياطية أخرى.',
    ticketExpired: 'انتهت صلاحية رابط التنزيل هذا (يعمل دقيقة واحدة). اضغط "تنزيل" في بطاقة النسخ الاحتياطية مرة أخرى.',
    ticketUsed: 'استُخدم رابط التنزيل هذا من قبل. اضغط "تنزيل" في بطاقة النسخ الاحتياطية مرة أخرى.',
  },
);
