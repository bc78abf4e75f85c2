import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { describe, expect, it } from 'vitest';
import {
  IDLE_POLL,
  nextPollState,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  pollInterval,
  settledDocuments,
} from './processing-poll.ts';

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

describe('nextPollState', () => {
  it('does not start while nothing is processing', () => {
    expect(nextPollState(IDLE_POLL, 0, 1000)).toEqual({ next: IDLE_POLL, reload: false });
  });

  it('starts when documents are processing and keeps its start while the count stays', () => {
    const first = nextPollState(IDLE_POLL, 1, 1000);
    expect(first).toEqual({ next: { startedAt: 1000, processing: 1 }, reload: false });
    const again = nextPollState(first.next, 1, 1000 + POLL_INTERVAL_MS);
    expect(again).toEqual({ next: { startedAt: 1000, processing: 1 }, reload: false });
  });

  it('reloads and stops when the count falls to zero', () => {
    expect(nextPollState({ startedAt: 1000, processing: 1 }, 0, 20_000)).toEqual({
      next: IDLE_POLL,
      reload: true,
    });
  });

  it('reloads and goes on when the count falls but others still process', () => {
    expect(nextPollState({ startedAt: 1000, processing: 2 }, 1, 20_000)).toEqual({
      next: { startedAt: 1000, processing: 1 },
      reload: true,
    });
  });

  it('stops after 15 minutes, and a later answer starts it again', () => {
    const late = nextPollState({ startedAt: 0, processing: 1 }, 1, POLL_LIMIT_MS);
    expect(late).toEqual({ next: { startedAt: null, processing: 1 }, reload: false });
    expect(pollInterval(late.next, POLL_LIMIT_MS)).toBe(false);
    const woken = nextPollState(late.next, 2, POLL_LIMIT_MS + 5);
    expect(woken.next.startedAt).toBe(POLL_LIMIT_MS + 5);
  });
});

describe('pollInterval', () => {
  it('asks every 10 s while polling within the 15 minutes', () => {
    expect(pollInterval({ startedAt: 0, processing: 1 }, POLL_LIMIT_MS - 1)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval({ startedAt: 0, processing: 1 }, POLL_LIMIT_MS)).toBe(false);
  });

  it('waits while idle', () => {
    expect(pollInterval(IDLE_POLL, 0)).toBe(false);
  });
});

describe('settledDocuments', () => {
  it('finds the documents pending before and finished now', () => {
    const previous = [doc(1, 1), doc(2, 2), doc(3, 3), doc(4, 1)];
    const current = [doc(5, 1), doc(1, 3), doc(2, 4), doc(3, 3), doc(4, 2)];
    const settled = settledDocuments(previous, current);
    expect(settled.ready.map((d) => d.id)).toEqual([1]);
    expect(settled.failed.map((d) => d.id)).toEqual([2]);
  });

  it('announces nothing on the first answer', () => {
    expect(settledDocuments([], [doc(1, 3)])).toEqual({ ready: [], failed: [] });
  });
});
