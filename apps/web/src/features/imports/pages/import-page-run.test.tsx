// @vitest-environment jsdom
import type { ImportSummary, TempList, TempListEntry } from '@inventario/shared/contracts/imports';
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
import type { ListKind } from '../model/mapping-lists.ts';
import ImportPage from './import-page.tsx';

/**
 * The import screen after the check, against a stand-in of the API: a file without errors goes on to
 * the mapping of its lists (read and saved through the temp lists' paths, the school's own lists
 * through the reference lists'), then is confirmed, followed while it runs, and ends imported or not.
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
    validatedAt: '2026-03-02T09:15:03.000Z',
    errorCount: 0,
    warningCount: 0,
    counts: { sites: 1, locations: 2, creditors: 2 },
    progress: { done: 0, total: 0 },
    finishedAt: null,
    result: null,
    failureCode: null,
    ...extra,
  };
}

const created = (sourceKey: string, source: Record<string, unknown>): TempListEntry => ({
  sourceKey,
  source,
  action: 'create',
  targetId: null,
  targetLabel: null,
  matchedBy: null,
});

const LISTS = (): Record<ListKind, TempListEntry[]> => ({
  site: [
    created('01', { code: '01', description: 'Sede centrale', address: 'Via Verdi 15', city: 'Padova' }),
  ],
  location: [
    created('01|001', { siteCode: '01', code: '001', description: 'Laboratorio di informatica' }),
    created('01|002', { siteCode: '01', code: '002', description: 'Aula 2B' }),
  ],
  subConsignee: [],
  subcategory: [
    {
      ...created('movable|03|01', {
        register: 'movable',
        categoryCode: '03',
        categoryDescription: 'Hardware',
        code: '01',
        description: 'Personal computer',
        rates: [{ fromYear: 2022, percent: 25 }],
      }),
      action: 'map',
      targetId: 40,
      targetLabel: '03.01 Personal computer',
      matchedBy: 'code',
    },
  ],
  creditor: [
    created('F001', {
      code: 'F001',
      vendorType: 'G',
      businessName: 'Informatica Veneta S.r.l.',
      vatNumber: '02897650285',
    }),
    created('F003', {
      code: 'F003',
      vendorType: 'F',
      surname: 'Verdi',
      name: 'Paolo',
      fiscalCode: 'VRDPLA72C15L736H',
    }),
  ],
});

const PATHS: Record<string, ListKind> = {
  '/site/temp/list': 'site',
  '/location/temp/list': 'location',
  '/subconsignee/temp/list': 'subConsignee',
  '/subcategory/temp/list': 'subcategory',
  '/creditor/temp/list': 'creditor',
};

/** The school's own: a site 07 with its gym. */
const SCHOOL_LABELS: Record<string, string> = { 'site 7': '07 Succursale', 'location 70': 'PAL Palestra' };
const SITES = [{ id: 7, code: '07', description: 'Succursale', address: null, city: null }];
const GYM = {
  id: 70,
  code: 'PAL',
  description: 'Palestra',
  notes: null,
  roomNumber: null,
  floorNumber: null,
  active: true,
  site: { id: 7, code: '07', description: 'Succursale' },
  subConsignee: null,
};

const server = {
  pending: null as ImportSummary | null,
  polls: [] as ImportSummary[],
  lists: LISTS(),
};

const tempList = (kind: ListKind): TempList => ({ importId: ID, entries: server.lists[kind] });

const get = vi.fn(async (path: string) => {
  if (path === '/import/pending') return { import: server.pending };
  if (path === '/import/last') return { import: null };
  if (path === `/import/${ID}`) return server.polls.shift() ?? server.pending;
  const kind = PATHS[path];
  if (kind) return tempList(kind);
  if (path === '/site/list') return SITES;
  if (path === '/location/7/list') return [GYM];
  throw new Error(`unexpected GET ${path}`);
});
const put = vi.fn(
  async (
    path: string,
    body: { entries: { sourceKey: string; action: 'map' | 'create'; targetId?: number }[] },
  ) => {
    const kind = PATHS[path];
    if (!kind) throw new Error(`unexpected PUT ${path}`);
    server.lists[kind] = server.lists[kind].map((entry) => {
      const change = body.entries.find((one) => one.sourceKey === entry.sourceKey);
      if (!change) return entry;
      const targetId = change.targetId ?? null;
      return {
        ...entry,
        action: change.action,
        targetId,
        targetLabel: targetId === null ? null : (SCHOOL_LABELS[`${kind} ${targetId}`] ?? null),
        matchedBy: 'user' as const,
      };
    });
    return tempList(kind);
  },
);
const post = vi.fn();
const del = vi.fn();

vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { get, put, post, delete: del } }),
}));
vi.mock('@/shell/session/session-context.tsx', () => ({ useSession: () => ({ isVendor: false }) }));
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('@/shell/toast/use-toast.ts', () => ({ useToast: () => toast }));

