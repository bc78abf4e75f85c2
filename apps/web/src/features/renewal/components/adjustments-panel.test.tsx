// @vitest-environment jsdom

import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import { ToastProvider } from '@/shell/toast/toast-provider.tsx';
import { renewalAtAdjustments } from '../model/renewal.fixtures.ts';
import { AdjustmentsPanel } from './adjustments-panel.tsx';

/**
 * Step 3 of the renewal against a stand-in of the API: the list of adjustments and its totals, when
 * they may change, and the new adjustment's dialog with the server's refusals.
 */

const renewal = renewalAtAdjustments();

const missing: Adjustment = {
  id: 11,
  kind: 'missing',
  asset: { id: 41, description: 'Lavagna interattiva', registerKind: 'movable', inventoryNumber: 2 },
  movement: { id: 70, type: 2, year: 2025, number: 3 },
  actualValue: 1500,
  presumedValue: 20,
  newValue: 0,
  variation: -1500,
  reason: 'Non trovata in nessuna aula',
  recognitionId: 5,
  createdBy: 'demo.dsga',
  createdAt: '2026-03-02T10:00:00.000Z',
};

const pc = {
  id: 42,
  description: 'Personal computer',
  assetClass: 'inventory',
  status: 2,
  proposalStatus: null,
  register: { id: 1, description: 'Beni mobili', kind: 'movable' },
  subcategory: { id: 1, code: '01', description: 'Hardware' },
  inventoryNumber: 12,
  durableNumber: null,
  originalInventoryNumber: null,
  historicalPrice: 1200,
  actualPrice: 900,
  chargeDate: '2024-05-01',
  location: null,
  serialNumber: null,
  brand: null,
  universalityId: null,
} satisfies AssetSummary;

// No server in unit tests: the API client is a stand-in whose answers each test scripts.
const hardware = {
  id: 7,
  code: '01',
  description: 'Hardware',
  category: { id: 3, code: '03', description: 'Macchine d’ufficio' },
  register: { id: 1, description: 'Beni mobili', kind: 'movable' },
  rate: { percent: 20, validFromYear: 2025 },
  aggregation: null,
  defaultCode: null,
} satisfies Subcategory;

let list: Adjustment[] = [];
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === '/subcategory/inventory') return [hardware];
  if (path === '/site/list')
    return [{ id: 2, code: 'S1', description: 'Sede centrale', address: null, city: null }];
  return list;
});
const post = vi.fn(async (path: string, _body: unknown): Promise<unknown> => {
  if (path.startsWith('/asset/search/')) return { assets: [pc], total: 1 };
  throw new Error(`unexpected POST ${path}`);
});
const remove = vi.fn(async (_path: string) => undefined);
vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { get, post, delete: remove } }),
}));

function renderPanel(shown: Renewal = renewal) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ToastProvider>
          <DialogsProvider>
            <AdjustmentsPanel renewal={shown} />
          </DialogsProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function type(label: RegExp, value: string) {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

/** Opens "Nuova rettifica", picks the kind and the good numbered 12. */
async function newAdjustmentOf(kind: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: 'Nuova rettifica' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuova rettifica contabile' });
  fireEvent.click(within(dialog).getByRole('radio', { name: kind }));
  const picker = within(dialog).getByRole('combobox', { name: /^Bene/ });
  fireEvent.change(picker, { target: { value: '12' } });
  fireEvent.click(await screen.findByRole('option', { name: /BM 12 Personal computer/ }));
  return dialog;
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  list = [];
  get.mockClear();
  post.mockClear();
  remove.mockClear();
});

