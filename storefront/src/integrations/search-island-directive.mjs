// Registers client:after-first-results (features/search/after-first-results.ts) for the search page's island.
import { fileURLToPath } from 'node:url';

export default function searchIslandDirective() {
  return {
    name: 'search-island-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-first-results',
          entrypoint: fileURLToPath(new URL('../features/search/after-first-results.ts', import.meta.url)),
        });
      },
    },
  };
}
