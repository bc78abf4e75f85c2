/** Spec 01 §7 and §9: up to 3 retries, on network errors, HTTP 429 and HTTP 502. */
export const MAX_RETRIES = 3;

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * The wait before retry number `attempt` (1-based): a random 300–400 ms, times the attempt, so that
 * many clients failing together do not retry in step.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.round((300 + random() * 100) * attempt);
}