function renderPage() {
  const meta: RouteMeta = { layout: 'normal', titleKey: 'importClientServer', importType: 1 };
  const router = createMemoryRouter(
    [
      { path: '/configuration/import/client-server', handle: meta, element: <ImportPage /> },
      { path: '/charge', element: <p>Elenco dei carichi</p> },
    ],
    { initialEntries: ['/configuration/import/client-server'] },
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

/** The report of a file without errors, then on to the mapping. */
async function openMapping() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: "Prosegui con l'abbinamento" }));
  return screen.findByRole('region', { name: 'Abbinamento delle liste' });
}

const rowOf = async (grid: HTMLElement, text: string) =>
  (await within(grid).findByText(text)).closest('[role=row]') as HTMLElement;

async function confirmImport() {
  fireEvent.click(screen.getByRole('button', { name: 'Importa' }));
  const question = await screen.findByRole('dialog', { name: 'Importare il file?' });
  expect(question.textContent).toMatch(/tutto o niente/);
  fireEvent.click(within(question).getByRole('button', { name: 'Importa' }));
}

beforeAll(async () => {
  await initI18n();
  await loadAreaTexts('imports');
  await i18n.changeLanguage('it');
});

beforeEach(() => {
  server.pending = summary('ready');
  server.polls = [];
  server.lists = LISTS();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ImportPage: the mapping', { timeout: 20_000 }, () => {
  it('shows each list in its tab: what the file says, what is proposed and how it was matched', async () => {
    const mapping = await openMapping();
    expect(screen.getByRole('list', { name: "Fasi dell'importazione" }).textContent).toContain('Abbinamento');
    const sites = await within(mapping).findByRole('grid', { name: 'Sedi in arrivo e loro abbinamento' });
    const site = await rowOf(sites, 'Sede centrale');
    expect(within(site).getByText('01')).toBeTruthy();
    expect(within(site).getByText('Via Verdi 15, Padova')).toBeTruthy();
    expect(within(site).getByText('Nuova')).toBeTruthy();
    expect(within(site).getByText('Nessuna voce corrispondente')).toBeTruthy();

    fireEvent.click(within(mapping).getByRole('tab', { name: 'Sottocategorie (1)' }));
    const subcategories = await within(mapping).findByRole('grid', { name: /^Sottocategorie/ });
    const pc = await rowOf(subcategories, 'Personal computer');
    expect(within(pc).getByText('Beni mobili · Categoria: Hardware · Aliquota 25%')).toBeTruthy();
    expect(within(pc).getByText('03.01 Personal computer')).toBeTruthy();
    expect(within(pc).getByText('Stesso codice')).toBeTruthy();

    fireEvent.click(within(mapping).getByRole('tab', { name: 'Subconsegnatari (0)' }));
    expect(await within(mapping).findByText('Il file non contiene subconsegnatari.')).toBeTruthy();
  });

  it("maps a site onto the school's, saving that entry alone, and shows the list as saved", async () => {
    const mapping = await openMapping();
    fireEvent.click(
      await within(mapping).findByRole('button', { name: "Cambia l'abbinamento di 01 Sede centrale" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abbinamento di 01 Sede centrale' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Abbinala a una voce che la scuola ha già' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Scegli una voce della scuola')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    const field = within(dialog).getByRole('combobox', { name: /Sede della scuola/ });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: '07 Succursale' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/site/temp/list',
        { entries: [{ sourceKey: '01', action: 'map', targetId: 7 }] },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Abbinamento salvato');
    const site = await rowOf(within(mapping).getByRole('grid'), '07 Succursale');
    expect(within(site).getByText('Scelto da te')).toBeTruthy();
  });

  it('offers a location only the locations of the school site its own site maps onto', async () => {
    server.lists.site = [
      {
        ...(server.lists.site[0] as TempListEntry),
        action: 'map',
        targetId: 7,
        targetLabel: '07 Succursale',
        matchedBy: 'user',
      },
    ];
    const mapping = await openMapping();
    fireEvent.click(await within(mapping).findByRole('tab', { name: 'Ubicazioni (2)' }));
    fireEvent.click(
      await within(mapping).findByRole('button', { name: "Cambia l'abbinamento di 002 Aula 2B" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abbinamento di 002 Aula 2B' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Abbinala a una voce che la scuola ha già' }));
    expect(
      within(dialog).getByText(
        'Sono proposte solo le ubicazioni della sede 07 Succursale, a cui è abbinata la sede di provenienza 01.',
      ),
    ).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'PAL Palestra' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/location/7/list', expect.anything());
  });

  it('says a location of a site to be created can only be new', async () => {
    const mapping = await openMapping();
    fireEvent.click(await within(mapping).findByRole('tab', { name: 'Ubicazioni (2)' }));
    fireEvent.click(
      await within(mapping).findByRole('button', {
        name: "Cambia l'abbinamento di 001 Laboratorio di informatica",
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Abbinala a una voce che la scuola ha già' }));
    expect(await within(dialog).findByText(/La sede di provenienza 01 sarà creata come nuova/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox').hasAttribute('disabled')).toBe(true);
  });
});

describe('ImportPage: the confirm and the run', { timeout: 20_000 }, () => {
  it('imports once confirmed, shows the progress, then the result, kept once nothing is pending', async () => {
    post.mockImplementation(async () => {
      server.pending = summary('importing');
      server.polls = [
        summary('importing', { progress: { done: 3, total: 8 } }),
        summary('imported', {
          finishedAt: '2026-03-02T09:20:00.000Z',
          result: {
            sites: 1,
            locations: 2,
            creditors: 2,
            years: 2,
            assets: 7,
            charge: 3,
            increase: 1,
            lines: 10,
          },
        }),
      ];
      return summary('importing');
    });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Prosegui con l'abbinamento" }));
    await screen.findByRole('region', { name: 'Abbinamento delle liste' });
    await confirmImport();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/import/${ID}/confirm`, undefined, expect.anything()),
    );

    const running = await screen.findByRole('region', { name: 'Importazione in corso…' });
    expect(within(running).getByText(/puoi lasciare questa pagina/)).toBeTruthy();
    const bar = await within(running).findByRole(
      'progressbar',
      { name: "Avanzamento dell'importazione" },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('37'), { timeout: 10_000 });
    expect(within(running).getByText('3 di 8 righe scritte (37%)')).toBeTruthy();
    server.pending = null;

    const result = await screen.findByRole(
      'region',
      { name: 'Importazione completata' },
      { timeout: 10_000 },
    );
    const count = (label: string) =>
      within(result)
        .getAllByRole('term')
        .find((term) => term.textContent === label)
        ?.parentElement?.querySelector('dd')?.textContent;
    expect(count('Beni')).toBe('7');
    expect(count('Esercizi')).toBe('2');
    expect(count('Buoni di carico')).toBe('3');
    expect(count('Sedi create')).toBe('1');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/import/pending', expect.anything()));
    expect(screen.getByRole('region', { name: 'Importazione completata' })).toBeTruthy();

    fireEvent.click(within(result).getByRole('link', { name: 'Carichi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/charge'));
  });

  it('offers the upload again after the result', async () => {
    server.pending = summary('importing', { progress: { done: 0, total: 0 } });
    server.polls = [summary('imported', { result: { assets: 7 } })];
    renderPage();
    const running = await screen.findByRole('region', { name: 'Importazione in corso…' });
    expect(within(running).getByText('Preparazione della scrittura…')).toBeTruthy();
    expect(within(running).getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
    server.pending = null;
    fireEvent.click(
      await screen.findByRole('button', { name: 'Importa un altro file' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('group', { name: 'File da importare' })).toBeTruthy();
  });

  it('takes the user to the entry a refused confirm names, marked in its list', async () => {
    post.mockRejectedValue(
      new ApiError('importLocationCodeTaken', 'taken', 409, { kind: 'location', sourceKey: '01|002' }),
    );
    const mapping = await openMapping();
    await within(mapping).findByRole('grid');
    await confirmImport();
    const alert = await within(mapping).findByRole('alert');
    expect(alert.textContent).toContain(
      "Un'ubicazione da creare ha il codice di un'ubicazione già presente nella sua sede",
    );
    expect(alert.textContent).toContain('Voce da correggere: Ubicazioni: 002 Aula 2B');
    const tab = within(mapping).getByRole('tab', { name: /^Ubicazioni/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const row = await rowOf(within(mapping).getByRole('grid'), 'Aula 2B');
    expect(row.className).toContain('row-conflict');
  });

  it('says a failed import wrote nothing, and why, and offers to upload the file again', async () => {
    server.pending = summary('importing', { progress: { done: 2, total: 8 } });
    server.polls = [
      summary('failed', { failureCode: 'importSchoolChanged', finishedAt: '2026-03-02T09:20:00.000Z' }),
    ];
    renderPage();
    server.pending = null;
    const failed = await screen.findByRole(
      'region',
      { name: 'Importazione non riuscita' },
      { timeout: 10_000 },
    );
    expect(within(failed).getByText(/Dopo la verifica del file la scuola è cambiata/)).toBeTruthy();
    expect(
      within(failed).getByText(
        "Non è stato scritto nulla: la scuola è esattamente com'era prima dell'importazione.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Carica di nuovo il file' }));
    expect(await screen.findByRole('group', { name: 'File da importare' })).toBeTruthy();
  });
});
