// @vitest-environment jsdom
import type { GridColDef } from '@mui/x-data-grid';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/app/i18n/i18n.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { ServerDataGrid } from './server-data-grid.tsx';
import { type PageRequest, type PageResult, usePagedSearch } from './use-paged-search.ts';

interface Row {
  id: number;
  code: string;
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, code: `L${index + 1}` }));
const columns: GridColDef<Row>[] = [{ field: 'code', headerName: 'Code', width: 150 }];

function fakeServer() {
  return vi.fn(async (request: PageRequest<{ term: string }>): Promise<PageResult<Row>> => {
    const sorted = request.sortDesc ? [...ROWS].reverse() : ROWS;
    const start = (request.page - 1) * request.size;
    return { rows: sorted.slice(start, start + request.size), total: ROWS.length };
  });
}

const rowPage = { field: 'code', path: (row: Row) => `/rows/${row.id}` };

function Grid({ fetchPage, withPages }: { fetchPage: ReturnType<typeof fakeServer>; withPages: boolean }) {
  const search = usePagedSearch({ area: 'test', filters: { term: '' }, fetchPage });
  return (
    <ServerDataGrid
      label="Rows"
      columns={columns}
      sortKeys={{ code: 'locationCode' }}
      {...(withPages ? { rowPage } : {})}
      {...search.gridProps}
    />
  );
}

function OpenedRow() {
  return <p>Opened row {useParams().id}</p>;
}

function renderGrid(fetchPage: ReturnType<typeof fakeServer>, withPages = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Grid fetchPage={fetchPage} withPages={withPages} />} />
          <Route path="/rows/:id" element={<OpenedRow />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

// The first render loads the whole data grid: slow on a cold worker.
describe('ServerDataGrid with usePagedSearch', { timeout: 20_000 }, () => {
  it('asks the server for 1-based pages of 10 and moves to the next page', async () => {
    const fetchPage = fakeServer();
    renderGrid(fetchPage);
    expect(await screen.findByText('L1')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ filters: { term: '' }, page: 1, size: 10 });
    expect(screen.getByText('1–10 of 23')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('L11')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ filters: { term: '' }, page: 2, size: 10 });
  });

  it('sorts on the server with the column sort key and goes back to the first page', async () => {
    const fetchPage = fakeServer();
    renderGrid(fetchPage);
    await screen.findByText('L1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('L11');

    const header = screen.getByRole('columnheader', { name: /Code/ });
    fireEvent.click(within(header).getByText('Code'));
    await waitFor(() => expect(screen.getByText('1–10 of 23')).toBeTruthy());
    expect(fetchPage).toHaveBeenLastCalledWith({
      filters: { term: '' },
      page: 1,
      size: 10,
      sortBy: 'locationCode',
      sortDesc: false,
    });
    fireEvent.click(within(header).getByText('Code'));
    await screen.findByText('L23');
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sortBy: 'locationCode', sortDesc: true }),
    );
  });

  it('names the list that failed, with a Retry button, and shows it empty without its empty text', async () => {
    const fetchPage = vi.fn(async (): Promise<PageResult<Row>> => {
      throw new ApiError('internalError', 'relation "movements" does not exist', 500);
    });
    renderGrid(fetchPage as unknown as ReturnType<typeof fakeServer>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'An error occurred while loading “Rows”: please try again later.Try again',
    );
    expect(screen.queryByText(/does not exist/)).toBeNull();
    expect(screen.queryByText('No items to show')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('adds the reason of a refused request the catalogue knows', async () => {
    const fetchPage = vi.fn(async (): Promise<PageResult<Row>> => {
      throw new ApiError('invalidRequest', 'sortBy nope is not sortable', 400);
    });
    renderGrid(fetchPage as unknown as ReturnType<typeof fakeServer>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `An error occurred while loading “Rows”: please try again later. ${i18n.t('errors.invalidRequest')}Try again`,
    );
    expect(alert.textContent).not.toContain('sortBy nope');
  });

  it("links a row's number to its page, and opens the row with Enter as with a click (issue 14, 23)", async () => {
    renderGrid(fakeServer(), true);
    const link = await screen.findByRole('link', { name: 'L2' });
    expect(link.getAttribute('href')).toBe('/rows/2');
    const cell = link.closest('[role="gridcell"]');
    if (!cell) throw new Error('the link is in no cell');
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(await screen.findByText('Opened row 2')).toBeTruthy();
  });
});
