import type {
  RenewalRevaluation,
  RevaluationAsset,
  ValueSummaryRowView,
} from '@inventario/shared/contracts/renewal-values';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { type RevaluedAsset, revaluationSummaries } from '@inventario/shared/domain/renewal/revaluation';
import { centsToEuros } from '@inventario/shared/format/currency';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildUser, send, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { proposal, remove } from '../proposals/proposal.fixtures.ts';
import { type Answer, auditOf } from '../recognition/recognition.fixtures.ts';
import { voucher } from '../value-vouchers/value-voucher.fixtures.ts';
import { confirmMapping, modelKOf, renewalToRevalue, snapshot, step } from './revaluation.fixtures.ts';

type Page = { assets: RevaluationAsset[]; total: number };

const euros = (row: ValueSummaryRowView) => [row.assets, row.before, row.after, row.variation];

describe('the renewal: revaluation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('previews, revalues through value vouchers that balance Model K, and is taken back exactly', async () => {
    const s = await renewalToRevalue(t);
    const id = s.renewalId;
    const early = await step(t, s.credentials, id, 'PUT', 'revaluation');
    expect([early.status, early.body.code]).toEqual([409, 'renewalMappingNotConfirmed']);
    const notYet = await step(t, s.credentials, id, 'DELETE', 'revaluation');
    expect([notYet.status, notYet.body.code]).toEqual([409, 'renewalNotRevalued']);
    await confirmMapping(t, s.credentials, id);

    // The preview: today's values, the estimates, the desk under its target.
    const preview = await send<RenewalRevaluation>(t, s.credentials, 'GET', `/renewal/${id}/revaluation`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      revalued: false,
      revaluedAt: null,
      renewalDate: '2026-12-31',
      vouchers: [],
    });
    expect(euros(preview.body.summaries.total)).toEqual([4, 2950, 2750, -200]);
    expect(preview.body.summaries.byAdjustment.map((r) => [r.key, ...euros(r)])).toEqual([
      ['estimateDown', 1, 1500, 1200, -300],
      ['estimateUp', 1, 900, 1000, 100],
      ['none', 2, 550, 550, 0],
    ]);
    expect(preview.body.summaries.bySubcategory.map((r) => r.key)).toContain(s.deskTarget);
    expect(preview.body.summaries.bySubcategory.map((r) => r.key)).not.toContain(s.furniture);
    expect(preview.body.summaries.byRegister.map((r) => [r.key, r.assets])).toEqual([
      ['books', 1],
      ['movable', 3],
    ]);

    // The SQL agrees with the rule: today's values and the adjustments' estimates through `revaluedCents`.
    const page1 = await send<Page>(t, s.credentials, 'GET', `/renewal/${id}/revaluation/assets/1/3`);
    const page2 = await send<Page>(t, s.credentials, 'GET', `/renewal/${id}/revaluation/assets/2/3`);
    expect([page1.body.total, page1.body.assets.length, page2.body.assets.length]).toEqual([4, 3, 1]);
    const goods = [...page1.body.assets, ...page2.body.assets];
    expect(goods.map((g) => g.assetId)).toEqual([s.pc, s.lim, s.desk, s.book]);
    const estimates = new Map([
      [s.pc, 100_000],
      [s.lim, 120_000],
    ]);
    const ruled: RevaluedAsset[] = goods.map((g) => ({
      assetId: g.assetId,
      registerKind: g.registerKind,
      categoryId: g.category.id,
      subcategoryId: g.subcategoryAfter.id,
      beforeCents: Math.round(g.before * 100),
      estimateCents: estimates.get(g.assetId) ?? null,
      adjustment: g.adjustment,
    }));
    const rule = revaluationSummaries(ruled);
    expect(euros(preview.body.summaries.total)).toEqual([
      rule.total.assets,
      centsToEuros(rule.total.beforeCents),
      centsToEuros(rule.total.afterCents),
      centsToEuros(rule.total.variationCents),
    ]);
    expect(goods.find((g) => g.assetId === s.desk)).toMatchObject({
      subcategoryBefore: { id: s.furniture },
      subcategoryAfter: { id: s.deskTarget },
      before: 250,
      after: 250,
      variation: 0,
      adjustment: null,
    });

    const before = await snapshot(t, s.customerCode);
    const revalued = await step(t, s.credentials, id, 'PUT', 'revaluation');
    expect(revalued.status, JSON.stringify(revalued.body)).toBe(200);
    expect(revalued.body.revaluedAt).not.toBeNull();
    expect(revalued.body.step).toBe('renumbering');
    const twice = await step(t, s.credentials, id, 'PUT', 'revaluation');
    expect([twice.status, twice.body.code]).toEqual([409, 'renewalRevaluationDone']);

    // Values, subcategories, rates of 2027, vouchers and their lines.
    const after = await snapshot(t, s.customerCode);
    const asset = (snap: typeof after, assetId: number) => snap.assets.find((a) => a.id === assetId);
    expect(asset(after, s.pc)).toMatchObject({ actual: '100000', historical: '90000' });
    expect(asset(after, s.lim)).toMatchObject({ actual: '120000', historical: '150000' });
    expect(asset(after, s.desk)).toMatchObject({ actual: '25000', subcategory: s.deskTarget });
    expect(asset(after, s.chair)).toMatchObject({ subcategory: s.deskTarget });
    expect(after.rates).toContainEqual({
      subcategory_id: s.deskTarget,
      valid_from_year: 2027,
      percent: '12.50',
    });
    const vouchers = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select m.type, m.date::text as date, m.voucher_type, m.total_cents::int as total,
          ma.asset_id::int as asset, ma.value_cents::int as value, ma.variation_cents::int as variation
        from movements m join movement_assets ma on ma.customer_code = m.customer_code and ma.movement_id = m.id
        where m.customer_code = ${s.customerCode} and m.type in (5, 6) order by m.type`,
    );
    expect(vouchers).toEqual([
      {
        type: 5,
        date: '2026-12-31',
        voucher_type: 'SVA',
        total: 30_000,
        asset: s.lim,
        value: 120_000,
        variation: 30_000,
      },
      {
        type: 6,
        date: '2026-12-31',
        voucher_type: 'RIV',
        total: 10_000,
        asset: s.pc,
        value: 100_000,
        variation: 10_000,
      },
    ]);
    const history = await queryRows<{ asset: number; changes: Record<string, unknown> }>(
      t.db,
      sql`select asset_id::int as asset, changes from asset_history
        where customer_code = ${s.customerCode} and action = 'renewalRevaluation' order by asset_id`,
    );
    expect(history.map((h) => h.asset).sort()).toEqual([s.pc, s.lim, s.desk, s.chair].sort());
    expect(history.find((h) => h.asset === s.pc)?.changes).toEqual({
      actualPriceCents: { from: 90_000, to: 100_000 },
    });
    expect(await auditOf(t, s.customerCode, 'renewal.revalue')).toHaveLength(1);

    // Model K of the renewal year balances and closes at the registers' total.
    const modelK = await modelKOf(t, s.customerCode, 2026);
    expect(modelK.totals.increaseVouchersCents).toBe(10_000);
    expect(modelK.totals.decreaseVouchersCents).toBe(30_000);
    expect(modelK.totals.closingCents).toBe(
      modelK.totals.openingCents +
        modelK.totals.chargesCents +
        modelK.totals.increaseVouchersCents -
        modelK.totals.dischargesCents -
        modelK.totals.depreciationCents -
        modelK.totals.decreaseVouchersCents,
    );
    expect(modelK.totals.closingCents).toBe(modelK.registerCents);
    expect(modelK.registerCents).toBe(275_000);

    // The result as done: the same figures, and the vouchers.
    const done = await send<RenewalRevaluation>(t, s.credentials, 'GET', `/renewal/${id}/revaluation`);
    expect(done.body.revalued).toBe(true);
    expect(done.body.summaries).toEqual(preview.body.summaries);
    expect(done.body.vouchers.map((v) => [v.type, v.registerKind, v.assets, v.total])).toEqual([
      [MOVEMENT_TYPE.increase, 'movable', 1, 100],
      [MOVEMENT_TYPE.decrease, 'movable', 1, 300],
    ]);
    const donePage = await send<Page>(t, s.credentials, 'GET', `/renewal/${id}/revaluation/assets/1/10`);
    expect(donePage.body.assets).toEqual(goods);

    // The vouchers are the renewal's: a user cannot change or delete one on its own.
    const deleted = await send<{ code: string }>(
      t,
      s.credentials,
      'DELETE',
      `/movement/valueVoucher/${done.body.vouchers[0]?.movementId}`,
    );
    expect([deleted.status, deleted.body.code]).toEqual([409, 'renewalMovement']);
    const detail = await send<{ editable: object }>(
      t,
      s.credentials,
      'GET',
      `/movement/${done.body.vouchers[0]?.movementId}/withAssets`,
    );
    expect(detail.body.editable).toEqual({ content: false, assets: false, deletable: false });

    // Taken back: everything as it was, the history kept.
    const reverted = await step(t, s.credentials, id, 'DELETE', 'revaluation');
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body).toMatchObject({ revaluedAt: null, step: 'adjustments' });
    expect(await snapshot(t, s.customerCode)).toEqual(before);
    const back = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from asset_history
        where customer_code = ${s.customerCode} and action = 'renewalRevaluationReverted'`,
    );
    expect(back[0]?.n).toBe(4);
    expect(await auditOf(t, s.customerCode, 'renewal.revaluation.revert')).toHaveLength(1);
    const again = await send<RenewalRevaluation>(t, s.credentials, 'GET', `/renewal/${id}/revaluation`);
    expect(again.body).toEqual(preview.body);
  });

  it('is not taken back while a later movement holds a good it revalued, or follows its vouchers', async () => {
    const s = await renewalToRevalue(t);
    await confirmMapping(t, s.credentials, s.renewalId);
    expect((await step(t, s.credentials, s.renewalId, 'PUT', 'revaluation')).status).toBe(200);
    const out = await proposal(t, s.credentials, { date: '2026-12-31', progressive: 1, assetIds: [s.lim] });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const held = await step(t, s.credentials, s.renewalId, 'DELETE', 'revaluation');
    expect([held.status, held.body.code]).toEqual([409, 'movementHasLaterMovements']);
    expect((await remove(t, s.credentials, 'out', out.body.id)).status).toBe(204);
    const later = await voucher(t, s.credentials, {
      type: 6,
      date: '2026-12-31',
      voucherType: 'MST',
      lines: [{ assetId: s.pc, variation: 50 }],
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    const refused = await step(t, s.credentials, s.renewalId, 'DELETE', 'revaluation');
    expect([refused.status, refused.body.code]).toEqual([409, 'movementNotLatest']);
  });

  it('is the RIN licence holders of its own school only', async () => {
    const mine = await renewalToRevalue(t);
    await confirmMapping(t, mine.credentials, mine.renewalId);
    const other = await renewalToRevalue(t);
    const id = mine.renewalId;
    for (const [method, path] of [
      ['GET', 'revaluation'],
      ['GET', 'revaluation/assets/1/10'],
      ['PUT', 'revaluation'],
      ['DELETE', 'revaluation'],
    ] as const) {
      const answer = await send<Answer<object>>(t, other.credentials, method, `/renewal/${id}/${path}`);
      expect(answer.status, path).toBe(404);
    }
    const noRin = await signIn(t, await buildUser(t.db, mine.school, { licenses: ['INV'] }));
    const refused = await send<Answer<object>>(t, noRin, 'PUT', `/renewal/${id}/revaluation`);
    expect([refused.status, refused.body.code]).toEqual([403, 'renewalLicenceMissing']);
    expect((await snapshot(t, mine.customerCode)).movements.filter((m) => Number(m.type) !== 1)).toEqual([]);
  });
});
