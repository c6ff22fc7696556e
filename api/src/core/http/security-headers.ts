import helmet from 'helmet';

/**
 * The security headers of every answer. Scripts come from the shop's own origin only: no inline script runs, except
 * the storefront pages' own, which their build lists by hash and the site handler allows for those pages alone.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
