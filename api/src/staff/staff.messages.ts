import { withArabic } from '@shop/common';
/** Texts for staff management that the specs do not give (theirs come from @shop/common). */
export const STAFF_MESSAGES = withArabic(
  {
    notFound: 'User not found',
    roleInvalid: 'Role must be OWNER or ADMIN',
    disabledInvalid: 'Disabled must be true or false',
    passwordTooLong: 'Password must be at most 128 characters',
  } as const,
  {
    notFound: 'المستخدم غير موجود',
    roleInvalid: 'الدور يجب أن يكون OWNER أو ADMIN',
    disabledInvalid: 'التعطيل يجب أن يكون true أو false',
    passwordTooLong: 'كلمة المرور 128 حرفًا على الأكثر',
  },
);

export const STAFF_PASSWORD_MAX = 128;
