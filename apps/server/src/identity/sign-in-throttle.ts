/**
 * The login form's brute-force throttle, as pure rules: how many failed sign-ins an account or a client
 * address keeps, how long the next attempt waits and when a lock begins and ends. The failures live in
 * PostgreSQL (`sign-in-failures.repo.ts`), so every API node sees the same ones.
 *
 * Failures leak away: each `leakSeconds` without a new failure forgets one, so a school's many users
 * behind one address, each mistyping now and then, never add up to a lock. Past `freeFailures` every
 * attempt waits 1, 2, 4… seconds (at most `maxDelaySeconds`) after the last failure; at `lockAfter`
 * remembered failures the key is locked for `lockSeconds`, and a failure right after a lock locks again.
 * A leak slower than the longest wait lets the failures of one who keeps trying reach the lock; a lock
 * no longer than the leak of `lockAfter` failures ends before its record is forgotten.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  lockAfter: number;
  maxDelaySeconds: number;
  lockSeconds: number;
  leakSeconds: number;
}

export type ThrottleKind = 'account' | 'address';

export const throttlePolicies: Record<ThrottleKind, ThrottlePolicy> = {
  // A person's typos: three free, then waits, ten lock the account for 15 minutes.
  account: {
    freeFailures: 3,
    lockAfter: 10,
    maxDelaySeconds: 60,
    lockSeconds: 15 * 60,
    leakSeconds: 15 * 60,
  },
  // A school's whole staff may share one address: more room, and a failure leaks away in 5 minutes.
  address: {
    freeFailures: 10,
    lockAfter: 30,
    maxDelaySeconds: 60,
    lockSeconds: 15 * 60,
    leakSeconds: 5 * 60,
  },
};

/** What the store remembers of a key. */
export interface FailureRecord {
  failures: number;
  lastFailureAt: Date;
}

export type ThrottleVerdict =
  | { state: 'open' }
  | { state: 'wait'; until: Date }
  | { state: 'locked'; until: Date };

const second = 1000;

/** The failures still remembered at `now` (one leaks away per `leakSeconds` since the last one). */
export function rememberedFailures(
  policy: ThrottlePolicy,
  record: FailureRecord | undefined,
  now: Date,
): number {
  if (!record) return 0;
  const elapsed = Math.max(0, now.getTime() - record.lastFailureAt.getTime());
  return Math.max(0, record.failures - Math.floor(elapsed / (policy.leakSeconds * second)));
}

/** Whether a key may try a password at `now`, and if not until when it must wait or stays locked. */
export function throttleVerdict(
  policy: ThrottlePolicy,
  record: FailureRecord | undefined,
  now: Date,
): ThrottleVerdict {
  if (!record) return { state: 'open' };
  const failures = rememberedFailures(policy, record, now);
  const last = record.lastFailureAt.getTime();
  if (failures >= policy.lockAfter) {
    const until = new Date(last + policy.lockSeconds * second);
    if (until > now) return { state: 'locked', until };
    return { state: 'open' };
  }
  if (failures < policy.freeFailures) return { state: 'open' };
  const delay = Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
  const until = new Date(last + delay * second);
  return until > now ? { state: 'wait', until } : { state: 'open' };
}

/** The record after one more failure at `now`, and when it can be forgotten. */
export function afterFailure(
  policy: ThrottlePolicy,
  record: FailureRecord | undefined,
  now: Date,
): FailureRecord & { expiresAt: Date } {
  const failures = rememberedFailures(policy, record, now) + 1;
  return { failures, lastFailureAt: now, expiresAt: expiryOf(policy, { failures, lastFailureAt: now }) };
}

/**
 * When a record is forgotten: once all its failures have leaked away, which is never before a lock
 * ends (`lockSeconds` ≤ `lockAfter × leakSeconds`, checked by the tests).
 */
export function expiryOf(policy: ThrottlePolicy, record: FailureRecord): Date {
  return new Date(record.lastFailureAt.getTime() + record.failures * policy.leakSeconds * second);
}

/** The stricter of two verdicts: a lock before a wait, then the later end. */
export function stricter(a: ThrottleVerdict, b: ThrottleVerdict): ThrottleVerdict {
  const rank = (v: ThrottleVerdict) => (v.state === 'locked' ? 2 : v.state === 'wait' ? 1 : 0);
  if (rank(a) !== rank(b)) return rank(a) > rank(b) ? a : b;
  if (a.state === 'open' || b.state === 'open') return a;
  return a.until >= b.until ? a : b;
}
