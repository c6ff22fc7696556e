// Compiles a small browser entry (with its imports) into one script text that a page inlines in its head, so it runs
// with the first bytes of the page instead of after a chain of module requests. A page imports it as
// `virtual:inline-script/<path from src/>` and writes it with <script is:inline set:html={...} />.
import { buildSync } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFIX = 'virtual:inline-script/';

/** The script text of a browser entry (a path under src/) and the files it was built from. */
export function bundleInlineScript(file, src = fileURLToPath(new URL('../', import.meta.url))) {
  const out = buildSync({
    entryPoints: [path.join(src, file)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    metafile: true,
    define: { 'import.meta.env.PUBLIC_API_URL': JSON.stringify(process.env.PUBLIC_API_URL ?? '') },
  });
  // esbuild names its inputs relative to the working folder
  return { text: out.outputFiles[0].text, inputs: Object.keys(out.metafile.inputs).map((input) => path.resolve(input)) };
}

export default function inlineScript() {
  return {
    name: 'inline-script',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const src = fileURLToPath(new URL('./src/', config.root));
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'inline-script',
                resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
                load(id) {
                  if (!id.startsWith(`\0${PREFIX}`)) return undefined;
                  const { text, inputs } = bundleInlineScript(id.slice(PREFIX.length + 1), src);
                  for (const input of inputs) this.addWatchFile(input);
                  return `export default ${JSON.stringify(text)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