// The first render loads the whole data grid and the dialog: slow on a cold worker.
describe('AdjustmentsPanel', { timeout: 30_000 }, () => {
  it('says the adjustments come after the mapping while it is not confirmed', async () => {
    renderPanel({ ...renewal, mappingConfirmedAt: null, step: 'mapping' });
    expect(
      await screen.findByText(
        'Le rettifiche contabili si registrano dopo la conferma della mappatura delle sottocategorie.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuova rettifica' })).toBeNull();
  });

  it('lists each adjustment with its movement’s link and the totals, and takes one back', async () => {
    list = [missing];
    renderPanel();
    const grid = await screen.findByRole('grid', { name: 'Rettifiche contabili del rinnovo' });
    expect(within(grid).getByText('BM 2 Lavagna interattiva')).toBeTruthy();
    expect(within(grid).getByText('Bene mancante')).toBeTruthy();
    const link = within(grid).getByRole('link', { name: 'Scarico n. 3/2025' });
    expect(link.getAttribute('href')).toBe('/discharge/detail/70');
    const totals = screen.getByRole('table', { name: 'Totali per tipo di rettifica' });
    expect(within(totals).getAllByText('-1.500,00 €')).toHaveLength(2);

    fireEvent.click(
      within(grid).getByRole('button', { name: 'Annulla la rettifica di BM 2 Lavagna interattiva' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Annullare la rettifica?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Annulla la rettifica' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/renewal/3/adjustments/11'));
  });

  it('keeps the list read only once revalued, and says why', async () => {
    list = [missing];
    renderPanel({ ...renewal, revaluedAt: '2026-03-05T09:00:00.000Z', step: 'renumbering' });
    await screen.findByRole('grid', { name: 'Rettifiche contabili del rinnovo' });
    expect(screen.getByText(/La rivalutazione è già stata eseguita/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuova rettifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Annulla la rettifica di/ })).toBeNull();
  });

  it('records a missing good by its id, with the reason typed', async () => {
    renderPanel();
    const dialog = await newAdjustmentOf(/^Bene mancante/);
    expect(within(dialog).getByText('Valore attuale: 900,00 €')).toBeTruthy();
    expect(within(dialog).getByText(/variazione -900,00 €/)).toBeTruthy();
    type(/^Motivazione/, 'Non trovato');
    post.mockImplementationOnce(async () => ({ ...missing, id: 12 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/renewal/3/adjustments',
        {
          kind: 'missing',
          assetId: 42,
          presumedValue: null,
          reason: 'Non trovato',
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('charges a found good with its description, subcategory and value', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova rettifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova rettifica contabile' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Bene rinvenuto/ }));
    type(/^Descrizione del bene/, 'Videoproiettore');
    const subcategory = within(dialog).getByRole('combobox', { name: /^Sottocategoria/ });
    fireEvent.change(subcategory, { target: { value: 'Hard' } });
    fireEvent.click(await screen.findByRole('option', { name: '03.01 Hardware' }));
    type(/^Valore stimato/, '350');
    expect(within(dialog).getByText(/variazione \+350,00 €/)).toBeTruthy();
    type(/^Motivazione/, 'Trovato in magazzino');
    post.mockImplementationOnce(async () => ({ ...missing, id: 13, kind: 'found' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/renewal/3/adjustments',
        {
          kind: 'found',
          asset: { description: 'Videoproiettore', subcategoryId: 7, locationId: null, value: 350 },
          presumedValue: null,
          reason: 'Trovato in magazzino',
        },
        expect.anything(),
      ),
    );
  });

  it('asks for the kind and the reason first, and takes the user to the kind', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova rettifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova rettifica contabile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    expect(await within(dialog).findByText('Scegli il tipo di rettifica')).toBeTruthy();
    expect(within(dialog).getByText('Dato obbligatorio')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /^Bene rinvenuto/ })),
    );
  });

  it('checks an estimate’s new value against the actual one before asking the server', async () => {
    renderPanel();
    const dialog = await newAdjustmentOf(/^Stima prudenziale in aumento/);
    type(/^Nuovo valore/, '800');
    type(/^Motivazione/, 'Stima della commissione');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    expect(
      await within(dialog).findByText('La stima prudenziale in aumento deve superare il valore attuale'),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/renewal/3/adjustments', expect.anything(), expect.anything());
    type(/^Nuovo valore/, '1.000');
    expect(within(dialog).getByText(/variazione \+100,00 €/)).toBeTruthy();
  });

  it('says a refusal in the dialog, translated, and keeps what was typed', async () => {
    renderPanel();
    const dialog = await newAdjustmentOf(/^Bene fuori uso/);
    type(/^Motivazione/, 'Rotta');
    post.mockImplementationOnce(async () => {
      throw new ApiError('movementDateBeforeLast', 'The date precedes the last movement', 409);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('La rettifica non è stata registrata');
    expect(alert.textContent).toContain(i18n.t('errors.movementDateBeforeLast'));
    expect((screen.getByLabelText(/^Motivazione/) as HTMLTextAreaElement).value).toBe('Rotta');

    post.mockImplementationOnce(async () => {
      throw new ApiError('renewalAdjustmentExists', 'The good has an adjustment already', 409);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registra la rettifica' }));
    expect(await within(dialog).findByText(i18n.t('errors.renewalAdjustmentExists'))).toBeTruthy();
  });
});
