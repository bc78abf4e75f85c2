import { type Query, QueryClient } from '@tanstack/react-query';

/**
 * Server state lives in TanStack Query (DESIGN §7). The API client already retries transient failures
 * as the spec says, so queries do not retry again on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Query keys under this root belong to the sign-in session itself, not to the school's data. */
export const SESSION_QUERY_ROOT = 'session';

function isSchoolData(query: Query): boolean {
  return query.queryKey[0] !== SESSION_QUERY_ROOT;
}

/**
 * Reloads every query that depends on the school the session acts for: after vendor staff select or
 * reset a school the whole application answers for the other school.
 */
export function reloadSchoolData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isSchoolData });
}
