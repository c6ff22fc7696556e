/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly SHOP_API_URL?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_API_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A browser entry compiled to one script text for a page to inline (integrations/inline-script.mjs). */
declare module 'virtual:inline-script/*' {
  const code: string;
  export default code;
}
