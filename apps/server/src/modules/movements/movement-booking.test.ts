import type { Aggregation } from '@inventario/shared/contracts/catalogue';
import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { type Answer, detail, discharge, ok, proposal } from '../proposals/proposal.fixtures.ts';
import { chargeAssets, voucher } from '../value-vouchers/value-voucher.fixtures.ts';

type Page = { movements: MovementSummary[]; total: number };

async function administration(t: TestApp, c: Credentials, description: string): Promise<number> {
  return ok(await send<{ id: number }>(t, c, 'POST', '/administration', { description })).body.id;
}

async function aggregations(t: TestApp, c: Credentials): Promise<Aggregation[]> {
  return ok(await send<Aggregation[]>(t, c, 'GET', '/aggregation/list')).body;
}

/** Spec 02 §3: a movement's administration and aggregation; spec 02 §2: the list's typology and available assets. */
describe('movement booking and list filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a charge, a discharge and a value voucher carry the administration and aggregation chosen, shown in their detail', async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    const ministry = await administration(t, c, 'Ministero istruzione');
    const town = await administration(t, c, 'Comune di Latina');
    const [furniture, hardware] = await aggregations(t, c);
    if (!furniture || !hardware) throw new Error('no default aggregations');
    const charge = ok(
      await send<Answer>(t, c, 'POST', '/movement/charge', {
        date: '2026-02-01',
        causal: 'ACQ',
        administrationId: ministry,
        aggregationId: furniture.id,
        assets: [
          { description: 'Armadio', subcategoryId: s.furniture, historicalPrice: 300 },
          { description: 'PC', subcategoryId: s.hardware, historicalPrice: 900 },
        ],
      }),
    ).body;
    expect([charge.administration, charge.aggregation]).toEqual([
      { id: ministry, description: 'Ministero istruzione' },
      { id: furniture.id, code: furniture.code, description: furniture.description },
    ]);
    const [cupboard, pc] = charge.assets.map((a) => a.id) as [number, number];

    const decrease = ok(
      await voucher(t, c, {
        type: 5,
        date: '2026-03-01',
        voucherType: 'SVA',
        lines: [{ assetId: pc, variation: 100 }],
        administrationId: town,
      }),
    ).body;
    expect([decrease.administration?.description, decrease.aggregation]).toEqual(['Comune di Latina', null]);

    const out = ok(
      await discharge(t, c, {
        date: '2026-04-01',
        assetIds: [cupboard],
        administrationId: town,
        aggregationId: hardware.id,
      }),
    ).body;
    expect([out.administration?.id, out.aggregation?.code]).toEqual([town, hardware.code]);

    // An edit that leaves them out clears them, as every header field.
    const edited = ok(await discharge(t, c, { id: out.id, date: '2026-04-01', assetIds: [cupboard] })).body;
    expect([edited.administration, edited.aggregation]).toEqual([null, null]);
    expect((await detail(t, c, charge.id)).body.administration?.id).toBe(ministry);
  });

  it("refuses another school's administration or aggregation, and an unknown one, as not found", async () => {
    const s = await schoolWithYear(t);
    const other = await schoolWithYear(t);
    const foreignAdministration = await administration(t, other.credentials, 'Altra amministrazione');
    const [foreignAggregation] = await aggregations(t, other.credentials);
    const charge = (extra: object) =>
      send<Answer>(t, s.credentials, 'POST', '/movement/charge', {
        date: '2026-02-01',
        causal: 'ACQ',
        assets: [{ description: 'Armadio', subcategoryId: s.furniture, historicalPrice: 300 }],
        ...extra,
      });
    for (const extra of [
      { administrationId: foreignAdministration },
      { aggregationId: foreignAggregation?.id },
      { administrationId: 999_999_999 },
    ]) {
      const answer = await charge(extra);
      expect([answer.status, answer.body.code]).toEqual([404, 'notFound']);
    }
    const list = await send<Page>(t, s.credentials, 'POST', '/movement/search/1/10', {});
    expect(list.body.total).toBe(0);
  });

  it("a charge's administration and aggregation are legal content: they change only while no later movement holds its assets", async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    const ministry = await administration(t, c, 'Ministero istruzione');
    const charge = await chargeAssets(t, c, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'PC' },
    ]);
    const update = (administrationId: number | null) =>
      send<Answer>(t, c, 'PUT', '/movement/charge', {
        id: charge.id,
        date: charge.date,
        causal: 'ACQ',
        administrationId,
        assets: charge.assets.map((a) => ({
          id: a.id,
          description: a.description,
          subcategoryId: s.hardware,
          historicalPrice: a.historicalPrice,
        })),
      });
    expect(ok(await update(ministry)).body.administration?.id).toBe(ministry);
    ok(await proposal(t, c, { date: '2026-03-01', progressive: 1, assetIds: [charge.assets[0]?.id ?? 0] }));
    const refused = await update(null);
    expect([refused.status, refused.body.code]).toEqual([409, 'movementHasLaterMovements']);
  });

  it('filters the list by typology: vouchers holding inventory or durable goods', async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    await chargeAssets(t, c, '2026-02-01', [{ subcategoryId: s.furniture, historicalPrice: 250 }]);
    await chargeAssets(t, c, '2026-02-02', [{ subcategoryId: s.furniture, historicalPrice: 64 }]);
    await chargeAssets(t, c, '2026-02-03', [
      { subcategoryId: s.furniture, historicalPrice: 400 },
      { subcategoryId: s.furniture, historicalPrice: 120 },
    ]);
    const numbers = async (filter: object) =>
      ok(
        await send<Page>(t, c, 'POST', '/movement/search/1/10', { type: 1, sortBy: 'number', ...filter }),
      ).body.movements.map((m) => m.number);
    expect(await numbers({ typology: 'inventory' })).toEqual([1, 3]);
    expect(await numbers({ typology: 'durable' })).toEqual([2, 3]);
    expect(await numbers({})).toEqual([1, 2, 3]);
    const bad = await send<{ code: string }>(t, c, 'POST', '/movement/search/1/10', { typology: 'other' });
    expect(bad.status).toBe(400);
  });

  it('filters the list by available assets: vouchers still holding charged assets no proposal or discharge took', async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    const first = await chargeAssets(t, c, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900 },
    ]);
    const second = await chargeAssets(t, c, '2026-02-02', [
      { subcategoryId: s.hardware, historicalPrice: 700 },
      { subcategoryId: s.hardware, historicalPrice: 800 },
    ]);
    const third = await chargeAssets(t, c, '2026-02-03', [
      { subcategoryId: s.hardware, historicalPrice: 500 },
    ]);
    const id = (m: Answer | typeof first, i = 0) => m.assets[i]?.id ?? 0;
    ok(await proposal(t, c, { date: '2026-03-01', progressive: 1, assetIds: [id(first)] }));
    ok(await discharge(t, c, { date: '2026-03-02', assetIds: [id(second, 0)] }));
    ok(await discharge(t, c, { date: '2026-03-03', assetIds: [id(third)] }));
    const charges = async (filter: object) =>
      ok(await send<Page>(t, c, 'POST', '/movement/search/1/10', { type: 1, sortBy: 'number', ...filter }))
        .body;
    const available = await charges({ availableAssets: true });
    expect([available.total, available.movements.map((m) => m.number)]).toEqual([1, [2]]);
    expect((await charges({ availableAssets: false })).total).toBe(3);
  });
});
