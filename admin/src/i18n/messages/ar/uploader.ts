import type en from '../en/uploader';
import type { Catalogue } from '../../catalogue';

const ar: Catalogue<typeof en> = {
  dropHere: 'اسحب الصور وأفلتها هنا، أو انقر للاختيار',
  dropDisabled: 'بلغت الحد الأقصى للصور',
  primary: 'الرئيسية',
  remove: 'إزالة',
  removeFile: 'إزالة %{file}',
  moveLeft: 'تقديم',
  moveRight: 'تأخير',
  validationErrors: 'أخطاء التحقق:',
  uploading: 'جارٍ رفع الصور... %{percent}',
  loadingConfig: 'جارٍ تحميل إعدادات الرفع...',
  limits:
    'المسموح: %{types}. بحد أقصى %{mb} ميجابايت للملف. لا صور. |||| المسموح: %{types}. بحد أقصى %{mb} ميجابايت للملف. صورة واحدة فقط. |||| المسموح: %{types}. بحد أقصى %{mb} ميجابايت للملف. حتى صورتين. |||| المسموح: %{types}. بحد أقصى %{mb} ميجابايت للملف. حتى %{smart_count} صور. |||| المسموح: %{types}. بحد أقصى %{mb} ميجابايت للملف. حتى %{smart_count} صورة. |||| المسموح: %{types}. بحد أقصى %{mb} ميجابايت للملف. حتى %{smart_count} صورة.',
  reorderHint: 'اسحب الصور لتغيير ترتيبها. الصورة الأولى هي الرئيسية.',
  configWarning: 'تنبيه في الإعدادات',
  configFallback: 'تعذّر تحميل إعدادات الرفع. تُستخدم إعدادات الرفع الاحتياطية.',
  configForbidden: 'تعذّر تحميل إعدادات الرفع بسبب قيود الصلاحيات. تُستخدم إعدادات الرفع الاحتياطية.',
  errors: {
    invalidType: 'نوع الملف %{file} غير مسموح. الأنواع المسموحة: %{allowed}',
    tooLarge: 'الملف %{file} كبير جدًا. الحد الأقصى: %{mb} ميجابايت',
    empty: 'الملف %{file} فارغ',
    configMissing: 'إعدادات الرفع غير متاحة. يُرجى تحديث الصفحة.',
    tooManyTitle: 'صور كثيرة جدًا',
    tooMany:
      'لا يُسمح بأي صورة |||| يُسمح بصورة واحدة فقط |||| يُسمح بصورتين كحد أقصى |||| يُسمح بـ%{smart_count} صور كحد أقصى |||| يُسمح بـ%{smart_count} صورة كحد أقصى |||| يُسمح بـ%{smart_count} صورة كحد أقصى',
    uploadFailed: 'تعذّر رفع الصور.',
  },
};

export default ar;
