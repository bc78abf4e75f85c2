// @vitest-environment jsdom
import type { SearchResults } from '@inventario/shared/contracts/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { SearchButton } from './search-button.tsx';

const empty: SearchResults = {
  assets: [],
  movements: [],
  universalities: [],
  parties: [],
  sites: [],
  locations: [],
};
const answers: Record<string, SearchResults> = {
  'bm 12': {
    ...empty,
    assets: [
      {
        id: 41,
        description: 'Notebook Lenovo',
        registerKind: 'movable',
        inventoryNumber: 12,
        durableNumber: null,
        serialNumber: 'SN-4410X',
        status: 2,
      },
      {
        id: 42,
        description: 'Notebook HP',
        registerKind: 'movable',
        inventoryNumber: 120,
        durableNumber: null,
        serialNumber: null,
        status: 2,
      },
    ],
    universalities: [{ id: 5, description: 'Laboratorio 12', registerKind: 'movable', inventoryNumber: 12 }],
  },
  '3/2026': {
    ...empty,
    movements: [{ id: 77, type: 1, number: 3, year: 2026, date: '2026-02-01', causal: 'ACQ' }],
  },
};
// No server in unit tests: the API client is a stand-in that answers `GET /search`.
const get = vi.fn(
  async (_path: string, options: { query: { q: string } }) => answers[options.query.q] ?? empty,
);
vi.mock('@/lib/api/backend-clients.tsx', () => ({ useBackendClients: () => ({ inventory: { get } }) }));

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderToolbarSearch() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SearchButton />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('it');
});

afterEach(async () => {
  cleanup();
  get.mockClear();
  await i18n.changeLanguage('it');
});

describe('SearchButton', { timeout: 20_000 }, () => {
  it('opens with Ctrl+K, searches what is typed, walks the results with the arrows and opens with Enter', async () => {
    renderToolbarSearch();
    expect(screen.getByRole('button', { name: /Trova…/ }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+K Meta+K',
    );
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Cerca' });
    const input = within(dialog).getByRole('combobox', { name: 'Cosa cerchi' });
    expect(within(dialog).getByText(/Scrivi un numero d'inventario/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'bm 12' } });
    const listbox = await within(dialog).findByRole('listbox');
    await within(listbox).findByText('Notebook Lenovo');
    expect(get).toHaveBeenCalledWith('/search', expect.objectContaining({ query: { q: 'bm 12' } }));
    expect(within(listbox).getByRole('group', { name: 'Beni' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Universalità' })).toBeTruthy();
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'BM 12Notebook LenovoCaricato · Matricola SN-4410X',
      'BM 120Notebook HPCaricato',
      'BM 12Laboratorio 12',
    ]);
    // The first is highlighted as the list opens; the arrow goes to the second.
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/assets?asset=42'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a movement on its detail, in English', async () => {
    await i18n.changeLanguage('en');
    renderToolbarSearch();
    fireEvent.click(screen.getByRole('button', { name: /Find…/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'What are you looking for' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await within(dialog).findByText('No results for “zzz”')).toBeTruthy();
    fireEvent.change(input, { target: { value: '3/2026' } });
    const option = await within(dialog).findByRole('option', { name: /3\/2026\s*Charge/ });
    expect(option.textContent).toBe('3/2026Chargeof 01/02/2026 · causal ACQ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/charge/detail/77'));
  });

  it('closes with Esc, and refuses a text too long without asking', async () => {
    renderToolbarSearch();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Cerca' });
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'x'.repeat(101) } });
    expect(await within(dialog).findByText(/troppo lungo: al massimo 100 caratteri/)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(get).not.toHaveBeenCalled();
    expect(where()).toBe('/dashboard');
  });
});
