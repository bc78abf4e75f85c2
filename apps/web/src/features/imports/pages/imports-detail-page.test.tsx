// @vitest-environment jsdom
import type { ImportOverviewPage, ImportOverviewRow } from '@inventario/shared/contracts/imports';
import { formatDateTime } from '@inventario/shared/format/date';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { initI18n } from '@/app/i18n/i18n.ts';
import ImportsDetailPage from './imports-detail-page.tsx';

/**
 * `#/imports-detail` against a stand-in of the overview's search: every school's imports in a grid,
 * the filters sent as the search's body, and the texts of an empty list.
 */

function row(extra: Partial<ImportOverviewRow>): ImportOverviewRow {
  return {
    id: '0b9f7c1e-3d5a-4c8e-9f10-2a3b4c5d6e7f',
    type: 1,
    listKind: null,
    state: 'imported',
    fileName: 'inventario.xlsx',
    sizeBytes: 24_576,
    createdBy: 'Laura Prova',
    createdAt: '2026-03-02T09:15:00.000Z',
    validatedAt: '2026-03-02T09:15:03.000Z',
    errorCount: 0,
    warningCount: 0,
    counts: { sites: 1, assets: 7, movements: 6, lines: 10 },
    progress: { done: 10, total: 10 },
    finishedAt: '2026-03-02T09:20:00.000Z',
    result: {
      sites: 1,
      assets: 7,
      charge: 3,
      proposal: 1,
      discharge: 1,
      decrease: 0,
      increase: 1,
      lines: 10,
    },
    failureCode: null,
    customerCode: 'DEMO001',
    schoolName: 'Istituto Comprensivo Demo',
    confirmedBy: 'Sara Neri',
    ...extra,
  };
}

const IMPORTED = row({});
const FAILED = row({
  id: '1c8e6d2f-4e6b-4d9f-8a21-3b4c5d6e7f80',
  type: 3,
  state: 'failed',
  fileName: 'migrazione.zip',
  sizeBytes: 3_565_158,
  customerCode: 'E2V02',
  schoolName: null,
  createdBy: 'Sara Neri',
  result: null,
  counts: { assets: 1, movements: 1 },
  failureCode: 'importSchoolChanged',
  confirmedBy: null,
});

let answer: ImportOverviewPage = { imports: [IMPORTED, FAILED], total: 2 };
const post = vi.fn(async (_path: string, _body: unknown) => answer);

vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { post } }),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ImportsDetailPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await loadAreaTexts('imports');
  await i18n.changeLanguage('it');
});

beforeEach(() => {
  answer = { imports: [IMPORTED, FAILED], total: 2 };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const gridOf = () => screen.getByRole('grid', { name: 'Importazioni delle scuole' });

/** The grid's row that holds a text. */
const rowOf = async (text: string) =>
  (await within(gridOf()).findByText(text)).closest('[role=row]') as HTMLElement;

describe('ImportsDetailPage', () => {
  it("shows every school's imports: school, type, file, who and when, state, contents, end, why it failed", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dettaglio importazioni' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/import/overview/search/1/10', {}, expect.anything());

    const imported = await rowOf('Istituto Comprensivo Demo');
    for (const text of [
      'DEMO001',
      'Client-server',
      'inventario.xlsx',
      '24 KB',
      'Laura Prova',
      formatDateTime(IMPORTED.createdAt),
      'Importata',
      '7 beni · 6 buoni',
      formatDateTime(IMPORTED.finishedAt),
      'Confermata da Sara Neri',
    ]) {
      expect(within(imported).getByText(text)).toBeTruthy();
    }

    const failed = await rowOf('E2V02');
    for (const text of [
      'Inventario del fornitore',
      'migrazione.zip',
      '3,4 MB',
      'Non riuscita',
      '1 bene · 1 buono',
      /Dopo la verifica del file la scuola è cambiata/,
    ]) {
      expect(within(failed).getByText(text)).toBeTruthy();
    }
  });

  it('sends the chosen filters as the body of the search, from the first page', async () => {
    renderPage();
    await rowOf('Istituto Comprensivo Demo');
    const filters = screen.getByRole('search', { name: 'Filtri delle importazioni' });
    fireEvent.change(within(filters).getByLabelText('Scuola (codice o nome)'), {
      target: { value: ' demo ' },
    });
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Stato' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Non riuscita' }));
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inventario del fornitore' }));
    answer = { imports: [FAILED], total: 1 };
    fireEvent.click(within(filters).getByRole('button', { name: 'Cerca' }));

    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/import/overview/search/1/10',
        { school: 'demo', state: 'failed', type: 3 },
        expect.anything(),
      ),
    );
    const grid = gridOf();
    await waitFor(() => expect(within(grid).queryByText('Istituto Comprensivo Demo')).toBeNull());
    expect(within(grid).getByText('migrazione.zip')).toBeTruthy();
  });

  it('says when there is no import yet, and when none matches the filters', async () => {
    answer = { imports: [], total: 0 };
    renderPage();
    expect(
      await screen.findByText(
        'Nessuna importazione: qui compaiono i file caricati dalle scuole e dal fornitore.',
      ),
    ).toBeTruthy();

    const filters = screen.getByRole('search', { name: 'Filtri delle importazioni' });
    fireEvent.change(within(filters).getByLabelText('Scuola (codice o nome)'), { target: { value: 'XYZ' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Nessuna importazione corrisponde ai filtri')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(
      '/import/overview/search/1/10',
      { school: 'XYZ' },
      expect.anything(),
    );
  });
});
