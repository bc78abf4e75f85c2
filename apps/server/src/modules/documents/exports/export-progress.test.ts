import { describe, expect, it } from 'vitest';
import { reportEvery } from './export-progress.ts';

describe('export progress', () => {
  it('reports each tenth of the rows once', async () => {
    const reported: number[] = [];
    const report = reportEvery(1000, async (percent) => {
      reported.push(percent);
    });
    for (let done = 1; done <= 1000; done++) await report(done);
    expect(reported).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('reports nothing without a listener or rows', async () => {
    const reported: number[] = [];
    await reportEvery(0, async (percent) => void reported.push(percent))(0);
    await reportEvery(5, undefined)(5);
    expect(reported).toEqual([]);
  });
});
