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
  changes: [{ field: 'description', kind: 'changed', before: 'Notebook', after: 'Notebook HP' }],
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

const answer: AuditPage = { events: [UPDATE, LOGIN], total: 2 };
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
    const record = within(update).getByRole('link', { name: 'Bene 12' });
    expect(record.getAttribute('href')).toBe('#/assets?asset=12');
    expect(within(update).getByText('description')).toBeTruthy();

    const login = await rowOf('Accesso');
    expect(within(login).queryByText(/per conto/)).toBeNull();
    expect(within(login).getByText('Sessione 40')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'export 2' })).toBeTruthy();
  });

  it("opens an event's changed fields", async () => {
    renderPage();
    fireEvent.click(await rowOf('Bene modificato'));
    const changes = await screen.findByRole('table', { name: 'Campi modificati' });
    const cells = within(changes)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Notebook', 'Notebook HP']);
    expect(within(changes).getByRole('rowheader', { name: 'description' })).toBeTruthy();
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
