import type { ProgressReport } from '../renderer-support.ts';

/** Steps of progress worth a write: every tenth of the rows. */
const STEPS = 10;
/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 500;

/** Lets the process answer other requests: a long export never holds the event loop for long. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A row counter for a writer's loop: it gives the event loop a turn every few hundred rows, and tells
 * `progress` each time another tenth of `total` rows is written (not at every row: each report is a
 * write to the database).
 */
export function reportEvery(total: number, progress: ProgressReport | undefined) {
  let reported = 0;
  return async (done: number): Promise<void> => {
    if (done % ROWS_PER_TURN === 0) await nextTurn();
    if (!progress || total === 0) return;
    const step = Math.floor((done / total) * STEPS);
    if (step <= reported) return;
    reported = step;
    await progress(Math.min(100, step * (100 / STEPS)));
  };
}
