import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { initI18n } from '@/app/i18n/i18n.ts';
import { PhoneApp } from '@/features/recognition/pages/phone-app.tsx';

/**
 * The service worker keeps the page, its scripts, texts and the barcode reader's WebAssembly on the
 * phone, so the page opens again in a basement without network. Built by vite-plugin-pwa (vite.config.ts).
 */
function registerServiceWorker(): Workbox | undefined {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox(`${import.meta.env.BASE_URL}scan/sw.js`, {
    scope: `${import.meta.env.BASE_URL}scan/`,
  });
  void workbox.register();
  return workbox;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('scan/index.html has no #root element');
  const workbox = registerServiceWorker();
  await initI18n();
  createRoot(container).render(
    <StrictMode>
      <PhoneApp workbox={workbox} />
    </StrictMode>,
  );
}

void start();
