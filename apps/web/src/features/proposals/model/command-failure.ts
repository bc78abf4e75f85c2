import { isApiError } from '@/lib/api/api-error.ts';

/**
 * How a refused confirm, restore or delete is told: the server's refusal of the request (a 4xx with
 * its reason: `proposalAlreadyDischarged`, `chargesInNextYear`…) in an "attention" alert the user
 * reads; a failure to reach or run the server in an error toast.
 */
export function commandFailureKind(error: unknown): 'alert' | 'toast' {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? 'alert'
    : 'toast';
}
