// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { type MergedSite, MergedSitesSelectionDialog } from './merged-sites-selection-dialog.tsx';
import { useSelectionRequest } from './use-selection-request.ts';

const SITES: MergedSite[] = [
  { id: 1, code: 'MI01', description: 'Sede centrale', city: 'Milano', address: 'Via Roma 1' },
  { id: 2, code: 'MI02', description: 'Plesso Verdi', city: 'Milano', address: null },
  { id: 3, code: 'MI03', description: 'Palestra', city: null, address: 'Via Po 3' },
];

let requestSites: () => Promise<MergedSite[] | undefined> = async () => undefined;

/** A merge screen in miniature: it asks for the sites through the promise of `useSelectionRequest`. */
function Harness({ fetchSites }: { fetchSites: () => Promise<MergedSite[]> }) {
  const sites = useSelectionRequest<MergedSite>();
  requestSites = sites.request;
  return (
    <MergedSitesSelectionDialog
      {...sites.dialogProps}
      fetchSites={fetchSites}
      queryKey={['mergedSites', 'test']}
    />
  );
}

function renderHarness() {
  const fetchSites = vi.fn(async () => SITES);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <Harness fetchSites={fetchSites} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return fetchSites;
}

async function openDialog() {
  let answer: Promise<MergedSite[] | undefined> = Promise.resolve(undefined);
  act(() => {
    answer = requestSites();
  });
  const dialog = await screen.findByRole('dialog', { name: 'Seleziona le sedi da acquisire' });
  await within(dialog).findByText('MI01');
  return { dialog, answer };
}

function rowCheckbox(dialog: HTMLElement, code: string) {
  const row = within(dialog).getByText(code).closest('[role="row"]') as HTMLElement;
  return within(row).getByRole('checkbox');
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(cleanup);

// The first render loads the whole data grid: slow on a cold worker.
describe('MergedSitesSelectionDialog', { timeout: 20_000 }, () => {
  it('lists the sites of the fetcher with code, description, city and address', async () => {
    const fetchSites = renderHarness();
    const { dialog } = await openDialog();
    expect(fetchSites).toHaveBeenCalledOnce();
    for (const header of ['Codice', 'Descrizione', 'Città', 'Indirizzo']) {
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(dialog).getByText('Via Po 3')).toBeTruthy();
  });

  it('refuses to confirm an empty choice with an attention alert', async () => {
    renderHarness();
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    const alert = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(within(alert).getByText('Selezionare almeno una sede')).toBeTruthy();
  });

  it('resolves the request with the chosen sites', async () => {
    renderHarness();
    const { dialog, answer } = await openDialog();
    fireEvent.click(rowCheckbox(dialog, 'MI01'));
    fireEvent.click(rowCheckbox(dialog, 'MI03'));
    expect(within(dialog).getByText('2 elementi selezionati')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await expect(answer).resolves.toEqual([SITES[0], SITES[2]]);
  });

  it('resolves the request with undefined on cancel', async () => {
    renderHarness();
    const { dialog, answer } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await expect(answer).resolves.toBeUndefined();
  });
});
