/** Texts for staff management that the specs do not give (theirs come from @shop/common). */
export const STAFF_MESSAGES = {
  notFound: 'User not found',
  roleInvalid: 'Role must be OWNER or ADMIN',
  disabledInvalid: 'Disabled must be true or false',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

export const STAFF_PASSWORD_MAX = 128;
