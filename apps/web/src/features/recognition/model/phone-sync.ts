import type { ScanDetectResult } from '@inventario/shared/contracts/recognition';
import { isApiError } from '@/lib/api/api-error.ts';
import type { ScanApi } from '../api/scan-api.ts';
import { nextBatch, withAnswers } from './phone-reads.ts';
import type { PhoneStore } from './phone-store.ts';

/** How a sending ended: everything sent, no network (the reads wait), or refused by the server (its code). */
export type SyncOutcome =
  | { kind: 'sent'; count: number }
  | { kind: 'offline' }
  | { kind: 'refused'; code: string };

/** The location lists the phone keeps, with the goods the answers named. */
async function keepAnswers(store: PhoneStore, answer: ScanDetectResult): Promise<void> {
  await store.saveAnswers(answer.results);
  const named = answer.results.flatMap((result) => result.assets);
  const locations = new Set(answer.locations.map((location) => location.idLocation));
  for (const idLocation of locations) {
    const expected = await store.expected(idLocation);
    if (expected) await store.saveExpected(idLocation, withAnswers(expected, named));
  }
}

/**
 * Sends the reads waiting on the phone, oldest first, a batch at a time, until none is left. A batch
 * that never arrives, or whose answer is lost, is sent again as it was: the server counts each read
 * once by its id. A refusal (the link revoked, the location completed) stops the sending and keeps
 * every read on the phone.
 */
export async function sendPendingReads(api: ScanApi, store: PhoneStore, recognitionId: number) {
  let count = 0;
  for (;;) {
    const batch = nextBatch(await store.reads(), recognitionId);
    if (batch.length === 0) return { kind: 'sent', count } satisfies SyncOutcome;
    let answer: ScanDetectResult;
    try {
      answer = await api.detect(batch.map(({ readId, code, idLocation }) => ({ readId, code, idLocation })));
    } catch (error) {
      if (isApiError(error) && error.status !== 0)
        return { kind: 'refused', code: error.code } satisfies SyncOutcome;
      return { kind: 'offline' } satisfies SyncOutcome;
    }
    await keepAnswers(store, answer);
    count += batch.length;
  }
}
