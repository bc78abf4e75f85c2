import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { isPending } from './document-status.ts';

/** Spec 01 §9: the documents still processing are asked again every 10 s … */
export const POLL_INTERVAL_MS = 10_000;
/** … for at most 15 minutes. */
export const POLL_LIMIT_MS = 15 * 60_000;

/** How often a processing poll asks, and for how long at most. */
export interface PollLimits {
  intervalMs: number;
  limitMs: number;
}

/** The documents' poll (spec 01 §9): every 10 s, for at most 15 minutes. */
export const DOCUMENTS_POLL: PollLimits = { intervalMs: POLL_INTERVAL_MS, limitMs: POLL_LIMIT_MS };

/** The poll between two answers: when it started (null: not polling) and the count it last saw. */
export interface PollState {
  startedAt: number | null;
  processing: number;
}

export const IDLE_POLL: PollState = { startedAt: null, processing: 0 };

export interface PollStep {
  next: PollState;
  /** The count fell: some document was finished, so the lists reload. */
  reload: boolean;
}

/**
 * Spec 01 §4 "Print request": the next state of the poll after an answer with `processing` documents
 * queued or processing. A count above zero starts the poll (at startup, or when a print woke it); a
 * count that falls reloads the lists; the poll stops at zero or after 15 minutes (the documents'
 * limits; the label layouts' poll passes its own, 2 s and 20 s). While some are still
 * processing after a fall (another user's print), it goes on: their end must reload the lists too.
 */
export function nextPollState(
  current: PollState,
  processing: number,
  now: number,
  limits: PollLimits = DOCUMENTS_POLL,
): PollStep {
  const reload = processing < current.processing;
  if (processing <= 0) return { next: IDLE_POLL, reload };
  const startedAt = current.startedAt ?? now;
  if (now - startedAt >= limits.limitMs) return { next: { startedAt: null, processing }, reload };
  return { next: { startedAt, processing }, reload };
}

/** Whether the poll asks again (`limits.intervalMs` later) or waits for something to wake it. */
export function pollInterval(
  state: PollState,
  now: number,
  limits: PollLimits = DOCUMENTS_POLL,
): number | false {
  if (state.startedAt === null || state.processing <= 0) return false;
  return now - state.startedAt < limits.limitMs ? limits.intervalMs : false;
}

export interface SettledDocuments {
  ready: DocumentSummary[];
  failed: DocumentSummary[];
}

/**
 * The documents that were pending in the previous answer and are finished in the new one: the ready
 * ones are announced, the failed ones too (with their reason).
 */
export function settledDocuments(
  previous: readonly DocumentSummary[],
  current: readonly DocumentSummary[],
): SettledDocuments {
  const wasPending = new Set(previous.filter((doc) => isPending(doc.processingStatus)).map((doc) => doc.id));
  const settled = current.filter((doc) => wasPending.has(doc.id));
  return {
    ready: settled.filter((doc) => doc.processingStatus === PROCESSING_STATUS.done),
    failed: settled.filter((doc) => doc.processingStatus === PROCESSING_STATUS.failed),
  };
}
