// @vitest-environment jsdom
import type { ImportColumns, ImportIssuePage, ImportSummary } from '@inventario/shared/contracts/imports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { initI18n } from '@/app/i18n/i18n.ts';
import type { RouteMeta } from '@/app/router/route-meta.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { DialogsProvider } from '@/shell/dialogs/dialogs-provider.tsx';
import ImportPage from './import-page.tsx';
import ListImportPage from './list-import-page.tsx';

/**
 * The import screen against a stand-in of the imports API: what the school has pending decides the
 * step, and the upload, the check's poll, the report and the discard go through the API's paths.
 */

const ID = '0b9f7c1e-3d5a-4c8e-9f10-2a3b4c5d6e7f';

function summary(state: ImportSummary['state'], extra: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: ID,
    type: 1,
    listKind: null,
    state,
    fileName: 'inventario.xlsx',
    sizeBytes: 24_576,
    createdBy: 'Laura Prova',
    createdAt: '2026-03-02T09:15:00.000Z',
    validatedAt: state === 'validating' ? null : '2026-03-02T09:15:03.000Z',
    errorCount: 0,
    warningCount: 0,
    counts: {},
    progress: { done: 0, total: 0 },
    finishedAt: null,
    result: null,
    failureCode: null,
    ...extra,
  };
}

const INVALID = summary('invalid', {
  errorCount: 2,
  warningCount: 1,
  counts: { sites: 1, locations: 2, assets: 2, movements: 1, lines: 2 },
});
const READY = summary('ready', { warningCount: 2, counts: { sites: 1, assets: 3 } });

const ISSUES: ImportIssuePage = {
  issues: [
    { severity: 'error', code: 'cell.notAnAmount', sheet: 'Beni', row: 4, column: 'Valore storico' },
    {
      severity: 'error',
      code: 'unknownSite',
      sheet: 'Ubicazioni',
      row: 3,
      column: 'Codice sede',
      params: { code: 'RM09' },
    },
    {
      severity: 'warning',
      code: 'actualValueDiffers',
      sheet: 'Beni',
      row: 5,
      column: 'Valore attuale',
      params: { expectedCents: 120000, actualCents: 100000 },
    },
  ],
  total: 3,
  truncated: false,
};

/** Another product's file: its own headers, all but the inventory number's proposed already. */
const COLUMNS: ImportColumns = {
  sheet: 'Export',
  headers: ['N. Inv.', 'Descrizione', 'Categoria', 'Sottocategoria', 'Valore storico', 'Data carico'],
  samples: [['12', 'Notebook', '03', '01', '899,00', '15/09/2024']],
  mapping: {
    inventoryNumber: null,
    description: 'Descrizione',
    categoryCode: 'Categoria',
    subcategoryCode: 'Sottocategoria',
    historicalValue: 'Valore storico',
    chargeDate: 'Data carico',
  },
  remembered: false,
};

/** What the stand-in server holds: the pending import, the answers of the poll, the report. */
const server = {
  pending: null as ImportSummary | null,
  last: null as ImportSummary | null,
  polls: [] as ImportSummary[],
  issues: ISSUES,
};

const get = vi.fn(async (path: string, options?: { query?: { severity?: string } }) => {
  if (path === '/import/pending') return { import: server.pending };
  if (path === '/import/last') return { import: server.last };
  if (path.includes('/issues/')) {
    const severity = options?.query?.severity;
    const issues = server.issues.issues.filter((issue) => !severity || issue.severity === severity);
    return { ...server.issues, issues, total: issues.length };
  }
  if (path === `/import/${ID}`) return server.polls.shift() ?? server.pending;
  if (path === `/import/${ID}/columns`) return COLUMNS;
  throw new Error(`unexpected GET ${path}`);
});
const post = vi.fn();
const put = vi.fn();
const del = vi.fn(async (_path: string) => {
  server.pending = null;
  server.last = null;
});

vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { get, post, put, delete: del } }),
}));
vi.mock('@/shell/session/session-context.tsx', () => ({ useSession: () => ({ isVendor: false }) }));
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('@/shell/toast/use-toast.ts', () => ({ useToast: () => toast }));

const meta = (titleKey: RouteMeta['titleKey'], importType: RouteMeta['importType']): RouteMeta => ({
  layout: 'normal',
  titleKey,
  importType,
});

