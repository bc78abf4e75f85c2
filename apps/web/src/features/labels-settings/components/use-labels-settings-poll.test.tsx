// @vitest-environment jsdom
import type { LabelsSettingPage } from '@inventario/shared/contracts/labels-settings';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELS_SETTINGS_POLL } from '../model/samples-poll.ts';
import { type LabelsSettingsPollOptions, useLabelsSettingsPoll } from './use-labels-settings-poll.ts';

const { intervalMs, limitMs } = LABELS_SETTINGS_POLL;

/** An answer of the check with `processing` layouts whose sample sheet is still rendering. */
function page(processing: number): LabelsSettingPage {
  return { labelsSettings: [], total: 4, processing };
}

/** The layouts list of the configuration page: counts its loads, to see the poll reload it. */
function List({ load }: { load: () => Promise<number> }) {
  useQuery({ queryKey: ['labels-settings', { description: '' }, 1, 10, {}], queryFn: load });
  return null;
}

function Poll(props: LabelsSettingsPollOptions & { load: () => Promise<number> }) {
  useLabelsSettingsPoll(props);
  return <List load={props.load} />;
}

function setUp(answers: LabelsSettingPage[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  let last = answers[0] as LabelsSettingPage;
  const fetchCheck = vi.fn(async () => {
    last = answers.shift() ?? last;
    return last;
  });
  const load = vi.fn(async () => 1);
  const tree = (key: string) => (
    <QueryClientProvider client={client}>
      <Poll key={key} fetchCheck={fetchCheck} enabled load={load} />
    </QueryClientProvider>
  );
  const view = render(tree('first'));
  const remount = () => view.rerender(tree('second'));
  return { client, fetchCheck, load, remount };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = () => tick(100);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLabelsSettingsPoll (spec 01 §4: every 2 s, stop after 20 s)', () => {
  it('checks once at startup (page 1, size 10) and stays quiet while no layout is processing', async () => {
    const { fetchCheck } = setUp([page(0)]);
    await tick(0);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
    await tick(intervalMs * 5);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
  });

  it('polls every 2 s while a sample is processing, then reloads the layouts and stops', async () => {
    const { fetchCheck, load } = setUp([page(1), page(1), page(0)]);
    await tick(0);
    expect(load).toHaveBeenCalledTimes(1);
    await tick(intervalMs - 1);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetchCheck).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    await tick(intervalMs);
    expect(fetchCheck).toHaveBeenCalledTimes(3);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await tick(intervalMs * 5);
    expect(fetchCheck).toHaveBeenCalledTimes(3);
  });

  it('gives up after 20 seconds', async () => {
    const { fetchCheck } = setUp([page(1)]);
    await tick(0);
    await tick(limitMs + intervalMs * 3);
    const calls = fetchCheck.mock.calls.length;
    expect(calls).toBe(limitMs / intervalMs + 1);
    await tick(intervalMs * 5);
    expect(fetchCheck).toHaveBeenCalledTimes(calls);
  });

  it('wakes when a saved layout invalidates the layouts, and goes on across a remount', async () => {
    const { client, fetchCheck, remount } = setUp([page(0), page(1), page(1), page(1)]);
    await tick(0);
    await tick(intervalMs * 3);
    expect(fetchCheck).toHaveBeenCalledTimes(1);
    await act(() => client.invalidateQueries({ queryKey: ['labels-settings'] }));
    expect(fetchCheck).toHaveBeenCalledTimes(2);
    remount();
    await tick(intervalMs);
    expect(fetchCheck).toHaveBeenCalledTimes(3);
  });
});
