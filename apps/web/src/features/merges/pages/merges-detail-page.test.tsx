// @vitest-environment jsdom

import type { MergeOverviewRow } from '@inventario/shared/contracts/merges';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { mergeTexts, renderMergeScreen } from '../merge-screens.fixtures.tsx';
import { aMerge, anOverviewRow } from '../model/merges.fixtures.ts';
import MergesDetailPage from './merges-detail-page.tsx';

/** `#/merges-detail` against a stand-in of the API: every merge with where it stands, filtered by school. */

const rows: MergeOverviewRow[] = [
  anOverviewRow(),
  anOverviewRow({
    merge: aMerge({
      id: 8,
      sellerCode: 'MIPS0300C',
      sellerName: 'Liceo Volta',
      receiverName: 'IC Verdi',
      receiverCode: 'MIIC0400D',
    }),
    state: 'charged',
    charge: { id: null, year: 2026, number: 12, date: '2026-09-01' },
    chargedAt: '2026-09-02T09:00:00.000Z',
  }),
  anOverviewRow({
    merge: aMerge({
      id: 9,
      sellerName: 'IPSIA Marconi',
      sellerCode: 'TOIS0500E',
      receiverName: 'IIS Avogadro',
      receiverCode: 'TOIS0600F',
    }),
    state: 'waiting',
    sites: [],
    goods: null,
    totalCents: null,
    discharge: null,
    confirmedAt: null,
  }),
];
let answer: () => unknown = () => rows;
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === '/merge/overview') return answer();
  throw new Error(`unexpected GET ${path}`);
});
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { get } }) }));

function renderPage() {
  renderMergeScreen(<MergesDetailPage />);
}

beforeAll(mergeTexts);

afterEach(() => {
  cleanup();
  answer = () => rows;
  get.mockClear();
});

describe('MergesDetailPage', { timeout: 30_000 }, () => {
  it('lists every merge with its schools, state, what went and its vouchers', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Dettaglio accorpamenti' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Elenco degli accorpamenti' });
    expect(await within(grid).findByText('Liceo Galilei')).toBeTruthy();
    expect(within(grid).getByText('RMPS01000A')).toBeTruthy();
    expect(within(grid).getByText('IC Manzoni')).toBeTruthy();
    expect(within(grid).getByText('Scaricato')).toBeTruthy();
    expect(within(grid).getByText('Caricato')).toBeTruthy();
    expect(within(grid).getByText('In attesa')).toBeTruthy();
    expect(within(grid).getAllByText('RM01 Sede centrale')).toHaveLength(2);
    expect(within(grid).getAllByText('45.000,00 €')).toHaveLength(2);
    expect(within(grid).getAllByText('n. 4/2026 del 31/08/2026')).toHaveLength(2);
    expect(within(grid).getByText('n. 12/2026 del 01/09/2026')).toBeTruthy();
  });

  it('filters by the name or code of either school as the user types', async () => {
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Elenco degli accorpamenti' });
    await within(grid).findByText('Liceo Galilei');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca per scuola' }), {
      target: { value: 'verdi' },
    });
    await waitFor(() => expect(within(grid).queryByText('Liceo Galilei')).toBeNull());
    expect(within(grid).getByText('Liceo Volta')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca per scuola' }), {
      target: { value: 'Bianchi' },
    });
    expect(await within(grid).findByText('Nessun accorpamento per questa ricerca.')).toBeTruthy();
  });

  it('says the list did not load, with the reason', async () => {
    answer = () => {
      throw new ApiError('forbidden', 'no', 403);
    };
    renderPage();
    expect(await screen.findByText(/Elenco degli accorpamenti/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
