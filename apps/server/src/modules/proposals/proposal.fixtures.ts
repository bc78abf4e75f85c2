import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { and, eq, inArray } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import { type Credentials, send, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';

export type Answer = MovementWithAssets & { code?: string; details?: Record<string, unknown> };

/**
 * A school with `year` open and one charge of four assets on `chargeDate`: a PC and a LIM
 * (inventory), a desk (inventory) and a chair (durable).
 */
export async function schoolWithCharged(t: TestApp, year = 2026, chargeDate = `${year}-02-01`) {
  const s = await schoolWithYear(t, year);
  const charge = await chargeAssets(t, s.credentials, chargeDate, [
    { subcategoryId: s.hardware, historicalPrice: 900, description: 'PC' },
    { subcategoryId: s.hardware, historicalPrice: 1500, description: 'LIM' },
    { subcategoryId: s.furniture, historicalPrice: 250, description: 'Scrivania' },
    { subcategoryId: s.furniture, historicalPrice: 45.5, description: 'Sedia' },
  ]);
  const [pc, lim, desk, chair] = charge.assets.map((a) => a.id) as [number, number, number, number];
  return { ...s, charge, pc, lim, desk, chair };
}

export function proposal(
  t: TestApp,
  c: Credentials,
  body: {
    date: string;
    progressive: number;
    assetIds: number[];
    causal?: string;
    protocolDate?: string | null;
    protocolNumber?: string | null;
    notes?: string | null;
    id?: number;
  },
) {
  return send<Answer>(t, c, body.id ? 'PUT' : 'POST', '/movement/out', { causal: 'FUO', ...body });
}

export function confirm(t: TestApp, c: Credentials, id: number, pricesChangedConfirmed?: boolean) {
  return send<Answer>(t, c, 'PUT', '/movement/out/confirm', {
    id,
    ...(pricesChangedConfirmed === undefined ? {} : { pricesChangedConfirmed }),
  });
}

export function restore(t: TestApp, c: Credentials, id: number) {
  return send<Answer>(t, c, 'PUT', '/movement/out/removeConfirmation', { id });
}

export function discharge(
  t: TestApp,
  c: Credentials,
  body: {
    date: string;
    causal?: string;
    proposalIds?: number[];
    assetIds?: number[];
    liability?: 'nobody' | 'liable';
    liableParty?: string | null;
    debtorId?: number | null;
    protocolDate?: string | null;
    protocolNumber?: string | null;
    notes?: string | null;
    administrationId?: number | null;
    aggregationId?: number | null;
    id?: number;
  },
) {
  return send<Answer>(t, c, body.id ? 'PUT' : 'POST', '/movement/discharge', {
    causal: 'FUO',
    liability: 'nobody',
    ...body,
  });
}

export function remove(t: TestApp, c: Credentials, kind: 'charge' | 'out' | 'discharge', id: number) {
  return send<{ code?: string }>(t, c, 'DELETE', `/movement/${kind}/${id}`);
}

export function detail(t: TestApp, c: Credentials, id: number) {
  return send<Answer>(t, c, 'GET', `/movement/${id}/withAssets`);
}

/** The assets' statuses by id (the test connection reads past row-level security). */
export async function statusesOf(
  t: TestApp,
  customerCode: string,
  ids: number[],
): Promise<Record<number, number>> {
  const rows = await t.db
    .select({ id: assets.id, status: assets.status })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), inArray(assets.id, ids)));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

/** Fails loudly unless the answer is a 200. */
export function ok<T extends { status: number; body: unknown }>(answer: T): T {
  if (answer.status !== 200)
    throw new Error(`expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}
