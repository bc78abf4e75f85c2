/** Where a sequential run is: `position` is the item being worked on (1-based), `done` those finished. */
export interface RunProgress<T> {
  position: number;
  done: number;
  total: number;
  current: T | undefined;
}

export type FailureDecision = 'continue' | 'stop';

export interface RunHooks<T> {
  onProgress?: (progress: RunProgress<T>) => void;
  /** Asked after a failure: go on with the next item, or stop there. Without it the run goes on. */
  onFailure?: (item: T, error: unknown) => FailureDecision | Promise<FailureDecision>;
  /** Checked before each item: a Stop button ends the run between two calls, never in the middle of one. */
  shouldStop?: () => boolean;
}

export interface RunSummary<T> {
  succeeded: T[];
  failed: { item: T; error: unknown }[];
  /** Items never tried because the run was stopped. */
  skipped: T[];
  stopped: boolean;
}

/**
 * Runs `task` on one item after the other (spec 02 §2, multiple asset edit: sequential progress,
 * "current of total"), reporting progress, asking what to do after a failure, and summing up.
 */
export async function runSequentially<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  hooks: RunHooks<T> = {},
): Promise<RunSummary<T>> {
  const summary: RunSummary<T> = { succeeded: [], failed: [], skipped: [], stopped: false };
  const total = items.length;
  for (const [index, item] of items.entries()) {
    if (hooks.shouldStop?.()) {
      summary.stopped = true;
      summary.skipped = items.slice(index);
      break;
    }
    hooks.onProgress?.({ position: index + 1, done: index, total, current: item });
    try {
      await task(item);
      summary.succeeded.push(item);
    } catch (error) {
      summary.failed.push({ item, error });
      const decision = (await hooks.onFailure?.(item, error)) ?? 'continue';
      if (decision === 'stop') {
        summary.stopped = true;
        summary.skipped = items.slice(index + 1);
        break;
      }
    }
  }
  const done = summary.succeeded.length + summary.failed.length;
  hooks.onProgress?.({ position: done, done, total, current: undefined });
  return summary;
}

/** The percentage a progress bar shows: finished items over all of them. */
export function progressPercent(progress: { done: number; total: number }): number {
  return progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
}
