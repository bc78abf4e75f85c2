import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { initI18n } from '@/app/i18n/i18n.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { ToastProvider } from '@/shell/toast/toast-provider.tsx';

/** The Italian texts with the merges' own, as the merge routes load them. */
export async function mergeTexts(): Promise<void> {
  await initI18n();
  await loadAreaTexts('merges');
  await loadAreaTexts('imports');
  await i18n.changeLanguage('it');
}

/** A merge screen inside what the app gives it: queries (no retries), the router, toasts and dialogs. */
export function renderMergeScreen(screen: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <DialogsProvider>{screen}</DialogsProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
