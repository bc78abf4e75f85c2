import type { ProgressReport } from '../renderer-support.ts';

/** Steps of progress worth a write: every tenth of the rows. */
const STEPS = 10;

/**
 * A row counter that tells `progress` each time another tenth of `total` rows is written (not at
 * every row: each report is a write to the database).
 */
export function reportEvery(total: number, progress: ProgressReport | undefined) {
  let reported = 0;
  return async (done: number): Promise<void> => {
    if (!progress || total === 0) return;
    const step = Math.floor((done / total) * STEPS);
    if (step <= reported) return;
    reported = step;
    await progress(Math.min(100, step * (100 / STEPS)));
  };
}
