// @vitest-environment jsdom
import type { AuditEvent, AuditPage } from '@inventario/shared/contracts/audit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import { initI18n } from '@/app/i18n/i18n.ts';
import ActivityPage from './activity-page.tsx';

/** `#/activity` against a stand-in of the audit search: the events, both identities, the changes. */

const UPDATE: AuditEvent = {
  id: 2,
  at: '2026-03-05T09:12:00.000Z',
  action: 'asset.update',
  entity: 'asset',
  entityId: '12',
  actor: { username: 'demo.support', customerCode: 'VENDOR01' },
  vendorActing: true,
  changes: [
    { field: 'description', kind: 'changed', before: 'Notebook', after: 'Notebook HP' },
    { field: 'purchaseDate', kind: 'added', before: null, after: '2026-03-01' },
  ],
  record: { kind: 'asset', registerKind: 'movable', number: 7, description: 'Notebook HP' },
};
const CHARGE_EDIT: AuditEvent = {
  id: 3,
  at: '2026-03-05T10:00:00.000Z',
  action: 'charge.update',
  entity: 'movement',
  entityId: '672',
  actor: { username: 'demo.dsga', customerCode: 'DEMO001' },
  vendorActing: false,
  changes: [{ field: 'causal', kind: 'changed', before: 'ACQ', after: 'DON' }],
  record: { kind: 'movement', type: 1, number: 3, year: 2026 },
};
const LOGIN: AuditEvent = {
  id: 1,
  at: '2026-03-05T08:00:00.000Z',
  action: 'session.login',
  entity: 'session',
  entityId: '40',
  actor: { username: 'demo.dsga', customerCode: 'DEMO001' },
  vendorActing: false,
  changes: [],
};

const answer: AuditPage = { events: [CHARGE_EDIT, UPDATE, LOGIN], total: 3 };
const post = vi.fn(async (_path: string, _body: unknown) => answer);
const get = vi.fn(async (_path: string) => ['demo.dsga', 'demo.support']);

vi.mock('@/lib/api/backend-clients.tsx', () => ({
  useBackendClients: () => ({ inventory: { post, get } }),
}));
vi.mock('@/features/documents', () => ({
  ExportButton: ({ rows }: { rows: number }) => <button type="button">{`export ${rows}`}</button>,
}));

function renderPage(path = '/activity') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ActivityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await loadAreaTexts('activity');
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const gridOf = () => screen.getByRole('grid', { name: 'Eventi del registro attività' });
const rowOf = async (text: string) =>
  (await within(gridOf()).findByText(text)).closest('[role=row]') as HTMLElement;

describe('ActivityPage', () => {
  it('shows who, when, what and on which record, with the vendor acting for the school', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro attività' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/audit/search/1/10', {}, expect.anything());

    const update = await rowOf('Bene modificato');
    expect(within(update).getByText('demo.support')).toBeTruthy();
    expect(within(update).getByText('assistenza VENDOR01, per conto della scuola')).toBeTruthy();
    expect(within(update).getByText('05/03/2026 10:12')).toBeTruthy();
    const record = within(update).getByRole('link', { name: 'BM 7 Notebook HP' });
    expect(record.getAttribute('href')).toBe('#/assets?asset=12');
    expect(within(update).getByText('Descrizione, Data di acquisto')).toBeTruthy();

    // A voucher by its type and number/year, linked to its own detail.
    const edit = await rowOf('Carico modificato');
    const voucher = within(edit).getByRole('link', { name: 'Carico n. 3/2026' });
    expect(voucher.getAttribute('href')).toBe('#/charge/detail/672');
    expect(within(edit).getByText('Causale')).toBeTruthy();

    const login = await rowOf('Accesso');
    expect(within(login).queryByText(/per conto/)).toBeNull();
    expect(within(login).getByText('Sessione 40')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'export 3' })).toBeTruthy();
  });

  it("opens an event's changed fields", async () => {
    renderPage();
    fireEvent.click(await rowOf('Bene modificato'));
    const changes = await screen.findByRole('table', { name: 'Campi modificati' });
    const cells = within(changes)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Notebook', 'Notebook HP', '—', '01/03/2026']);
    expect(within(changes).getByRole('rowheader', { name: 'Descrizione' })).toBeTruthy();
    expect(within(changes).getByRole('rowheader', { name: 'Data di acquisto' })).toBeTruthy();
  });

  it("opens a record's own history from a link, and searches by the filters", async () => {
    renderPage('/activity?entity=asset&entityId=12');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/audit/search/1/10',
        { entity: 'asset', entityId: '12' },
        expect.anything(),
      ),
    );
    const id = screen.getByRole('searchbox', { name: 'Id del record' }) as HTMLInputElement;
    expect(id.value).toBe('12');
    fireEvent.change(id, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/audit/search/1/10',
        { entity: 'asset', entityId: '13' },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Azzera' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/audit/search/1/10', {}, expect.anything()));
  });
});
