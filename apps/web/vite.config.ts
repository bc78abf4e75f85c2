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
