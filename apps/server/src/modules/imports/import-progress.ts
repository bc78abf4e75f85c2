/**
 * How far each running import has got, in this process: `GET /import/{id}` answers it while the
 * import's transaction, which alone could say, is still open. A worker process apart writes its
 * progress to the import's row as well (import-run.ts), which the API nodes read.
 */
export interface ImportProgress {
  done: number;
  total: number;
}

export class ImportProgressBoard {
  private readonly running = new Map<string, ImportProgress>();

  start(importId: string, total: number): void {
    this.running.set(importId, { done: 0, total });
  }

  advance(importId: string, count: number): ImportProgress | undefined {
    const progress = this.running.get(importId);
    if (progress) progress.done = Math.min(progress.total, progress.done + count);
    return progress;
  }

  of(importId: string): ImportProgress | undefined {
    const progress = this.running.get(importId);
    return progress ? { ...progress } : undefined;
  }

  finish(importId: string): void {
    this.running.delete(importId);
  }
}
