import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { Renewal } from '@inventario/shared/contracts/renewal';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { renewalAdjustments } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { type Credentials, send, type TestApp } from '../../test/harness.ts';
import type { ModelKInput } from '../documents/registers/model-k.ts';
import { modelKTotals } from '../documents/registers/model-k.ts';
import { registerRenderers } from '../documents/registers/renderers.ts';
import type { Answer } from '../recognition/recognition.fixtures.ts';
import { changeMapping, mapping, renewalStep, schoolToRenew, startRenewal } from './renewal.fixtures.ts';

/** `PUT`/`DELETE` of a renewal step that answers the renewal (`revaluation`, `renumbering`). */
export function step(t: TestApp, c: Credentials, id: number, method: 'PUT' | 'DELETE', path: string) {
  return send<Answer<Renewal>>(t, c, method, `/renewal/${id}/${path}`);
}

/**
 * An adjustment of the renewal as the adjustments step records it (its movement left out: here the
 * revaluation is what applies the estimate).
 */
export async function adjustment(
  t: TestApp,
  customerCode: string,
  renewalId: number,
  assetId: number,
  kind: AdjustmentKind,
  newActualCents: number,
  actualCents: number,
) {
  await t.db.insert(renewalAdjustments).values({
    customerCode,
    renewalId,
    kind,
    assetId,
    actualCents,
    newActualCents,
    reason: 'Stima della commissione',
    createdBy: 'test',
  });
}

/**
 * The school to renew (the PC 900, the LIM 1,500, the desk 250 and the book 300 in the registers; the
 * chair 45.50 durable) with its renewal started and its mapping confirmed: the desk's subcategory
 * (furniture) onto another current subcategory of the movable register at 12.5 %; the commission's
 * estimates raise the PC to 1,000 and lower the LIM to 1,200.
 */
export async function renewalToRevalue(t: TestApp) {
  const s = await schoolToRenew(t);
  const started = await startRenewal(t, s.credentials, { recognitionId: s.recognitionId });
  if (started.status !== 200) throw new Error(`renewal not started: ${JSON.stringify(started.body)}`);
  const id = started.body.id;
  const view = (await mapping(t, s.credentials, id)).body;
  const furnitureRow = view.rows.find((row) => row.subcategory.id === s.furniture);
  const target = view.targets.find(
    (sub) =>
      sub.registerKind === furnitureRow?.subcategory.registerKind &&
      ![s.hardware, s.furniture].includes(sub.id),
  );
  if (!target) throw new Error('no other target in the movable register');
  const changed = await changeMapping(t, s.credentials, id, [
    { subcategoryId: s.furniture, targetSubcategoryId: target.id, targetRate: 12.5 },
  ]);
  if (changed.status !== 200) throw new Error(`mapping not changed: ${JSON.stringify(changed.body)}`);
  await adjustment(t, s.customerCode, id, s.pc, 'estimateUp', 100_000, 90_000);
  await adjustment(t, s.customerCode, id, s.lim, 'estimateDown', 120_000, 150_000);
  return { ...s, renewalId: id, deskTarget: target.id };
}

export async function confirmMapping(t: TestApp, c: Credentials, id: number) {
  const confirmed = await renewalStep(t, c, id, 'mapping/confirm');
  if (confirmed.status !== 200) throw new Error(`mapping not confirmed: ${JSON.stringify(confirmed.body)}`);
}

/**
 * What a revert must give back exactly: the school's assets (values, subcategory, numbers, status),
 * universalities, movements and their lines, rates and counters.
 */
export async function snapshot(t: TestApp, customerCode: string) {
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.db, query);
  return {
    assets: await rows(sql`select id::int, historical_price_cents::bigint::text as historical,
        actual_price_cents::bigint::text as actual, subcategory_id::int as subcategory, inventory_number,
        durable_number, original_inventory_number, status, asset_class, universality_id::int as universality
      from assets where customer_code = ${customerCode} order by id`),
    universalities: await rows(sql`select id::int, inventory_number from universalities
      where customer_code = ${customerCode} order by id`),
    movements:
      await rows(sql`select id::int, type, year, number, date::text, total_cents::bigint::text as total
      from movements where customer_code = ${customerCode} order by id`),
    lines: await rows(sql`select movement_id::int, asset_id::int, value_cents::bigint::text as value
      from movement_assets where customer_code = ${customerCode} order by movement_id, asset_id`),
    rates: await rows(sql`select subcategory_id::int, valid_from_year, percent::text
      from subcategory_rates where customer_code = ${customerCode} order by subcategory_id, valid_from_year`),
    // A counter given back to 0 numbers as one never used (`numbering`): the same state.
    counters: await rows(sql`select scope, last from number_counters
      where customer_code = ${customerCode} and last > 0 order by scope`),
  };
}

/**
 * Model K of `year` as its print loads it (`documents/registers`), its totals and the registers'
 * total of actual values it must close at: the inventory goods numbered in a register and still in it.
 */
export async function modelKOf(t: TestApp, customerCode: string, year: number) {
  const renderer = registerRenderers[DOCUMENT_TYPE.modelK];
  if (!renderer) throw new Error('no Model K renderer');
  return inTenantTransaction(t.db, customerCode, async (tx) => {
    const input = (await renderer.load(tx, customerCode, { year } as never)) as ModelKInput;
    const [register] = await queryRows<{ cents: string | number }>(
      tx,
      sql`select coalesce(sum(actual_price_cents), 0)::bigint as cents from assets
        where customer_code = ${customerCode} and asset_class = 'inventory' and inventory_number is not null
          and status in (2, 3)`,
    );
    return { totals: modelKTotals(input.subcategories), registerCents: Number(register?.cents ?? 0) };
  });
}
