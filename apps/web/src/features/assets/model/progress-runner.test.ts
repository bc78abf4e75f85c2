import { describe, expect, it } from 'vitest';
import { progressPercent, type RunProgress, runSequentially } from './progress-runner.ts';

describe('runSequentially', () => {
  it('runs one item after the other and reports "current of total"', async () => {
    const started: number[] = [];
    const progress: RunProgress<number>[] = [];
    let running = 0;
    const summary = await runSequentially(
      [1, 2, 3],
      async (item) => {
        running += 1;
        expect(running).toBe(1);
        started.push(item);
        await Promise.resolve();
        running -= 1;
      },
      { onProgress: (step) => progress.push(step) },
    );
    expect(started).toEqual([1, 2, 3]);
    expect(progress.map((step) => `${step.position}/${step.total}`)).toEqual(['1/3', '2/3', '3/3', '3/3']);
    expect(progress.at(-1)).toMatchObject({ done: 3, current: undefined });
    expect(summary).toEqual({ succeeded: [1, 2, 3], failed: [], skipped: [], stopped: false });
  });

  it('goes on after a failure when told to, and sums the failures up', async () => {
    const summary = await runSequentially(
      ['a', 'b', 'c'],
      async (item) => {
        if (item === 'b') throw new Error('no');
      },
      { onFailure: () => 'continue' },
    );
    expect(summary.succeeded).toEqual(['a', 'c']);
    expect(summary.failed).toHaveLength(1);
    expect(summary.failed[0]?.item).toBe('b');
    expect(summary.stopped).toBe(false);
  });

  it('stops after a failure when told to, leaving the rest untried', async () => {
    const tried: string[] = [];
    const summary = await runSequentially(
      ['a', 'b', 'c', 'd'],
      async (item) => {
        tried.push(item);
        if (item === 'b') throw new Error('no');
      },
      { onFailure: async () => 'stop' as const },
    );
    expect(tried).toEqual(['a', 'b']);
    expect(summary).toMatchObject({ succeeded: ['a'], skipped: ['c', 'd'], stopped: true });
  });

  it('stops between two items when asked', async () => {
    let stop = false;
    const summary = await runSequentially(
      [1, 2, 3],
      async (item) => {
        if (item === 1) stop = true;
      },
      { shouldStop: () => stop },
    );
    expect(summary).toMatchObject({ succeeded: [1], skipped: [2, 3], stopped: true });
  });

  it('an empty run is complete at once', async () => {
    expect(await runSequentially([], async () => {})).toMatchObject({ succeeded: [], stopped: false });
    expect(progressPercent({ done: 0, total: 0 })).toBe(100);
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
  });
});
