/** Typed right to left, and marked as Arabic so spell checkers, fonts and screen readers treat it as such. */
export const ARABIC_HTML_INPUT = { dir: 'rtl', lang: 'ar' } as const;

/** The `slotProps` of a react-admin TextInput holding Arabic text. */
export const ARABIC_INPUT = { htmlInput: ARABIC_HTML_INPUT } as const;
