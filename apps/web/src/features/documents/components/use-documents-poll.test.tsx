// @vitest-environment jsdom
import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../model/processing-poll.ts';
import { type DocumentPage, type DocumentsPollOptions, useDocumentsPoll } from './use-documents-poll.ts';

function doc(id: number, processingStatus: number): DocumentSummary {
  return {
    id,
    documentType: { id: 7, description: 'Registro di inventario', group: 1 },
    subject: { register: 'Beni mobili', atDate: '2026-10-31' },
    processingStatus,
    failureCode: null,
    requestedBy: 'demo.dsga',
    requestedAt: '2026-11-24T10:00:00Z',
    finishedAt: null,
    progress: null,
    files: [],
  };
}

function page(...docs: DocumentSummary[]): DocumentPage {
  const processing = docs.filter((d) => d.processingStatus < 3).length;
  return { s3Documents: docs, total: docs.length, processing };
}

/** A documents list of the page: counts its loads, to see the poll reload it. */
function List({ load }: { load: () => Promise<number> }) {
  useQuery({ queryKey: ['documents', { text: '' }, 1, 10, {}], queryFn: load });
  return null;
}

function Poll(props: DocumentsPollOptions & { load: () => Promise<number> }) {
  useDocumentsPoll(props);
  return <List load={props.load} />;
}

function setUp(answers: DocumentPage[]) {
  // As the app's client: fresh for 30 s, so a remount does not ask again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  let last = answers[0] as DocumentPage;
  const fetchCheck = vi.fn(async () => {
    last = answers.shift() ?? last;
    return last;
  });
  const announce = vi.fn();
  const load = vi.fn(async () => 1);
  const tree = (key: string) => (
    <QueryClientProvider client={client}>
      <Poll key={key} fetchCheck={fetchCheck} announce={announce} enabled load={load} />
    </QueryClientProvider>
  );
  const view = render(tree('first'));
  /** Mounts a new poller on the same cache, as the shell does on some navigations. */
  const remount = () => view.rerender(tree('second'));
  return { client, fetchCheck, announce, load, remount };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the answer render, its effect run and the reloads it asks for go out (React schedules on timers too). */
const settle = () => tick(100);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDocumentsPoll', () => {
  it('checks once and stays quiet while nothing is processing', async () => {
    const { fetchCheck } = setUp([page(doc(1, 3))]);
    await tick(0);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
    await tick(POLL_INTERVAL_MS * 3);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
  });

  it('polls every 10 s while processing, then reloads the lists, announces and stops', async () => {
    const { fetchCheck, announce, load } = setUp([page(doc(1, 1)), page(doc(1, 2)), page(doc(1, 3))]);
    await tick(0);
    expect(load).toHaveBeenCalledTimes(1);
    await tick(POLL_INTERVAL_MS);
    expect(fetchCheck).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    await tick(POLL_INTERVAL_MS);
    expect(fetchCheck).toHaveBeenCalledTimes(3);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(announce).toHaveBeenLastCalledWith({ ready: [doc(1, 3)], failed: [] });
    await tick(POLL_INTERVAL_MS * 3);
    expect(fetchCheck).toHaveBeenCalledTimes(3);
  });

  it('gives up after 15 minutes', async () => {
    const { fetchCheck } = setUp([page(doc(1, 1))]);
    await tick(0);
    await tick(POLL_LIMIT_MS + POLL_INTERVAL_MS * 3);
    const calls = fetchCheck.mock.calls.length;
    expect(calls).toBe(POLL_LIMIT_MS / POLL_INTERVAL_MS + 1);
    await tick(POLL_INTERVAL_MS * 3);
    expect(fetchCheck).toHaveBeenCalledTimes(calls);
  });

  it('wakes when a print invalidates the documents', async () => {
    const { client, fetchCheck } = setUp([page(), page(doc(2, 1)), page(doc(2, 1))]);
    await tick(0);
    await tick(POLL_INTERVAL_MS * 2);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
    await act(() => client.invalidateQueries({ queryKey: ['documents'] }));
    expect(fetchCheck).toHaveBeenCalledTimes(2);
    await tick(POLL_INTERVAL_MS);
    expect(fetchCheck).toHaveBeenCalledTimes(3);
  });

  it('goes on when the shell remounts the poller', async () => {
    const { fetchCheck, announce, remount } = setUp([page(doc(1, 1)), page(doc(1, 1)), page(doc(1, 3))]);
    await tick(0);
    remount();
    await tick(POLL_INTERVAL_MS);
    expect(fetchCheck).toHaveBeenCalledTimes(2);
    await tick(POLL_INTERVAL_MS);
    await settle();
    expect(fetchCheck).toHaveBeenCalledTimes(3);
    expect(announce).toHaveBeenLastCalledWith({ ready: [doc(1, 3)], failed: [] });
  });
});
