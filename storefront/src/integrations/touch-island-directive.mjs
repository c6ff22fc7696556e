// Registers client:when-touched (lib/client/when-touched.ts): islands that hydrate when the shopper reaches for them.
import { fileURLToPath } from 'node:url';

export default function touchIslandDirective() {
  return {
    name: 'touch-island-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'when-touched', entrypoint: fileURLToPath(new URL('../lib/client/when-touched.ts', import.meta.url)) });
      },
    },
  };
}
