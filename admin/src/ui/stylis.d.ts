// stylis 4 ships no types; the RTL emotion cache (theme.ts) uses only its vendor prefixer, as a stylis plugin.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}
