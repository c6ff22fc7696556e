/**
 * What a fresh shop starts with before the owner sets it up. The API's demo seed and built-in defaults write these
 * values; the back office recognises them, marks them "demo" on the Settings screen and keeps its setup checklist
 * open until each one is replaced.
 */

/** The logo a shop has until its owner sets one (served by the storefront). */
export const BUILT_IN_LOGO_URL = '/logo.svg';

/** Chat targets the demo seed sets, so a fresh shop's checkout can open a chat out of the box. */
export const DEMO_SETTINGS = {
  messengerUrl: 'https://m.me/retrocapshop.demo',
  whatsappNumber: '+966500000000',
} as const;