function renderPage(path = '/configuration/import/client-server') {
  const router = createMemoryRouter(
    [
      {
        path: '/configuration/import/client-server',
        handle: meta('importClientServer', 1),
        element: <ImportPage />,
      },
      { path: '/configuration/import/durable', handle: meta('importDurable', 2), element: <ImportPage /> },
      {
        path: '/admin-lists/import/:list',
        handle: meta('adminListsImport', undefined),
        element: <ListImportPage />,
      },
      {
        path: '/configuration/import/spaggiari',
        handle: meta('importSpaggiari', 4),
        element: <ImportPage />,
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return router;
}

function chooseFile(name: string, size: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

beforeAll(async () => {
  await initI18n();
  await loadAreaTexts('imports');
  await i18n.changeLanguage('it');
});

beforeEach(() => {
  server.pending = null;
  server.polls = [];
  server.issues = ISSUES;
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ImportPage: the upload', { timeout: 20_000 }, () => {
  it("shows the type's title, what it imports, the template and the file chooser when nothing is pending", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Importazione da client-server' })).toBeTruthy();
    expect(screen.getByText(/l'intero inventario della scuola dal prodotto client-server/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scarica il modello' })).toBeTruthy();
    const zone = await screen.findByRole('group', { name: 'File da importare' });
    expect(within(zone).getByRole('button', { name: 'Scegli il file' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/import/pending', expect.anything());
  });

  it('offers the result of the latest import that ended, beside the upload', async () => {
    server.last = summary('imported', {
      fileName: 'inventario-precedente.xlsx',
      finishedAt: '2026-03-02T09:20:00.000Z',
      result: { sites: 1, assets: 7, charge: 3 },
    });
    renderPage();
    expect(await screen.findByText(/inventario-precedente\.xlsx, conclusa il/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/import/last',
      expect.objectContaining({ query: { type: 1, list: undefined } }),
    );
    fireEvent.click(screen.getByRole('button', { name: "Vedi l'esito" }));
    expect(await screen.findByRole('region', { name: 'Importazione completata' })).toBeTruthy();
  });

  it('refuses another extension and a file over 50 MB before sending anything', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Scegli il file' });
    chooseFile('inventario.xls', 1000);
    expect(await screen.findByText('Sono accettati solo file .xlsx, .csv o .zip')).toBeTruthy();
    chooseFile('inventario.xlsx', 50 * 1024 * 1024 + 1);
    expect(await screen.findByText('Il file da importare supera i 50 MB')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the file with a progress bar, then follows the check until the report', async () => {
    let answer: (summary: ImportSummary) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    await screen.findByRole('button', { name: 'Scegli il file' });
    const file = chooseFile('inventario.xlsx', 24_576);
    expect(await screen.findByText('Invio del file: 0%')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/import/type/1',
      file,
      expect.objectContaining({ query: { fileName: 'inventario.xlsx' } }),
    );

    server.pending = summary('validating');
    server.polls = [summary('validating'), INVALID];
    answer(summary('validating'));
    expect(await screen.findByText('Verifica del file in corso…')).toBeTruthy();
    expect(await screen.findByText(/non è stato importato nulla/, {}, { timeout: 4000 })).toBeTruthy();
  });

  it('says why the server refused the file', async () => {
    post.mockRejectedValue(new ApiError('importContentMismatch', 'mismatch', 400));
    renderPage();
    await screen.findByRole('button', { name: 'Scegli il file' });
    chooseFile('inventario.xlsx', 100);
    expect(
      await screen.findByText(
        'Il contenuto del file non corrisponde alla sua estensione (.xlsx, .csv o .zip)',
      ),
    ).toBeTruthy();
  });
});

describe('ImportPage: the report', { timeout: 20_000 }, () => {
  it('resumes a file being checked', async () => {
    server.pending = summary('validating');
    renderPage();
    expect(await screen.findByText('Verifica del file in corso…')).toBeTruthy();
    expect(screen.getByText(/inventario\.xlsx \(24 KB\)/)).toBeTruthy();
  });

  it('shows a file with errors: nothing imported, the counts, the issues by sheet, row and column', async () => {
    server.pending = INVALID;
    renderPage();
    expect(await screen.findByText(/Il file contiene errori: non è stato importato nulla/)).toBeTruthy();
    expect(screen.getByText('2 errori')).toBeTruthy();
    expect(screen.getByText('1 avviso')).toBeTruthy();
    const contents = screen.getByText('Righe dei movimenti').parentElement as HTMLElement;
    expect(within(contents).getByText('2')).toBeTruthy();

    const grid = await screen.findByRole('grid', { name: 'Problemi del file' });
    const row = (await within(grid).findByText('Non è un importo: scrivilo come 1.234,56')).closest(
      '[role=row]',
    );
    expect(within(row as HTMLElement).getByText('Beni')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('4')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Valore storico')).toBeTruthy();
    expect(within(grid).getByText('La sede RM09 non è nel foglio Sedi')).toBeTruthy();
    expect(
      within(grid).getByText(
        'Il valore attuale è 1.000,00 €, ma dal valore storico e dai buoni risulta 1.200,00 €',
      ),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/import/${ID}/issues/1/10`, expect.objectContaining({ query: {} }));
  });

  it('filters the issues to the warnings', async () => {
    server.pending = INVALID;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Avvisi (1)' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        `/import/${ID}/issues/1/10`,
        expect.objectContaining({ query: { severity: 'warning' } }),
      ),
    );
    const grid = screen.getByRole('grid', { name: 'Problemi del file' });
    await waitFor(() => expect(within(grid).queryByText(/Non è un importo/)).toBeNull());
  });

  it('says when the report kept only the first issues', async () => {
    server.pending = INVALID;
    server.issues = { ...ISSUES, truncated: true };
    renderPage();
    expect(await screen.findByText(/Il rapporto conserva solo i primi 5\.?000 problemi/)).toBeTruthy();
  });

  it('discards a file with errors, once confirmed, to upload the corrected one', async () => {
    server.pending = INVALID;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Carica un altro file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Caricare un altro file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Carica un altro file' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(`/import/${ID}`));
    expect(await screen.findByRole('group', { name: 'File da importare' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Importazione scartata');
  });

  it('keeps the import when the question is cancelled', async () => {
    server.pending = INVALID;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Scarta' }));
    const dialog = await screen.findByRole('dialog', { name: "Scartare l'importazione?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(del).not.toHaveBeenCalled();
  });

  it('shows a file without errors as such, with its warnings, and only "Scarta"', async () => {
    server.pending = READY;
    renderPage();
    expect(
      await screen.findByText('Il file non contiene errori. Ci sono 2 avvisi da controllare.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scarta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carica un altro file' })).toBeNull();
    expect(screen.getByText('Sedi')).toBeTruthy();
  });
});

describe('ImportPage: an import of another type pending', { timeout: 20_000 }, () => {
  it('names its type and leads to its screen', async () => {
    server.pending = INVALID;
    const router = renderPage('/configuration/import/durable');
    expect(await screen.findByText(/già in attesa un'importazione di tipo client-server/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'File da importare' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: "Vai all'importazione client-server" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/import/client-server'));
  });

  it('discards it from here', async () => {
    server.pending = INVALID;
    renderPage('/configuration/import/durable');
    fireEvent.click(await screen.findByRole('button', { name: 'Scarta' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: "Scartare l'importazione?" })).getByRole('button', {
        name: 'Scarta',
      }),
    );
    await waitFor(() => expect(del).toHaveBeenCalledWith(`/import/${ID}`));
    await waitFor(() => expect(screen.queryByText(/già in attesa/)).toBeNull());
  });
});

describe('ListImportPage: one admin list alone', { timeout: 20_000 }, () => {
  it("sends the list's file to the list's own path, and leaves another list's import to its screen", async () => {
    post.mockResolvedValue(summary('validating', { listKind: 'site' }));
    renderPage('/admin-lists/import/sites');
    expect(screen.getByRole('heading', { level: 1, name: 'Importazione delle sedi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla lista' }).getAttribute('href')).toBe(
      '/admin-lists/placement',
    );
    await screen.findByRole('button', { name: 'Scegli il file' });
    const file = chooseFile('sedi.csv', 120);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/site/temp/list',
        file,
        expect.objectContaining({ query: { fileName: 'sedi.csv' } }),
      ),
    );
  });

  it('shows the import of another list as pending elsewhere, with the way to its screen', async () => {
    server.pending = summary('ready', { listKind: 'creditor', fileName: 'fornitori.csv' });
    renderPage('/admin-lists/import/sites');
    expect(await screen.findByText(/un'importazione di tipo fornitori/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Vai all'importazione fornitori" }).getAttribute('href')).toBe(
      '/admin-lists/import/creditors',
    );
  });
});

describe("ImportPage: another product's file", { timeout: 20_000 }, () => {
  it('asks which column holds which field, points out a required one left out, then checks the file', async () => {
    server.pending = summary('columns', { type: 4, fileName: 'export.csv' });
    put.mockResolvedValue(summary('validating', { type: 4 }));
    renderPage('/configuration/import/spaggiari');
    const region = await screen.findByRole('region', { name: 'Colonne del file' });
    const preview = await within(region).findByRole('region', { name: 'Prime righe del foglio Export' });
    expect(within(preview).getByText('Notebook')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: "Fasi dell'importazione" })).getByText('Colonne'),
    ).toBeTruthy();
    expect(within(region).getByText('Es.: Notebook')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Verifica il file con queste colonne' }));
    expect(await within(region).findByText('Indica la colonna di questo dato obbligatorio')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(region).getByRole('combobox', { name: 'Numero inventario' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'N. Inv.' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Verifica il file con queste colonne' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        `/import/${ID}/columns`,
        { mapping: expect.objectContaining({ ...COLUMNS.mapping, inventoryNumber: 'N. Inv.', notes: null }) },
        expect.anything(),
      ),
    );
  });
});
