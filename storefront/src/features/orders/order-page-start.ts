// Inlined in the order page's head (see integrations/inline-script.mjs): the order's request leaves with the first
// bytes of the page, and the answer is drawn into the shell's [data-order-root] as soon as that element is parsed.
import type { Lang } from '../../i18n/lang';
import { codeFromPath, drawOrderPage, readOrder } from './order-page';

const ROOT = '[data-order-root]';
const lang: Lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
const path = location.pathname;
const first = readOrder(codeFromPath(path));

/** The root once the parser has closed it (something follows it), else at DOMContentLoaded. */
function whenRoot(): Promise<HTMLElement | null> {
  const root = document.querySelector<HTMLElement>(ROOT);
  if (root && (root.nextSibling || document.readyState !== 'loading')) return Promise.resolve(root);
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(document.querySelector<HTMLElement>(ROOT)), { once: true }),
  );
}

void first.then(whenRoot).then((root) => root && drawOrderPage(root, { lang, path, first }));
