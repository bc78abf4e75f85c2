import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema/identity.ts';
import {
  afterFailure,
  type FailureRecord,
  stricter,
  type ThrottleKind,
  type ThrottleVerdict,
  throttlePolicies,
  throttleVerdict,
} from './sign-in-throttle.ts';

export interface ThrottleKey {
  kind: ThrottleKind;
  key: string;
}

export type AttemptClaim =
  | {
      allowed: true /** The failures each key would hold if this attempt fails. */;
      failures: Record<ThrottleKind, number>;
    }
  | { allowed: false; scope: ThrottleKind; verdict: Refusal };

export type Refusal = Exclude<ThrottleVerdict, { state: 'open' }>;

/**
 * Claims one password attempt for every key at `now`. In one transaction that locks the keys' rows
 * (so concurrent attempts, on any API node, queue one behind the other): a key that must wait or is
 * locked refuses the attempt and nothing changes; otherwise the attempt is counted as a failure in
 * advance, so that attempts sent in parallel cannot all pass before the first failure is written.
 * A successful attempt gives its count back with {@link giveBackAttempt}. Forgotten rows go first.
 */
export async function claimAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<AttemptClaim> {
  const ordered = [...keys].sort((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));
  return db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(lte(signInFailures.expiresAt, now));
    const records: { key: ThrottleKey; record: FailureRecord }[] = [];
    for (const key of ordered) {
      // Inserting a blank row, or touching the existing one, locks it until the transaction ends.
      const [row] = await tx
        .insert(signInFailures)
        .values({ ...key, failures: 0, lastFailureAt: now, expiresAt: now })
        .onConflictDoUpdate({
          target: [signInFailures.kind, signInFailures.key],
          set: { kind: sql`excluded.kind` },
        })
        .returning();
      if (!row) throw new Error('sign-in throttle: upsert returned nothing');
      records.push({ key, record: row });
    }
    const refusal = strictestRefusal(records, now);
    if (refusal) return { allowed: false, ...refusal };
    const failures: Record<ThrottleKind, number> = { account: 0, address: 0 };
    for (const { key, record } of records) {
      const next = afterFailure(throttlePolicies[key.kind], record, now);
      failures[key.kind] = next.failures;
      await tx.update(signInFailures).set(next).where(matches(key));
    }
    return { allowed: true, failures };
  });
}

/** A successful sign-in: the account's failures are forgotten, the address gets its claimed attempt back. */
export async function giveBackAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const key of keys) {
    if (key.kind === 'account') {
      await db.delete(signInFailures).where(matches(key));
      continue;
    }
    const leak = throttlePolicies[key.kind].leakSeconds;
    await db
      .update(signInFailures)
      .set({
        failures: sql`${signInFailures.failures} - 1`,
        expiresAt: sql`${signInFailures.expiresAt} - make_interval(secs => ${leak})`,
      })
      .where(and(matches(key), sql`${signInFailures.failures} > 0`));
  }
}

/** The failures remembered for a key, as stored (tests and support staff). */
export async function readFailures(db: Db, key: ThrottleKey) {
  const [row] = await db.select().from(signInFailures).where(matches(key));
  return row;
}

function matches(key: ThrottleKey) {
  return and(eq(signInFailures.kind, key.kind), eq(signInFailures.key, key.key));
}

/** The key that refuses the attempt, the strictest when both do (a lock before a wait, then the later end). */
function strictestRefusal(records: { key: ThrottleKey; record: FailureRecord }[], now: Date) {
  let found: { scope: ThrottleKind; verdict: Refusal } | undefined;
  for (const { key, record } of records) {
    const verdict = throttleVerdict(throttlePolicies[key.kind], record, now);
    if (verdict.state === 'open') continue;
    if (!found || stricter(verdict, found.verdict) !== found.verdict) found = { scope: key.kind, verdict };
  }
  return found;
}
