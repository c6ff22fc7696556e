/** Server-side upload checks. */
export const UPLOAD_MESSAGES = {
  invalidType: (allowed: readonly string[]) => `Invalid file type. Allowed types: ${allowed.join(', ')}`,
  tooLarge: (mb: number) => `File size too large. Maximum size: ${mb} MB`,
  empty: 'File is empty',
  noFiles: 'No files were uploaded',
  tooMany: (n: number) => `Maximum ${n} images allowed`,
  notAnImage: 'File content is not a valid image',
} as const;
