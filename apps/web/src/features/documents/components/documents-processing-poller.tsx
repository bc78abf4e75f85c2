import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useSessionLifecycle } from '@/shell/session/session-lifecycle.tsx';
import { documentKeys } from '../api/document-keys.ts';
import { searchDocuments } from '../api/search-documents.ts';
import {
  IDLE_POLL,
  nextPollState,
  type PollState,
  pollInterval,
  settledDocuments,
} from '../model/processing-poll.ts';
import { useSettledAnnouncer } from './use-settled-announcer.tsx';

/** Spec 01 §9: the startup check reads page 1, size 10. */
const CHECK_PAGE = { page: 1, size: 10 } as const;

/**
 * Spec 01 §4 "Startup after login" step 4 and "Print request": checks at startup whether the school's
 * documents are still processing and, while they are, asks again every 10 s (at most 15 minutes);
 * when the count falls the documents lists reload and finished documents are announced. A print
 * invalidating `['documents']` refetches the check, which starts the poll again.
 */
export function DocumentsProcessingPoller() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  const { phase } = useSessionLifecycle();
  const announce = useSettledAnnouncer();
  const poll = useRef<PollState>(IDLE_POLL);
  const seen = useRef<readonly DocumentSummary[]>([]);
  const handledAt = useRef(0);

  const check = useQuery({
    queryKey: documentKeys.processing(),
    queryFn: async () => {
      const found = await searchDocuments(inventory, CHECK_PAGE.page, CHECK_PAGE.size, {});
      // The state moves here, before the query asks `refetchInterval` when to come back.
      const step = nextPollState(poll.current, found.processing, Date.now());
      poll.current = step.next;
      return { found, reload: step.reload, fetchedAt: Date.now() };
    },
    refetchInterval: () => pollInterval(poll.current, Date.now()),
    refetchIntervalInBackground: true,
    enabled: phase === 'active',
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

  return null;
}
