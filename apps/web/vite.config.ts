import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREEN_CHUNK, FIRST_SCREEN_ROOTS } from '../../scripts/bundle-figures.mjs';
import { closureChunk } from './closure-chunk.ts';
import { precompress } from './precompress.ts';
import { preloadLinks } from './preload-links.ts';
import { onlyEntryFiles, SCAN_LAZY_MODULES } from './scan-precache.ts';

/** Where `npx vite` forwards API, customer-area and identity calls during development (`npm start`). */
const devServerTarget = 'http://localhost:8080';

/** An absolute path beside this file. */
function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}

const mainScript = here('./src/main.tsx');
const popupScript = here('./src/popup-callback.ts');
const scanPage = 'scan/index.html';
const base = '/inventario/';

export default defineConfig({
  // The server serves the SPA under /inventario/; routes live after the `#`, so the router has no
  // basename (STACK-NOTES, "Web toolchain").
  base,
  plugins: [
    react(),
    // The first screen's chunk, the Italian texts and the three weights of Roboto.
    preloadLinks({
      chunks: [FIRST_SCREEN_CHUNK, 'resources'],
      fonts: /roboto-latin-(400|500|700)-normal-.*\.woff2$/,
    }),
    precompress(),
    // The recognition's phone page works offline: its service worker (scope /inventario/scan/) keeps
    // the page's own files, the barcode reader's WebAssembly included (LIBRARIES.md §4). The
    // manifest and its icons are static files of public/scan/.
    VitePWA({
      injectRegister: false,
      manifest: false,
      registerType: 'prompt',
      filename: 'scan/sw.js',
      scope: '/inventario/scan/',
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,woff2,webmanifest}'],
        manifestTransforms: [
          onlyEntryFiles({ outDir: here('./dist'), base, entry: scanPage, lazy: SCAN_LAZY_MODULES }),
        ],
        // The reader's WebAssembly is 1.1 MB, over Workbox's 2 MiB default only with its siblings.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        inlineWorkboxRuntime: true,
        navigateFallback: null,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: { '@': here('./src') },
  },
  build: {
    // What scripts/bundle-figures.mjs reads: the chunks each entry and lazy module needs.
    manifest: true,
    // Every browser the schools use preloads modules itself (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The popup sign-in lands on its own tiny page, so the application never boots inside the popup.
      input: {
        main: here('./index.html'),
        popupCallback: here('./popup-callback.html'),
        scan: here(`./${scanPage}`),
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
              priority: 4,
            },
            {
              // What the sign-in popup's page runs (oidc-client-ts), which the application shares.
              name: closureChunk({ name: 'sign-in', roots: [popupScript], others: [], keepRoots: true }),
              priority: 3,
            },
            {
              // What the page runs before any route, less the libraries and what the sign-in popup
              // shares, in one file rather than a dozen.
              name: closureChunk({
                name: 'page',
                roots: [mainScript],
                others: [popupScript],
                keepRoots: true,
              }),
              priority: 2,
            },
            {
              // The sign-in gate, the shell and the dashboard with what they alone import, as one file:
              // over HTTP/1.1's six connections the seventy small chunks they made took 0.7 s to arrive.
              name: closureChunk({
                name: FIRST_SCREEN_CHUNK,
                roots: FIRST_SCREEN_ROOTS.map(here),
                others: [mainScript, popupScript],
              }),
              priority: 1,
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
