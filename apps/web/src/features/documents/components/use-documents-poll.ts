import type { DocumentSummary, documentPageSchema } from '@inventario/shared/contracts/documents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
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

/**
 * The processing poll (spec 01 §4): the check runs once, then every 10 s while documents are queued
 * or processing, for at most 15 minutes; when the count falls the other documents queries reload and
 * the documents finished since the last answer are announced. Invalidating `['documents']` runs the
 * check again, which restarts the poll.
 */
export function useDocumentsPoll({ fetchCheck, announce, enabled }: DocumentsPollOptions) {
  const queryClient = useQueryClient();
  const poll = useRef<PollState>(IDLE_POLL);
  const seen = useRef<readonly DocumentSummary[]>([]);
  const handledAt = useRef(0);

  const check = useQuery({
    queryKey: documentKeys.processing(),
    queryFn: async () => {
      const found = await fetchCheck();
      // The state moves here, before the query asks `refetchInterval` when to come back.
      const step = nextPollState(poll.current, found.processing, Date.now());
      poll.current = step.next;
      return { found, reload: step.reload, fetchedAt: Date.now() };
    },
    refetchInterval: () => pollInterval(poll.current, Date.now()),
    refetchIntervalInBackground: true,
    enabled,
  });

  const answer = check.data;
  useEffect(() => {
    // Each answer once: the announcer changes with the route, the answer does not.
    if (!answer || answer.fetchedAt === handledAt.current) return;
    handledAt.current = answer.fetchedAt;
    announce(settledDocuments(seen.current, answer.found.s3Documents));
    seen.current = answer.found.s3Documents;
    if (answer.reload) {
      void queryClient.invalidateQueries({
        queryKey: documentKeys.all,
        predicate: (query) => query.queryKey[1] !== documentKeys.processing()[1],
      });
    }
  }, [answer, announce, queryClient]);
}
