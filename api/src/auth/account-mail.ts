/** The texts of the mail the auth service sends; each is written once, here. */

export const resetPasswordMail = (name: string, link: string) => ({
  subject: 'Reset your password',
  text: `Hello ${name},\n\nSomeone asked to reset the password of your shop account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this mail; your password stays as it is.\n`,
});

/** Sent to the address an account leaves, so its owner learns of a change they did not make. */
export const emailChangedMail = (name: string, newEmail: string) => ({
  subject: 'The email of your shop account was changed',
  text: `Hello ${name},\n\nThe sign-in email of your shop account was changed to ${newEmail}. Every other session of the account was signed out.\n\nIf you did not make this change, tell the shop's owner at once: someone else may be using your account.\n`,
});
