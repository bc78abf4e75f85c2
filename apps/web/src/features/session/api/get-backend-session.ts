import { useQuery } from '@tanstack/react-query';
import { type BackendSessions, useBackendClients } from '@/lib/api/backend-clients.tsx';
import { SESSION_QUERY_ROOT } from '@/lib/query/query-client.ts';

export const backendSessionQueryKey = (subject: string) => [SESSION_QUERY_ROOT, 'backend', subject] as const;

/**
 * The backend session token (`GET /session/login`, bearer only) that every inventory call sends as
 * `x-auth-token` (spec 01 §4 "Startup after login", step 1). The stored one is reused for the same
 * user; the API client opens a new one by itself if the server ends it.
 */
export function backendSessionQuery(sessions: BackendSessions, subject: string) {
  return {
    queryKey: backendSessionQueryKey(subject),
    queryFn: () => sessions.ensure(subject),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

export function useBackendSession(subject: string) {
  const { sessions } = useBackendClients();
  return useQuery(backendSessionQuery(sessions, subject));
}
