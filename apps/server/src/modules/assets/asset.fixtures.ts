/** Test-only helpers shared by the assets and universalities API tests. */
import type { AssetDetail } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Location, Site } from '@inventario/shared/contracts/placement';
import type { Universality } from '@inventario/shared/contracts/universalities';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  assetHistory,
  assets,
  auditEvents,
  movementAssets,
  movements,
  universalities,
} from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { type Credentials, call, send, signedInSchool, type TestApp } from '../../test/harness.ts';

export type School = Awaited<ReturnType<typeof schoolForAssets>>;

/** A school with an open 2026, three subcategories over two registers and three locations (one inactive). */
export async function schoolForAssets(t: TestApp) {
  const signed = await signedInSchool(t);
  const c = signed.credentials;
  await send(t, c, 'POST', '/financialYear', { startDate: '2026-01-01' });
  const subcategories = (await send<Subcategory[]>(t, c, 'GET', '/subcategory/inventory')).body;
  const pick = (defaultCode: string) => {
    const found = subcategories.find((s) => s.defaultCode === defaultCode);
    if (!found) throw new Error(`no ${defaultCode}`);
    return found.id;
  };
  const site = (await send<Site>(t, c, 'POST', '/site', { code: 'S1', description: 'Sede' })).body;
  const location = async (code: string, active = true) => {
    const saved = (
      await send<Location>(t, c, 'POST', '/location', { siteId: site.id, code, description: code })
    ).body;
    if (active) return saved;
    return (
      await send<Location>(t, c, 'POST', '/location', {
        id: saved.id,
        siteId: site.id,
        code,
        description: code,
        active: false,
      })
    ).body;
  };
  return {
    ...signed,
    site,
    lab: await location('LAB'),
    office: await location('UFF'),
    closed: await location('CHIUSA', false),
    hardware: pick('movable.03.01'),
    furniture: pick('movable.01.01'),
    books: pick('books.01.01'),
  };
}

export function waiting(s: School, overrides: Record<string, unknown> = {}) {
  return { description: 'Sedia', subcategoryId: s.furniture, historicalPrice: 80, ...overrides };
}

export async function createWaiting(t: TestApp, s: School, overrides: Record<string, unknown> = {}) {
  const response = await send<AssetDetail>(t, s.credentials, 'POST', '/asset', waiting(s, overrides));
  if (response.status !== 200) throw new Error(`waiting asset: ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function chargeAssets(t: TestApp, s: School, list: Record<string, unknown>[]) {
  const response = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
    date: '2026-02-02',
    causal: 'ACQ',
    assets: list.map((a) => waiting(s, { locationId: s.lab.id, ...a })),
  });
  if (response.status !== 200) throw new Error(`charge: ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createUniversality(t: TestApp, s: School, description = 'Laboratorio di chimica') {
  return (await send<Universality>(t, s.credentials, 'POST', '/universality', { description })).body;
}

/** What no API does yet (discharges, imports): set straight in the school's rows. */
export function setAssetStatus(t: TestApp, s: School, assetId: number, status: number) {
  return inTenantTransaction(t.db, s.school.customerCode, (tx) =>
    tx.update(assets).set({ status }).where(eq(assets.id, assetId)),
  );
}

export function setAsset(
  t: TestApp,
  s: School,
  assetId: number,
  values: Partial<typeof assets.$inferInsert>,
) {
  return inTenantTransaction(t.db, s.school.customerCode, (tx) =>
    tx.update(assets).set(values).where(eq(assets.id, assetId)),
  );
}

export function setUniversality(
  t: TestApp,
  s: School,
  id: number,
  values: { imported?: boolean; chargeMovementId?: number },
) {
  return inTenantTransaction(t.db, s.school.customerCode, (tx) =>
    tx.update(universalities).set(values).where(eq(universalities.id, id)),
  );
}

/** A discharge proposal holding the asset, as a later movement would. */
export function putInProposal(t: TestApp, s: School, assetId: number) {
  const customerCode = s.school.customerCode;
  return inTenantTransaction(t.db, customerCode, async (tx) => {
    const [movement] = await tx
      .insert(movements)
      .values({
        customerCode,
        type: 3,
        year: 2026,
        number: 1,
        date: '2026-03-01',
        status: 1,
        createdBy: 'test',
      })
      .returning({ id: movements.id });
    if (!movement) throw new Error('no movement');
    await tx
      .insert(movementAssets)
      .values({ customerCode, movementId: movement.id, assetId, position: 0, valueCents: 0 });
    await tx.update(assets).set({ status: 3 }).where(eq(assets.id, assetId));
  });
}

export function historyRows(t: TestApp, s: Pick<School, 'school'>, assetIds: number[]) {
  return inTenantTransaction(t.db, s.school.customerCode, (tx) =>
    tx
      .select()
      .from(assetHistory)
      .where(inArray(assetHistory.assetId, assetIds))
      .orderBy(asc(assetHistory.id)),
  );
}

export function auditOf(t: TestApp, s: School, entity: string, action?: string) {
  return inTenantTransaction(t.db, s.school.customerCode, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), action ? eq(auditEvents.action, action) : undefined))
      .orderBy(asc(auditEvents.id)),
  );
}

export function patch(t: TestApp, c: Credentials, path: string, body: object) {
  return call(t, { method: 'PATCH', url: `/inventario/api${path}`, payload: body }, c);
}
