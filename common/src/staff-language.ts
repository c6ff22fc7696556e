import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PRODUCT_MESSAGES } from './messages.js';
import { TAX_MESSAGES } from './tax.js';

/** The languages the back office speaks; a staff member's choice is one of them, or null until chosen. */
export const STAFF_LANGUAGES = ['en', 'ar'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export const isStaffLanguage = (value: unknown): value is StaffLanguage => STAFF_LANGUAGES.includes(value as StaffLanguage);

/** `PATCH /auth/language`'s refusal, in both languages like every message below. */
export const STAFF_LANGUAGE_MESSAGES = {
  invalid: { en: "Language must be 'en' (English) or 'ar' (Arabic)", ar: "اللغة يجب أن تكون 'en' (الإنجليزية) أو 'ar' (العربية)" },
} as const;

/**
 * The Arabic of the API's messages that have one, keyed by the English the API writes: the API answers a caller whose
 * Accept-Language prefers Arabic (the back office sends its staff member's language) with these. A message missing
 * here is answered in English. The product price rules are the ones staff meet most when entering a product.
 */
const PRODUCT_MESSAGES_AR: Partial<Record<keyof typeof PRODUCT_MESSAGES, string>> = {
  nameRequired: 'اسم المنتج مطلوب',
  nameMin: 'اسم المنتج 3 أحرف على الأقل',
  nameMax: 'اسم المنتج أقل من 100 حرف',
  brandRequired: 'العلامة التجارية مطلوبة',
  categoryRequired: 'الفئة مطلوبة',
  conditionRequired: 'الحالة مطلوبة',
  originalPricePositive: 'رأس المال يجب أن يكون موجبًا',
  originalPriceHigh: 'رأس المال مرتفع جدًا',
  sellingPricePositive: 'سعر البيع يجب أن يكون موجبًا',
  sellingPriceHigh: 'سعر البيع مرتفع جدًا',
  discountedPriceHigh: 'السعر بعد الخصم مرتفع جدًا',
  sellingBelowOriginal: 'سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح',
  discountNotBelowSelling: 'السعر بعد الخصم يجب أن يكون أقل من سعر البيع',
  sizeRequired: 'مقاس واحد على الأقل مطلوب',
  colorRequired: 'لون واحد على الأقل مطلوب',
  imagesMax: 'الحد الأقصى 5 صور',
  notFound: 'المنتج غير موجود',
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

const pairs = <K extends string>(english: Record<K, string>, arabic: Partial<Record<K, string>>) =>
  Object.entries(arabic).map(([key, ar]) => [english[key as K], ar as string] as const);

const ARABIC = new Map<string, string>([
  ...pairs(AUTH_MESSAGES, AUTH_MESSAGES_AR),
  ...pairs(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_AR),
  ...Object.entries(PRODUCT_MESSAGES_AR).map(
    ([key, ar]) => [PRODUCT_MESSAGES[key as keyof typeof PRODUCT_MESSAGES] as string, ar as string] as const,
  ),
  ...Object.values(TAX_MESSAGES).map(({ en, ar }) => [en as string, ar] as const),
  ...Object.values(STAFF_LANGUAGE_MESSAGES).map(({ en, ar }) => [en as string, ar as string] as const),
]);

/** The Arabic of one of the API's English messages, or undefined when it has none. */
export const arabicMessageFor = (english: string): string | undefined => ARABIC.get(english);

/**
 * Whether an Accept-Language header asks for Arabic first: its highest-weighted language is `ar` or `ar-*`
 * ("ar", "ar-SA,en;q=0.8"; not "en,ar;q=0.5"). Absent or unreadable means English, the API's own language.
 */
export function prefersArabic(acceptLanguage: string | undefined | null): boolean {
  if (!acceptLanguage) return false;
  let best = { tag: '', q: -1 };
  for (const part of acceptLanguage.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (tag && Number.isFinite(q) && q > best.q) best = { tag, q };
  }
  return best.q > 0 && (best.tag === 'ar' || best.tag.startsWith('ar-'));
}
