/** What the back office says when something succeeds or fails, beyond the error catalogue the API shares. */
/** Used for browser tab titles until the business settings have loaded (or when they have no name). */
export const DEFAULT_SITE_TITLE = 'Retro Cap Shop';

export const conflictTitle = (entity: string) => `${entity} Already Exists`;

export const defaultFailureText = (action: string, entity: string) => `Failed to ${action} ${entity}`;

export const ADMIN_TOASTS = {
  imageUploadFailed: {
    title: 'Image Upload Failed',
    description: (entity: string) => `The ${entity} was created but the image upload failed. Please update it with images.`,
  },
  configWarning: {
    title: 'Configuration Warning',
    description: 'Could not load upload settings. Using fallback upload settings.',
    forbidden: 'Could not load upload settings because of permission restrictions. Using fallback upload settings.',
  },
  categoryUpdateFailed: 'Error: Failed to update category. Please try again.',
  productIdMissing: 'Product ID is missing',
  productUpdateFailed: 'Failed to update product.',
  settingsUpdated: { title: 'Settings Updated', description: 'Your settings have been saved successfully.' },
  settingsReset: { title: 'Settings Reset', description: 'Settings have been reset to default values.' },
  passwordChanged: {
    title: 'Password Changed',
    description: 'You will be signed out automatically. Your changes apply the next time you sign in.',
  },
  accountUpdated: {
    title: 'Account Details Updated',
    description: 'You will be signed out automatically. Your changes apply the next time you sign in.',
  },
  /** Shown 5 s. */
  accountToastMs: 5_000,
  toastDurationMs: 5_000,
} as const;

export const GUARD_MESSAGES = {
  permissionsMissing: 'Authentication Error - User permissions not loaded. Please refresh the page.',
  accessDenied: "Access Denied - You don't have permission to access this page.",
} as const;
