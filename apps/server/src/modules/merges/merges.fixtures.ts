import type { ReceiverMerge, SellerMerge } from '@inventario/shared/contracts/merges';
import { merges } from '../../db/schema/index.ts';
import { buildSchool, buildUser, type Credentials, send, signIn, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { place, schoolToCount } from '../recognition/recognition.fixtures.ts';

export type Answer<T> = T & { code?: string; details?: Record<string, unknown> };

/** The customer area's record that `seller` merges into `receiver` on 1 September of `year`. */
export async function recordMerge(t: TestApp, sellerCode: string, receiverCode: string, year = 2026) {
  const [row] = await t.db
    .insert(merges)
    .values({ sellerCode, receiverCode, effectiveDate: `${year}-09-01` })
    .returning({ id: merges.id });
  if (!row) throw new Error('no merge');
  return row.id;
}

/**
 * A seller (the recognition's school: a lab with PC, LIM and a durable chair, a classroom with a desk
 * and a book, all in site PLESSO1) merging in 2026 into a receiver with 2026 open and nothing else.
 */
export async function mergePair(t: TestApp) {
  const seller = await schoolToCount(t);
  const receiver = await schoolWithYear(t, 2026);
  const mergeId = await recordMerge(t, seller.customerCode, receiver.customerCode);
  return { seller, receiver, mergeId };
}

/** Another user of a school, signed in (a second pair of eyes on the same data). */
export async function otherSchoolUser(t: TestApp) {
  const school = await buildSchool(t.db);
  return signIn(t, await buildUser(t.db, school));
}

export const sellerState = (t: TestApp, c: Credentials, x: number) =>
  send<Answer<SellerMerge>>(t, c, 'GET', `/merge/${x}/seller`);

export const dischargeMerge = (t: TestApp, c: Credentials, x: number, siteIds: number[]) =>
  send<Answer<SellerMerge>>(t, c, 'POST', `/movement/discharge/merge/${x}`, { siteIds });

export const receiverState = (t: TestApp, c: Credentials, x: number) =>
  send<Answer<ReceiverMerge>>(t, c, 'GET', `/merge/${x}/receiver`);

export const chargeMerge = (t: TestApp, c: Credentials, x: number) =>
  send<Answer<ReceiverMerge>>(t, c, 'POST', `/movement/charge/merge/${x}`);

export { place };
