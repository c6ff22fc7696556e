// @astrojs/react with this shop's server renderer (react-server.mjs): the client half, the Vite plugins and the
// renderer's name stay @astrojs/react's, so the islands' scripts and attributes are unchanged.
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';

export default function reactRenderer() {
  const integration = react();
  const setup = integration.hooks['astro:config:setup'];
  integration.hooks['astro:config:setup'] = (options) =>
    setup({
      ...options,
      addRenderer: (renderer) =>
        options.addRenderer({ ...renderer, serverEntrypoint: fileURLToPath(new URL('./react-server.mjs', import.meta.url)) }),
    });
  return integration;
}
