import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { classify } from '@inventario/shared/domain/assets/threshold';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, eq, sql } from 'drizzle-orm';
import { sameSchool } from '../../db/same-school.ts';
import {
  assetHistory,
  assets,
  auditEvents,
  categories,
  movementAssets,
  movements,
  subcategories,
  universalities,
} from '../../db/schema/index.ts';
import { send, signedInSchool, type TestApp } from '../../test/harness.ts';

/**
 * Test data the charge tests need from other areas: waiting assets, universalities and later
 * movements are written straight into the database (the test connection is not bound by row-level
 * security), so these tests do not depend on the asset and proposal APIs.
 */

/** A signed-in school with an open year and the default subcategories the tests use. */
export async function schoolWithYear(t: TestApp, year = 2026) {
  const signed = await signedInSchool(t);
  await send(t, signed.credentials, 'POST', '/financialYear', { startDate: `${year}-01-01` });
  const list = (await send<Subcategory[]>(t, signed.credentials, 'GET', '/subcategory/inventory')).body;
  const pick = (defaultCode: string) => {
    const found = list.find((s) => s.defaultCode === defaultCode);
    if (!found) throw new Error(`no ${defaultCode}`);
    return found.id;
  };
  return {
    ...signed,
    customerCode: signed.school.customerCode,
    hardware: pick('movable.03.01'),
    furniture: pick('movable.01.01'),
    books: pick('books.01.01'),
    land: pick('realEstate.02.01'),
  };
}

export const asset = (subcategoryId: number, historicalPrice: number, description = 'Bene') => ({
  description,
  subcategoryId,
  historicalPrice,
});

/** A charge of goods priced `prices` ("Bene 1", "Bene 2"…) through the API; refuses any other answer. */
export async function chargeThroughApi(
  t: TestApp,
  s: Awaited<ReturnType<typeof schoolWithYear>>,
  prices: number[],
  date = '2026-03-10',
): Promise<MovementWithAssets> {
  const answer = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
    date,
    causal: 'ACQ',
    assets: prices.map((p, i) => asset(s.hardware, p, `Bene ${i + 1}`)),
  });
  if (answer.status !== 200)
    throw new Error(`charge refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function registerOf(t: TestApp, customerCode: string, subcategoryId: number): Promise<number> {
  const [row] = await t.db
    .select({ registerId: categories.registerId })
    .from(subcategories)
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .where(and(eq(subcategories.customerCode, customerCode), eq(subcategories.id, subcategoryId)));
  if (!row) throw new Error('no such subcategory');
  return row.registerId;
}

export async function insertWaitingAsset(
  t: TestApp,
  customerCode: string,
  values: {
    subcategoryId: number;
    priceCents: number;
    description?: string;
    universalityId?: number | null;
    quantity?: number;
  },
): Promise<number> {
  const [row] = await t.db
    .insert(assets)
    .values({
      customerCode,
      description: values.description ?? 'Bene in attesa',
      registerId: await registerOf(t, customerCode, values.subcategoryId),
      subcategoryId: values.subcategoryId,
      assetClass: classify(values.priceCents),
      historicalPriceCents: values.priceCents,
      actualPriceCents: values.priceCents,
      quantity: values.quantity ?? 1,
      status: ASSET_STATUS.waiting,
      origin: 'waiting',
      universalityId: values.universalityId ?? null,
    })
    .returning({ id: assets.id });
  if (!row) throw new Error('no asset');
  return row.id;
}

export async function insertUniversality(
  t: TestApp,
  customerCode: string,
  values: { description?: string; imported?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(universalities)
    .values({
      customerCode,
      description: values.description ?? 'Laboratorio',
      imported: values.imported ?? false,
    })
    .returning({ id: universalities.id });
  if (!row) throw new Error('no universality');
  return row.id;
}

/** A universality with components of the given prices (cents) in one subcategory. */
export async function universalityWith(
  t: TestApp,
  customerCode: string,
  subcategoryId: number,
  prices: number[],
) {
  const id = await insertUniversality(t, customerCode);
  const componentIds: number[] = [];
  for (const [i, priceCents] of prices.entries()) {
    componentIds.push(
      await insertWaitingAsset(t, customerCode, {
        subcategoryId,
        priceCents,
        universalityId: id,
        description: `Componente ${i + 1}`,
      }),
    );
  }
  return { id, componentIds };
}

/** A discharge proposal holding an asset: a later movement, as the proposals area will write it. */
export async function insertLaterProposal(t: TestApp, customerCode: string, assetId: number, date: string) {
  const [last] = await t.db
    .select({ n: sql<number>`coalesce(max(${movements.number}), 0)::int` })
    .from(movements)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.type, MOVEMENT_TYPE.proposal)));
  const [movement] = await t.db
    .insert(movements)
    .values({
      customerCode,
      type: MOVEMENT_TYPE.proposal,
      year: Number(date.slice(0, 4)),
      number: (last?.n ?? 0) + 1,
      date,
      status: 1,
      createdBy: 'test',
    })
    .returning({ id: movements.id });
  if (!movement) throw new Error('no movement');
  await t.db
    .insert(movementAssets)
    .values({ customerCode, movementId: movement.id, assetId, position: 0, valueCents: 0 });
  await t.db
    .update(assets)
    .set({ status: ASSET_STATUS.inProposal })
    .where(and(eq(assets.customerCode, customerCode), eq(assets.id, assetId)));
  return movement.id;
}

export async function assetRow(t: TestApp, customerCode: string, id: number) {
  const [row] = await t.db
    .select({
      status: assets.status,
      assetClass: assets.assetClass,
      registerId: assets.registerId,
      inventoryNumber: assets.inventoryNumber,
      durableNumber: assets.durableNumber,
      chargeMovementId: assets.chargeMovementId,
      chargeDate: assets.chargeDate,
      universalityId: assets.universalityId,
      historicalPriceCents: assets.historicalPriceCents,
      description: assets.description,
    })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
  return row;
}

export async function universalityRow(t: TestApp, customerCode: string, id: number) {
  const [row] = await t.db
    .select()
    .from(universalities)
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)));
  return row;
}

export function historyOf(t: TestApp, customerCode: string, assetId: number) {
  return t.db
    .select({
      action: assetHistory.action,
      movementId: assetHistory.movementId,
      changes: assetHistory.changes,
    })
    .from(assetHistory)
    .where(and(eq(assetHistory.customerCode, customerCode), eq(assetHistory.assetId, assetId)))
    .orderBy(assetHistory.id);
}

export function auditOf(t: TestApp, customerCode: string, movementId: number) {
  return t.db
    .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.customerCode, customerCode),
        eq(auditEvents.entity, 'movement'),
        eq(auditEvents.entityId, String(movementId)),
      ),
    )
    .orderBy(auditEvents.id);
}
