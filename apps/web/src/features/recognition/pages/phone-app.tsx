import type { Workbox } from 'workbox-window';
import { ThemeModeProvider } from '@/app/theme/theme-mode.tsx';
import { PhoneUpdatePrompt } from '../components/phone-update-prompt.tsx';
import ScanPage from './scan-page.tsx';

/** The phone companion's whole application: no sign-in, no shell, one page. */
export function PhoneApp({ workbox }: { workbox: Workbox | undefined }) {
  return (
    <ThemeModeProvider>
      <ScanPage />
      <PhoneUpdatePrompt workbox={workbox} />
    </ThemeModeProvider>
  );
}
