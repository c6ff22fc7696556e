/** The stall's label scanner, until the stall screens read it from their catalogue (the size labels page's words are shop.products.labels.*). */
export const SCAN_TEXTS = {
  title: 'Scan a label',
  hint: 'Point the camera at the QR code on the label',
  cancel: 'Cancel',
  close: 'Close',
  starting: 'Starting the camera…',
  notALabel: 'That QR code is not one of the shop’s labels',
  insecure: 'The camera works only when the back office is opened over https. Find the product by name instead.',
  noCameraApi: 'This browser cannot use the camera. Find the product by name instead.',
  refused: 'Camera permission refused. Allow the camera for this site in the browser’s settings, or find the product by name.',
  noCamera: 'No camera found on this device. Find the product by name instead.',
  busy: 'The camera is in use by another app. Close it and try again.',
  failed: 'The camera could not start. Find the product by name instead.',
  loadFailed: 'The scanner could not be loaded (no network?). Find the product by name instead.',
} as const;
