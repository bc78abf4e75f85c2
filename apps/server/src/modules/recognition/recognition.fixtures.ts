import type { DetectResult, Recognition, RecognitionAsset } from '@inventario/shared/contracts/recognition';
import { and, eq, inArray } from 'drizzle-orm';
import { assets, auditEvents, locations, sites } from '../../db/schema/index.ts';
import { type Credentials, send, type TestApp } from '../../test/harness.ts';
import { schoolWithCharged } from '../proposals/proposal.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';

export type Answer<T> = T & { code?: string; details?: Record<string, unknown> };

async function insertPlace(
  t: TestApp,
  customerCode: string,
  siteId: number,
  code: string,
  description: string,
) {
  const [location] = await t.db
    .insert(locations)
    .values({ customerCode, siteId, code, description })
    .returning({ id: locations.id });
  if (!location) throw new Error('no location');
  return location.id;
}

/**
 * A school with 2026 open and two rooms of one site: the laboratory holds the PC (BM 1), the LIM
 * (BM 2) and the chair (durable); the classroom the desk (BM 3) and a book (LB 1, whose number the PC
 * shares in another register).
 */
export async function schoolToCount(t: TestApp) {
  const s = await schoolWithCharged(t);
  const [site] = await t.db
    .insert(sites)
    .values({ customerCode: s.customerCode, code: 'PLESSO1', description: 'Sede centrale' })
    .returning({ id: sites.id });
  if (!site) throw new Error('no site');
  const lab = await insertPlace(t, s.customerCode, site.id, 'LAB1', 'Laboratorio di informatica');
  const classroom = await insertPlace(t, s.customerCode, site.id, 'AULA1', 'Aula 1A');
  const bookCharge = await chargeAssets(t, s.credentials, '2026-02-02', [
    { subcategoryId: s.books, historicalPrice: 300, description: 'Enciclopedia' },
  ]);
  const book = bookCharge.assets[0]?.id ?? 0;
  await place(t, s.customerCode, [s.pc, s.lim, s.chair], lab);
  await place(t, s.customerCode, [s.desk, book], classroom);
  return { ...s, lab, classroom, book };
}

export async function place(t: TestApp, customerCode: string, assetIds: number[], locationId: number) {
  await t.db
    .update(assets)
    .set({ locationId })
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, assetIds)));
}

export function start(
  t: TestApp,
  c: Credentials,
  body: { date?: string; forRenewal?: boolean; renewalYear?: number | null; includeDurable?: boolean } = {},
) {
  return send<Answer<Recognition>>(t, c, 'POST', '/recognition', {
    date: '2026-05-04',
    forRenewal: false,
    includeDurable: false,
    ...body,
  });
}

export function detect(
  t: TestApp,
  c: Credentials,
  id: number,
  body: { code: string; idLocation: number; readId?: string },
) {
  return send<Answer<DetectResult>>(t, c, 'POST', `/recognition/${id}/detect`, body);
}

export function assetAction(
  t: TestApp,
  c: Credentials,
  id: number,
  assetId: number,
  action: 'correct' | 'restore' | 'move',
  body?: unknown,
) {
  return send<Answer<RecognitionAsset>>(t, c, 'PUT', `/recognition/${id}/asset/${assetId}/${action}`, body);
}

export async function countedAssets(
  t: TestApp,
  c: Credentials,
  id: number,
  search: Record<string, unknown> = {},
) {
  const answer = await send<{ assets: RecognitionAsset[]; total: number }>(
    t,
    c,
    'POST',
    `/recognition/${id}/assets/search/1/100`,
    search,
  );
  if (answer.status !== 200) throw new Error(`search failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export function auditOf(t: TestApp, customerCode: string, action: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.customerCode, customerCode), eq(auditEvents.action, action)));
}
