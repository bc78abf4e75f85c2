import type { documentPageSchema } from '@inventario/shared/contracts/documents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { documentKeys } from '../api/document-keys.ts';
import {
  IDLE_POLL,
  nextPollState,
  type PollState,
  pollInterval,
  type SettledDocuments,
  settledDocuments,
} from '../model/processing-poll.ts';

export type DocumentPage = z.infer<typeof documentPageSchema>;

export interface DocumentsPollOptions {
  /** The check: page 1, size 10 of every status (spec 01 §9). */
  fetchCheck: () => Promise<DocumentPage>;
  announce: (settled: SettledDocuments) => void;
  enabled: boolean;
}

/** An answer of the check with the poll's state after it. */
interface CheckAnswer {
  found: DocumentPage;
  poll: PollState;
}

/**
 * The processing poll (spec 01 §4): the check runs once, then every 10 s while documents are queued
 * or processing, for at most 15 minutes; when the count falls the other documents queries reload and
 * the documents finished since the last answer are announced. Invalidating `['documents']` runs the
 * check again, which restarts the poll. The poll's state lives in the query's data, not in the
 * component: the shell remounts it on some navigations, and the poll must go on.
 */
export function useDocumentsPoll({ fetchCheck, announce, enabled }: DocumentsPollOptions) {
  const queryClient = useQueryClient();
  const announceLatest = useLatestCallback(announce);
  useQuery({
    queryKey: documentKeys.processing(),
    queryFn: async (): Promise<CheckAnswer> => {
      const previous = queryClient.getQueryData<CheckAnswer>(documentKeys.processing());
      const found = await fetchCheck();
      const step = nextPollState(previous?.poll ?? IDLE_POLL, found.processing, Date.now());
      // Told here, once per answer: an effect would tell it again after a remount.
      announceLatest(settledDocuments(previous?.found.s3Documents ?? [], found.s3Documents));
      if (step.reload) {
        void queryClient.invalidateQueries({
          queryKey: documentKeys.all,
          predicate: (query) => query.queryKey[1] !== documentKeys.processing()[1],
        });
      }
      return { found, poll: step.next };
    },
    refetchInterval: (query) => pollInterval(query.state.data?.poll ?? IDLE_POLL, Date.now()),
    refetchIntervalInBackground: true,
    enabled,
  });
}
