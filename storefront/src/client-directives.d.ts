// The storefront's own island directives (registered by integrations/), typed for .astro files.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-first-results'?: boolean;
    'client:when-touched'?: boolean | { keys?: readonly string[]; cartKey?: string };
  }
}
