import { END_BLOCKERS, type EndBlocker } from '@inventario/shared/domain/recognition/ending';
import { isApiError } from '@/lib/api/api-error.ts';

/**
 * Why the end was refused: every rule the server names in `details.blockers` (the undetected goods,
 * pending ones, movements after the renewal year), each its own error text; none for another failure.
 */
export function endBlockersOf(error: unknown): EndBlocker[] {
  if (!isApiError(error)) return [];
  const listed = error.details?.blockers;
  const codes = Array.isArray(listed) ? listed : [error.code];
  return END_BLOCKERS.filter((blocker) => codes.includes(blocker));
}
