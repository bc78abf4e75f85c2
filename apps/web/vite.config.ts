import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Where `npx vite` forwards API, customer-area and identity calls during development (`npm start`). */
const devServerTarget = 'http://localhost:8080';

/** An absolute path beside this file. */
function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}

export default defineConfig({
  // The server serves the SPA under /inventario/; routes live after the `#`, so the router has no
  // basename (STACK-NOTES, "Web toolchain").
  base: '/inventario/',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': here('./src') },
  },
  build: {
    // What scripts/bundle-figures.mjs reads: the chunks each entry and lazy module needs.
    manifest: true,
    rolldownOptions: {
      // The popup sign-in lands on its own tiny page, so the application never boots inside the popup.
      input: {
        main: here('./index.html'),
        popupCallback: here('./popup-callback.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every screen runs, as one file rather than a dozen: one request and a
              // better compression. Only what the first screen needs anyway (a library of a few
              // screens stays in their chunks), and not oidc-client-ts (nor react-oidc-context, which
              // would bring it along), which the sign-in popup's small page loads alone.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zod|@emotion|stylis|hoist-non-react-statics)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/inventario/api': devServerTarget,
      '/inventario/config.json': devServerTarget,
      '/area-clienti': devServerTarget,
      '/auth': devServerTarget,
    },
  },
});
