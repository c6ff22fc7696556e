import { ARABIC_FIELD_MESSAGES } from './arabic-fields.js';
import { GOOGLE_CATEGORY_MESSAGE } from './feeds.js';
import { CATEGORY_LIMITS, PRODUCT_LIMITS } from './limits.js';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, CATEGORY_MESSAGES, PRODUCT_MESSAGES, SALE_MESSAGES, SETTINGS_MESSAGES } from './messages.js';
import { PROMOTION_CHECK_REFUSAL_AR, PROMOTION_MESSAGES } from './promotions.js';
import { STOCK_LIMITS } from './stock.js';
import { STOCK_MESSAGES } from './stock-messages.js';
import { TAX_MESSAGES } from './tax.js';

/** The languages the back office speaks; a staff member's choice is one of them, or null until chosen. */
export const STAFF_LANGUAGES = ['en', 'ar'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/** `PATCH /auth/language`'s refusal, in both languages like every message below. */
export const STAFF_LANGUAGE_MESSAGES = {
  invalid: { en: "Language must be 'en' (English) or 'ar' (Arabic)", ar: "اللغة يجب أن تكون 'en' (الإنجليزية) أو 'ar' (العربية)" },
} as const;

/**
 * The Arabic of the API's messages that have one, keyed by the English the API writes: the API answers a caller whose
 * Accept-Language prefers Arabic (the back office sends its staff member's language) with these. A message missing
 * here is answered in English. Each list is typed by its English list's keys, so a message added there without its Arabic
 * does not compile. An English text that two lists share (the price rules, the email rule, 'Visibility updated') takes
 * one Arabic, written once and referenced, because the Arabic is found by the English.
 */
const PRODUCT_MESSAGES_AR: Record<keyof typeof PRODUCT_MESSAGES, string> = {
  nameRequired: 'اسم المنتج مطلوب',
  nameMin: 'اسم المنتج 3 أحرف على الأقل',
  nameMax: 'اسم المنتج أقل من 100 حرف',
  brandRequired: 'العلامة التجارية مطلوبة',
  brandMin: 'العلامة التجارية حرفان (2) على الأقل',
  brandMax: 'العلامة التجارية أقل من 50 حرفًا',
  categoryRequired: 'الفئة مطلوبة',
  conditionRequired: 'الحالة مطلوبة',
  originalPricePositive: 'رأس المال يجب أن يكون موجبًا',
  originalPriceHigh: 'رأس المال مرتفع جدًا',
  sellingPricePositive: 'سعر البيع يجب أن يكون موجبًا',
  sellingPriceHigh: 'سعر البيع مرتفع جدًا',
  discountedPriceHigh: 'السعر بعد الخصم مرتفع جدًا',
  descriptionMax: 'الوصف أقل من 1000 حرف',
  sizeRequired: 'مقاس واحد على الأقل مطلوب',
  colorRequired: 'لون واحد على الأقل مطلوب',
  sizeEmpty: 'المقاس لا يمكن أن يكون فارغًا',
  colorEmpty: 'اللون لا يمكن أن يكون فارغًا',
  tagEmpty: 'الوسم لا يمكن أن يكون فارغًا',
  tagsMax: 'الحد الأقصى 10 وسوم',
  imageRequired: 'خطأ في التحقق: صورة واحدة على الأقل مطلوبة',
  sellingBelowOriginal: 'سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح',
  discountNotBelowSelling: 'السعر بعد الخصم يجب أن يكون أقل من سعر البيع',
  imagesMax: 'الحد الأقصى 5 صور',
  imageUnknown: 'يجب رفع الصور عبر هذا المتجر قبل إرفاقها',
  notFound: 'المنتج غير موجود',
  created: 'تم إنشاء المنتج بنجاح',
  updated: 'تم تحديث المنتج بنجاح',
  featuredUpdated: 'تم تحديث حالة التمييز',
  visibilityUpdated: 'تم تحديث الظهور',
};

/** The categories' form rules and toasts. */
const CATEGORY_MESSAGES_AR: Record<keyof typeof CATEGORY_MESSAGES, string> = {
  nameRequired: 'اسم الفئة مطلوب',
  imageRequired: 'صورة الفئة مطلوبة',
  fixImageErrors: 'يرجى تصحيح أخطاء الصور قبل الحفظ',
  sortOrderMin: 'الترتيب 1 على الأقل',
  sortOrderInteger: 'الترتيب يجب أن يكون عددًا صحيحًا',
  exists: 'الفئة موجودة مسبقًا',
  notFound: 'الفئة غير موجودة',
  created: 'تم إنشاء الفئة بنجاح',
  updated: 'تم تحديث الفئة بنجاح',
  visibilityUpdated: PRODUCT_MESSAGES_AR.visibilityUpdated,
};

/** The sale form's checks and the sales toasts. */
const SALE_MESSAGES_AR: Record<keyof typeof SALE_MESSAGES, string> = {
  productRequired: 'المنتج مطلوب',
  saleDateRequired: 'تاريخ البيع مطلوب',
  platformRequired: 'المنصة مطلوبة',
  originalPricePositive: PRODUCT_MESSAGES_AR.originalPricePositive,
  sellingPricePositive: PRODUCT_MESSAGES_AR.sellingPricePositive,
  discountedPricePositive: 'السعر بعد الخصم يجب أن يكون موجبًا',
  notFound: 'عملية البيع غير موجودة',
  recorded: 'تم تسجيل عملية البيع بنجاح',
  updated: 'تم تحديث عملية البيع بنجاح',
  deleted: 'تم حذف عملية البيع بنجاح',
  analyticsFailed: 'حدث خطأ أثناء تحميل بيانات التحليلات. يرجى المحاولة مرة أخرى.',
};

/** The optional Arabic fields' limits (products, categories, the shop's Arabic texts in the settings). */
const ARABIC_FIELD_MESSAGES_AR: Record<keyof typeof ARABIC_FIELD_MESSAGES, string> = {
  productNameMin: `الاسم العربي ${PRODUCT_LIMITS.nameMin} أحرف على الأقل`,
  productNameMax: `الاسم العربي أقل من ${PRODUCT_LIMITS.nameMax} حرف`,
  productDescriptionMax: `الوصف العربي أقل من ${PRODUCT_LIMITS.descriptionMax} حرف`,
  categoryNameMax: `اسم الفئة العربي أقل من ${CATEGORY_LIMITS.nameMax} حرف`,
  categoryDescriptionMax: `الوصف العربي أقل من ${CATEGORY_LIMITS.descriptionMax} حرف`,
  settingsBusinessAddressMax: 'عنوان النشاط التجاري بالعربية طويل جدًا',
  settingsTaglineMax: 'الشعار النصي بالعربية طويل جدًا',
  settingsDescriptionMax: 'وصف النشاط التجاري بالعربية طويل جدًا',
};

/** A refused stock change; the limits come from STOCK_LIMITS as in the English, and the reasons stay the API's values. */
const STOCK_MESSAGES_AR: Record<keyof typeof STOCK_MESSAGES, string> = {
  quantityInvalid: 'الكمية يجب أن تكون عددًا صحيحًا لا يقل عن 1',
  quantityTooHigh: `الكمية يجب ألا تزيد على ${STOCK_LIMITS.quantityMax}`,
  onHandInvalid: 'المخزون يجب أن يكون عددًا صحيحًا لا يقل عن 0',
  onHandTooHigh: `المخزون يجب ألا يزيد على ${STOCK_LIMITS.quantityMax}`,
  sizeUnknown: 'المقاس يجب أن يكون أحد مقاسات المنتج',
  sizeRequired: 'المقاس مطلوب: هذا المنتج يعدّ مخزونه لكل مقاس',
  sizesIncomplete: 'أدخل مخزون كل مقاسات المنتج',
  notTracked: 'المخزون غير متتبَّع لهذا المنتج: حدّد مخزونه أولًا',
  reasonInvalid: 'السبب يجب أن يكون أحد RECEIVED أو COUNTED أو DAMAGED أو RETURNED',
  noteTooLong: `الملاحظة يجب ألا تزيد على ${STOCK_LIMITS.noteMax} حرف`,
  oversellInvalid: 'البيع متجاوزًا المخزون يجب أن يكون نعم أو لا',
  trackedInvalid: 'تتبّع المخزون يجب أن يكون نعم أو لا',
  lowStockThresholdInvalid: `حد المخزون المنخفض يجب أن يكون عددًا صحيحًا من 0 إلى ${STOCK_LIMITS.lowStockThresholdMax}`,
  showExactStockInvalid: 'عرض الكمية الدقيقة يجب أن يكون نعم أو لا',
  soldOutLastInvalid: 'عرض المنتجات النافدة في آخر القائمة يجب أن يكون نعم أو لا',
};

/** Signing in, the password reset and the own account: staff read these on the sign-in pages and the account panel. */
const AUTH_MESSAGES_AR: Record<keyof typeof AUTH_MESSAGES, string> = {
  invalidEmail: 'البريد الإلكتروني غير صحيح',
  passwordRequired: 'كلمة المرور مطلوبة',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  loginFailed: 'تعذّر تسجيل الدخول',
  tooManyRequests: 'أرسلت طلبات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  unauthorized: 'يرجى تسجيل الدخول مرة أخرى للمتابعة.',
  forbidden: 'لا تملك صلاحية تنفيذ هذا الإجراء.',
  invalidRefreshToken: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  invalidResetToken: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
  forgotPasswordSent: 'إن كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
  passwordReset: 'أُعيد تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  accountDisabled: 'هذا الحساب معطّل.',
  currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة',
  emailTaken: 'يوجد حساب بهذا البريد الإلكتروني',
  lastOwner: 'لا يمكن حذف حساب المالك الأخير أو تعطيله أو تغيير دوره.',
};

const ACCOUNT_MESSAGES_AR: Record<keyof typeof ACCOUNT_MESSAGES, string> = {
  nameRequired: 'الاسم مطلوب',
  nameTooLong: 'الاسم طويل جدًا',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
  currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
  passwordMin: 'كلمة المرور 8 أحرف على الأقل',
  confirmRequired: 'يرجى تأكيد كلمة المرور',
  passwordsMismatch: 'كلمتا المرور غير متطابقتين',
};

/** The shop settings' rules (Settings → business, branding, owner). */
const SETTINGS_MESSAGES_AR: Record<keyof typeof SETTINGS_MESSAGES, string> = {
  invalidUrl: 'يرجى إدخال رابط صحيح',
  logoRequired: 'رابط الشعار مطلوب',
  brandRequired: 'رابط العلامة التجارية مطلوب',
  businessNameRequired: 'اسم النشاط التجاري مطلوب',
  businessNameTooLong: 'اسم النشاط التجاري طويل جدًا',
  businessAddressRequired: 'عنوان النشاط التجاري مطلوب',
  businessAddressTooLong: 'عنوان النشاط التجاري طويل جدًا',
  invalidEmail: ACCOUNT_MESSAGES_AR.emailInvalid,
  taglineRequired: 'الشعار النصي مطلوب',
  taglineTooLong: 'الشعار النصي طويل جدًا',
  descriptionRequired: 'وصف النشاط التجاري مطلوب',
  descriptionTooLong: 'وصف النشاط التجاري طويل جدًا',
  ownerNameRequired: 'اسم المالك مطلوب',
  ownerNameTooLong: 'اسم المالك طويل جدًا',
};

/**
 * Promotions and the discount licence (Settings → Promotions): the form's refusals and its warnings. A message with a
 * value in it (a code, a product's name, an amount) is a function here as in the English.
 */
const PROMOTION_MESSAGES_AR: {
  [K in keyof typeof PROMOTION_MESSAGES]: (typeof PROMOTION_MESSAGES)[K] extends string ? string : (value: string) => string;
} = {
  notFound: 'العرض غير موجود',
  nameRequired: 'الاسم مطلوب',
  kindInvalid: 'النوع يجب أن يكون PERCENT أو FIXED_ORDER أو FIXED_PER_PIECE',
  valueInvalid: 'القيمة يجب أن تكون مبلغًا موجبًا (أو نسبة من 1 إلى 100)',
  appliesToInvalid: 'النطاق يجب أن يكون ORDER أو CATEGORIES أو PRODUCTS أو BRANDS',
  targetsRequired: 'اختر فئة أو منتجًا أو علامة تجارية واحدة على الأقل',
  targetsInvalid: 'الأهداف يجب أن تكون قائمة معرّفات أو أسماء علامات تجارية',
  minimumInvalid: 'الحد الأدنى لإجمالي الطلب يجب أن يكون 0 أو أكثر',
  datesInvalid: 'البداية والنهاية يجب أن تكونا تاريخين، والنهاية بعد البداية',
  codeInvalid: 'الرمز من 3 إلى 32 حرفًا أو رقمًا أو شرطة أو شرطة سفلية',
  codeTaken: (code) => `الرمز ${code} مستخدم في عرض آخر`,
  batchInvalid: 'أنشئ من 1 إلى 200 رمز ببادئة من حروف وأرقام',
  usageLimitInvalid: 'حد الاستخدام يجب أن يكون عددًا صحيحًا 1 أو أكثر',
  perOrderLimitInvalid: 'حد الطلب الواحد يجب أن يكون عددًا صحيحًا من القطع، 1 أو أكثر',
  warnings: 'الحفظ يحتاج إلى تأكيدك: راجع التنبيهات',
  belowCost: (name) => `${name} سيُباع بأقل من سعر التكلفة`,
  noLicence: 'ترخيص التخفيض غير مُدخل: أدخله في الإعدادات ← العروض قبل الإعلان عن أي تخفيض',
  outsideLicenceDates: 'تواريخ العرض خارج تواريخ ترخيص التخفيض',
  outsideLicenceRange: 'نسبة العرض خارج النطاق المعلن في ترخيص التخفيض',
  productOutsideLicenceDates: 'تخفيض هذا المنتج ظاهر اليوم خارج تواريخ ترخيص التخفيض',
  productOutsideLicenceRange: (percent) => `تخفيض هذا المنتج (${percent} %) خارج النطاق المعلن في ترخيص التخفيض`,
  usedUp: 'بلغ رمز العرض حد استخدامه؛ لا يمكن تسجيل الطلب بخصمه',
  discountChanged: (amount) => `أصبح الخصم ${amount}`,
  codeRefused: PROMOTION_CHECK_REFUSAL_AR,
  tooManyChecks: 'محاولات كثيرة للتحقق من الرموز. يرجى الانتظار دقيقة.',
  licenceNumberRequired: 'رقم الترخيص مطلوب',
  licenceDatesInvalid: 'تواريخ الترخيص يجب أن تكون أيامًا، والنهاية في يوم البداية أو بعده',
  licenceRangeInvalid: 'النطاق المعلن يجب أن يكون نسبًا من 0 إلى 100، الأدنى أولًا',
  licenceUrlInvalid: 'الرابط يجب أن يكون عنوان https',
  licenceMissing: 'ترخيص التخفيض غير مُدخل',
};

/**
 * The Arabic of a list of messages, key by key: a text for a text; for a message made with values (a code, a line
 * number, the fields still missing) a function given those values as the English shows them. `null` for a text that
 * is already in both languages or is data rather than an answer (a sale's note).
 */
type ArabicOf<M> = {
  [K in keyof M]: M[K] extends string ? string | null : M[K] extends (...args: never[]) => string ? ((...values: string[]) => string) | null : never;
};

/** Characters no message holds: the English template is called with them to find where its values stand. */
const VALUE_MARKS = ['\u0000', '\u0001', '\u0002', '\u0003'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English template as a pattern with one group per value. A value the English joins or counts (a list of fields,
 * a number it formats) is handed in as a one-item list when a plain mark does not do.
 */
function templatePattern(english: (...args: unknown[]) => string): RegExp {
  const marks = VALUE_MARKS.slice(0, english.length);
  let text: string;
  try {
    text = english(...marks);
  } catch {
    text = english(...marks.map((m) => [m]));
  }
  // each value a named group where it first stands, the same value again where the English repeats it
  let source = escapeRegExp(text);
  marks.forEach((m, i) => {
    const [first, ...rest] = source.split(m);
    if (rest.length) source = `${first}(?<v${i}>.+?)${rest.join(`\\k<v${i}>`)}`;
  });
  return new RegExp(`^${source}$`, 's');
}

const ARABIC = new Map<string, string>();
const TEMPLATES: { pattern: RegExp; arabic: (...values: string[]) => string }[] = [];

/**
 * Registers a list's Arabic (read by `arabicMessageFor`) and gives back the English list unchanged: the API's own
 * feature texts are declared `withArabic(ENGLISH, ARABIC)` beside their English, so a message added without its Arabic
 * does not compile. An English text two lists share must read the same in Arabic in both (checked here, at load).
 */
export function withArabic<M extends Record<string, unknown>>(english: M, arabic: ArabicOf<M>): M {
  for (const [key, ar] of Object.entries(arabic as Record<string, unknown>)) {
    const en = english[key];
    if (typeof en === 'string' && typeof ar === 'string') {
      const known = ARABIC.get(en);
      if (known !== undefined && known !== ar) throw new Error(`Two Arabic texts for "${en}": "${known}" and "${ar}"`);
      ARABIC.set(en, ar);
    } else if (typeof en === 'function' && typeof ar === 'function') {
      TEMPLATES.push({ pattern: templatePattern(en as (...args: unknown[]) => string), arabic: ar as (...values: string[]) => string });
    }
  }
  return english;
}

withArabic(AUTH_MESSAGES, AUTH_MESSAGES_AR);
withArabic(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_AR);
withArabic(PRODUCT_MESSAGES, PRODUCT_MESSAGES_AR);
withArabic(CATEGORY_MESSAGES, CATEGORY_MESSAGES_AR);
withArabic(SALE_MESSAGES, SALE_MESSAGES_AR);
withArabic(STOCK_MESSAGES, STOCK_MESSAGES_AR);
withArabic(SETTINGS_MESSAGES, SETTINGS_MESSAGES_AR);
withArabic(ARABIC_FIELD_MESSAGES, ARABIC_FIELD_MESSAGES_AR);
withArabic({ googleCategory: GOOGLE_CATEGORY_MESSAGE }, { googleCategory: 'فئة منتج Google يجب أن تكون نصًا من 250 حرفًا على الأكثر' });
withArabic(PROMOTION_MESSAGES, PROMOTION_MESSAGES_AR);
for (const list of [TAX_MESSAGES, STAFF_LANGUAGE_MESSAGES])
  for (const { en, ar } of Object.values(list) as { en: string; ar: string }[]) withArabic({ en }, { en: ar });

/** The Arabic of one of the API's English messages, or undefined when it has none. */
export const arabicMessageFor = (english: string): string | undefined => {
  // several messages in one (a promotion's warnings refused together), one a line
  if (english.includes('\n')) {
    const lines = english.split('\n');
    const arabic = lines.map(arabicMessageFor);
    return arabic.some((line) => line !== undefined) ? arabic.map((line, i) => line ?? lines[i]).join('\n') : undefined;
  }
  const exact = ARABIC.get(english);
  if (exact !== undefined) return exact;
  for (const t of TEMPLATES) {
    const groups = t.pattern.exec(english)?.groups;
    if (groups)
      return t.arabic(
        ...Object.keys(groups)
          .sort()
          .map((name) => groups[name]),
      );
  }
  return undefined;
};
