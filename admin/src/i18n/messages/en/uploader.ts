/** The image uploader of the product and category forms, and its checks of each file. */
export default {
  dropHere: 'Drag and drop images here, or click to select',
  dropDisabled: 'Image limit reached',
  primary: 'Primary',
  remove: 'Remove',
  /** the remove button's name for screen readers: the file it removes */
  removeFile: 'Remove %{file}',
  moveLeft: 'Move earlier',
  moveRight: 'Move later',
  validationErrors: 'Validation Errors:',
  uploading: 'Uploading images... %{percent}',
  loadingConfig: 'Loading upload settings...',
  limits: 'Allowed: %{types}. Max %{mb}MB each. Up to %{smart_count} image. |||| Allowed: %{types}. Max %{mb}MB each. Up to %{smart_count} images.',
  reorderHint: 'Drag images to reorder. The first image is the primary one.',
  configWarning: 'Configuration Warning',
  configFallback: 'Could not load upload settings. Using fallback upload settings.',
  configForbidden: 'Could not load upload settings because of permission restrictions. Using fallback upload settings.',
  /** Each file is checked before anything is sent. */
  errors: {
    invalidType: 'Invalid file type for %{file}. Allowed types: %{allowed}',
    tooLarge: 'File %{file} is too large. Maximum size: %{mb}MB',
    empty: 'File %{file} is empty',
    configMissing: 'Upload configuration not available. Please refresh the page.',
    tooManyTitle: 'Too Many Images',
    tooMany: 'Maximum %{smart_count} image allowed |||| Maximum %{smart_count} images allowed',
    uploadFailed: 'Failed to upload images.',
  },
};
