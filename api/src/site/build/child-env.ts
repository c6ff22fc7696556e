/**
 * The environment a storefront process (an `astro build`, the incremental renderer) is started with: what Node and
 * the operating system need to run it, and nothing else of the API's. The storefront's code and its dependencies run
 * there, so the API's secrets (JWT_SECRET, DATABASE_URL, SMTP_URL, CLOUDINARY_URL, …) must not reach them; what a
 * build needs from the API is passed by name (SHOP_API_URL, PUBLIC_SITE_URL, …) by whoever starts it.
 */
const PASSED = new Set([
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  // a memory limit for builds of a large catalog (docs/benchmarks.md), trusted certificates behind a proxy
  'NODE_OPTIONS',
  'NODE_EXTRA_CA_CERTS',
]);

/** Astro's public variables (PUBLIC_API_URL, …) are written into the pages by design, so they are never secret. */
const PASSED_PREFIX = 'PUBLIC_';

export function storefrontEnv(own: Record<string, string>, from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(from)) {
    if (value !== undefined && (PASSED.has(name) || name.startsWith(PASSED_PREFIX))) env[name] = value;
  }
  return { ...env, ...own };
}
