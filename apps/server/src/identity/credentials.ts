import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Db } from '../db/client.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { claimAttempt, giveBackAttempt, type Refusal, type ThrottleKey } from './sign-in-failures.repo.ts';
import { stricter, type ThrottleKind, throttlePolicies, throttleVerdict } from './sign-in-throttle.ts';
import { findIdentityUserByUsername, type IdentityUser, normalizeUsername } from './users.repo.ts';

/** The user whose password matches, or nothing: an unknown username costs the same time as a wrong password. */
export async function authenticate(
  deps: { db: Db },
  username: string,
  password: string,
): Promise<IdentityUser | undefined> {
  const user = await findIdentityUserByUsername(deps.db, username);
  unknownUserHash ??= hashPassword(randomBytes(16).toString('base64'));
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
  return user && matches ? user : undefined;
}

// The hash of a random password, so that unknown users run through the same scrypt work.
let unknownUserHash: Promise<string> | undefined;

export interface PasswordAttempt {
  username: string;
  password: string;
  /** The client's address as the server sees it (`request.ip`, behind TRUST_PROXY's proxies). */
  address: string;
}

export type PasswordCheck =
  | { outcome: 'accepted'; user: IdentityUser }
  | {
      outcome: 'refused' /** What this failure brought on: a wait or a lock before the next attempt. */;
      next?: Throttled;
    }
  | ({ outcome: 'throttled' } & Throttled);

export interface Throttled {
  scope: ThrottleKind;
  verdict: Refusal;
}

/**
 * A password tried on the login form (or to confirm a password change), under the brute-force
 * throttle of the account and of the address: while either must wait or is locked the password is
 * not even checked, so the right one is refused too. Usernames nobody has are throttled alike, so a
 * lock tells nothing about which accounts exist.
 */
export async function checkPassword(
  deps: { db: Db; now: () => Date },
  attempt: PasswordAttempt,
): Promise<PasswordCheck> {
  const keys: ThrottleKey[] = [
    { kind: 'account', key: normalizeUsername(attempt.username) },
    { kind: 'address', key: addressKey(attempt.address) },
  ];
  const now = deps.now();
  const claim = await claimAttempt(deps.db, keys, now);
  if (!claim.allowed) return { outcome: 'throttled', scope: claim.scope, verdict: claim.verdict };
  const user = await authenticate(deps, attempt.username, attempt.password);
  if (user) {
    await giveBackAttempt(deps.db, keys);
    return { outcome: 'accepted', user };
  }
  return { outcome: 'refused', ...nextThrottle(claim.failures, now) };
}

/** The strictest wait or lock that the failures counted at `now` impose on the next attempt. */
function nextThrottle(failures: Record<ThrottleKind, number>, now: Date): { next?: Throttled } {
  let next: Throttled | undefined;
  for (const scope of ['account', 'address'] as const) {
    const verdict = throttleVerdict(
      throttlePolicies[scope],
      { failures: failures[scope], lastFailureAt: now },
      now,
    );
    if (verdict.state === 'open') continue;
    if (!next || stricter(verdict, next.verdict) !== next.verdict) next = { scope, verdict };
  }
  return next ? { next } : {};
}

/**
 * The throttle's key of a client address: IPv4 as it is (IPv4-mapped IPv6 too), IPv6 by its /64, the
 * block one subscriber gets, so that stepping through one's own addresses does not escape the throttle.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
