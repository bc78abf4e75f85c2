import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { ValueVoucherType } from '@inventario/shared/contracts/value-vouchers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, movements } from '../../db/schema/index.ts';
import { call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { auditOf, historyOf, insertWaitingAsset, schoolWithYear } from '../charges/charge.fixtures.ts';
import { actualOf, chargeAssets, voucher } from './value-voucher.fixtures.ts';

describe('value vouchers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A school with 2026 open and a charge of two inventory assets and a durable one. */
  async function schoolWithAssets() {
    const s = await schoolWithYear(t, 2026);
    const charge = await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 1000, description: 'Server' },
      { subcategoryId: s.furniture, historicalPrice: 205, description: 'Armadio' },
      { subcategoryId: s.hardware, historicalPrice: 150, description: 'Stampante' },
    ]);
    const [server, cupboard, printer] = charge.assets.map((a) => a.id) as [number, number, number];
    return { ...s, server, cupboard, printer };
  }

  it('lists the kinds of variation in Italian, DEP written by the system only', async () => {
    const s = await schoolWithYear(t, 2026);
    const list = await send<ValueVoucherType[]>(t, s.credentials, 'GET', '/movement/valueVoucher/typeList');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({ code: 'SVA', description: 'Svalutazione', kinds: [5], system: false });
    expect(list.body).toContainEqual({
      code: 'MST',
      description: 'Manutenzione straordinaria e migliorie',
      kinds: [6],
      system: false,
    });
    expect(list.body).toContainEqual({ code: 'DEP', description: 'Ammortamento', kinds: [5], system: true });
  });

  it('lowers and raises actual values, numbered per type and year, with history and audit', async () => {
    const s = await schoolWithAssets();
    const down = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-03-01',
      voucherType: 'DAN',
      notes: 'Danneggiato',
      lines: [{ assetId: s.server, variation: 100.5 }],
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body).toMatchObject({
      type: 5,
      year: 2026,
      number: 1,
      date: '2026-03-01',
      voucherType: 'DAN',
      notes: 'Danneggiato',
      totalValue: 100.5,
      editable: { content: true, assets: true, deletable: true },
    });
    expect(down.body.assets).toEqual([
      expect.objectContaining({
        id: s.server,
        variation: 100.5,
        value: 899.5,
        actualPrice: 899.5,
        historicalPrice: 1000,
      }),
    ]);
    expect(await actualOf(t, s.customerCode, s.server)).toBe(89_950);

    const up = await voucher(t, s.credentials, {
      type: 6,
      date: '2026-03-01',
      voucherType: 'MST',
      lines: [
        { assetId: s.server, variation: 50 },
        { assetId: s.cupboard, variation: 20 },
      ],
    });
    expect(up.body).toMatchObject({ type: 6, number: 1, totalValue: 70, voucherType: 'MST' });
    expect(up.body.assets.map((a) => [a.id, a.variation, a.value])).toEqual([
      [s.server, 50, 949.5],
      [s.cupboard, 20, 225],
    ]);
    const second = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-03-02',
      voucherType: 'SVA',
      lines: [{ assetId: s.cupboard, variation: 5 }],
    });
    expect(second.body).toMatchObject({ number: 2 });

    // The detail of GET /movement/{id}/withAssets is the one the create answered (before later vouchers).
    const detail = await send<MovementWithAssets>(
      t,
      s.credentials,
      'GET',
      `/movement/${up.body.id}/withAssets`,
    );
    expect(detail.body).toMatchObject({ voucherType: 'MST', totalValue: 70 });
    expect(detail.body.assets.map((a) => a.variation)).toEqual([50, 20]);

    const history = await historyOf(t, s.customerCode, s.server);
    expect(history.slice(1)).toEqual([
      {
        action: 'valueVoucher',
        movementId: down.body.id,
        changes: { actualPriceCents: { from: 100_000, to: 89_950 } },
      },
      {
        action: 'valueVoucher',
        movementId: up.body.id,
        changes: { actualPriceCents: { from: 89_950, to: 94_950 } },
      },
    ]);
    expect((await auditOf(t, s.customerCode, down.body.id)).map((a) => a.action)).toEqual([
      'valueVoucher.create',
    ]);
    const listed = await send<{ movements: { id: number; totalValue: number }[] }>(
      t,
      s.credentials,
      'POST',
      '/movement/search/1/10',
      { type: 6 },
    );
    expect(listed.body.movements).toEqual([expect.objectContaining({ id: up.body.id, totalValue: 70 })]);
    const bothKinds = await send<{ movements: { id: number; voucherType: string }[]; total: number }>(
      t,
      s.credentials,
      'POST',
      '/movement/search/1/2',
      { types: [5, 6], sortBy: 'number' },
    );
    expect(bothKinds.body.total).toBe(3);
    expect(bothKinds.body.movements.map((m) => m.voucherType)).toEqual(['DAN', 'MST']);
    const ofType = await send<{ movements: { id: number }[] }>(
      t,
      s.credentials,
      'POST',
      '/movement/search/1/10',
      {
        types: [5, 6],
        voucherType: 'SVA',
      },
    );
    expect(ofType.body.movements.map((m) => m.id)).toEqual([second.body.id]);
  });

  it('takes only charged inventory assets of the school, each once, with a positive variation', async () => {
    const s = await schoolWithAssets();
    const base = { type: 5 as const, date: '2026-03-01', voucherType: 'SVA' };
    const refused = async (lines: { assetId: number; variation: number }[]) =>
      (await voucher(t, s.credentials, { ...base, lines })).body;
    expect(await refused([{ assetId: s.printer, variation: 1 }])).toMatchObject({
      code: 'assetNotInventory',
      details: { assetIds: [s.printer] },
    });
    const waiting = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 50_000,
    });
    expect(await refused([{ assetId: waiting, variation: 1 }])).toMatchObject({ code: 'assetNotCharged' });
    expect(await refused([{ assetId: s.server, variation: 1000.01 }])).toMatchObject({
      code: 'variationBelowZero',
      details: { assetIds: [s.server] },
    });
    expect(await refused([{ assetId: s.server, variation: 0 }])).toMatchObject({ code: 'invalidRequest' });
    expect(
      await refused([
        { assetId: s.server, variation: 1 },
        { assetId: s.server, variation: 2 },
      ]),
    ).toMatchObject({ code: 'validationFailed', details: { assetIds: [s.server] } });

    // A discharged asset has left the register; one in a discharge proposal is still in it.
    await t.db.update(assets).set({ status: 4 }).where(eq(assets.id, s.cupboard));
    expect(await refused([{ assetId: s.cupboard, variation: 1 }])).toMatchObject({ code: 'assetDischarged' });
    await t.db.update(assets).set({ status: 3 }).where(eq(assets.id, s.cupboard));
    const inProposal = await voucher(t, s.credentials, {
      ...base,
      lines: [{ assetId: s.cupboard, variation: 1 }],
    });
    expect(inProposal.status).toBe(200);
    expect(await actualOf(t, s.customerCode, s.cupboard)).toBe(20_400);

    const other = await schoolWithAssets();
    expect(
      (await voucher(t, s.credentials, { ...base, lines: [{ assetId: other.server, variation: 1 }] })).status,
    ).toBe(404);
    expect(await refused([])).toMatchObject({ code: 'invalidRequest' });
    // Nothing was written by the refusals.
    expect(await actualOf(t, s.customerCode, s.server)).toBe(100_000);
  });

  it('lets a decrease reach zero and needs the confirmation to cross 200 euro either way', async () => {
    const s = await schoolWithAssets();
    const crossing = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-03-01',
      voucherType: 'SVA',
      lines: [{ assetId: s.cupboard, variation: 5.01 }],
    });
    expect(crossing.status).toBe(409);
    expect(crossing.body).toMatchObject({
      code: 'priceCrossesThreshold',
      details: { assetIds: [s.cupboard] },
    });
    const confirmed = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-03-01',
      voucherType: 'SVA',
      lines: [{ assetId: s.cupboard, variation: 5.01 }],
      thresholdConfirmed: true,
    });
    expect(confirmed.body.assets[0]).toMatchObject({ value: 199.99, assetClass: 'inventory' });
    const back = await voucher(t, s.credentials, {
      type: 6,
      date: '2026-03-01',
      voucherType: 'RIV',
      lines: [{ assetId: s.cupboard, variation: 0.01 }],
    });
    expect(back.body).toMatchObject({ code: 'priceCrossesThreshold' });
    const toZero = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-03-01',
      voucherType: 'SVA',
      lines: [{ assetId: s.server, variation: 1000 }],
      thresholdConfirmed: true,
    });
    expect(toZero.status).toBe(200);
    expect(await actualOf(t, s.customerCode, s.server)).toBe(0);
  });

  it('refuses the system type, other kinds of variation, and dates outside the rules', async () => {
    const s = await schoolWithAssets();
    const line = [{ assetId: s.server, variation: 1 }];
    expect(
      (await voucher(t, s.credentials, { type: 5, date: '2026-03-01', voucherType: 'DEP', lines: line }))
        .body,
    ).toMatchObject({ code: 'depreciationVoucher' });
    expect(
      (await voucher(t, s.credentials, { type: 6, date: '2026-03-01', voucherType: 'SVA', lines: line }))
        .body,
    ).toMatchObject({ code: 'unknownCausal' });
    expect(
      (await voucher(t, s.credentials, { type: 5, date: '2026-01-15', voucherType: 'SVA', lines: line }))
        .body,
    ).toMatchObject({ code: 'movementDateBeforeLast', details: { lastMovementDate: '2026-02-01' } });
    expect(
      (await voucher(t, s.credentials, { type: 5, date: '2027-03-01', voucherType: 'SVA', lines: line }))
        .body,
    ).toMatchObject({ code: 'financialYearMissing' });
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2027-01-01' });
    await send(t, s.credentials, 'PUT', '/financialYear/close', {
      endDate: '2026-12-31',
      toDepreciate: false,
    });
    expect(
      (await voucher(t, s.credentials, { type: 5, date: '2026-12-31', voucherType: 'SVA', lines: line }))
        .body,
    ).toMatchObject({ code: 'financialYearClosed' });
  });

  it('edits notes, type and date of any voucher, and the lines only of the latest of its type', async () => {
    const s = await schoolWithAssets();
    const first = (
      await voucher(t, s.credentials, {
        type: 5,
        date: '2026-03-01',
        voucherType: 'SVA',
        lines: [{ assetId: s.server, variation: 100 }],
      })
    ).body;
    const latest = (
      await voucher(t, s.credentials, {
        type: 5,
        date: '2026-03-05',
        voucherType: 'SVA',
        lines: [{ assetId: s.cupboard, variation: 1 }],
      })
    ).body;
    const edit = (id: number, body: object) =>
      voucher(t, s.credentials, {
        id,
        type: 5,
        date: '2026-03-01',
        voucherType: 'SVA',
        lines: [{ assetId: s.server, variation: 100 }],
        ...body,
      });

    const notes = await edit(first.id, { notes: 'Perizia n. 4', voucherType: 'RDI', date: '2026-03-03' });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect(notes.body).toMatchObject({
      notes: 'Perizia n. 4',
      voucherType: 'RDI',
      date: '2026-03-03',
      number: 1,
    });
    expect((await edit(first.id, { date: '2026-03-06', voucherType: 'RDI' })).body).toMatchObject({
      code: 'movementDateAfterNext',
    });
    expect((await edit(first.id, { date: '2025-12-31', voucherType: 'RDI' })).body).toMatchObject({
      code: 'movementYearChanged',
    });
    expect((await edit(first.id, { lines: [{ assetId: s.server, variation: 50 }] })).body).toMatchObject({
      code: 'movementNotLatest',
    });
    expect((await edit(first.id, { type: 6 })).status).toBe(400);

    const relined = await edit(latest.id, {
      date: '2026-03-05',
      lines: [
        { assetId: s.server, variation: 10 },
        { assetId: s.cupboard, variation: 2 },
      ],
    });
    expect(relined.status, JSON.stringify(relined.body)).toBe(200);
    expect(relined.body).toMatchObject({ number: 2, totalValue: 12 });
    expect(relined.body.assets.map((a) => [a.id, a.variation, a.value])).toEqual([
      [s.server, 10, 890],
      [s.cupboard, 2, 203],
    ]);
    expect(await actualOf(t, s.customerCode, s.server)).toBe(89_000);
    expect(await actualOf(t, s.customerCode, s.cupboard)).toBe(20_300);
    const cupboardHistory = await historyOf(t, s.customerCode, s.cupboard);
    expect(cupboardHistory.at(-1)).toEqual({
      action: 'valueVoucherEdit',
      movementId: latest.id,
      changes: { actualPriceCents: { from: 20_400, to: 20_300 } },
    });
    // Dropping a line gives its asset its value back.
    await edit(latest.id, { date: '2026-03-05', lines: [{ assetId: s.cupboard, variation: 2 }] });
    expect(await actualOf(t, s.customerCode, s.server)).toBe(90_000);

    const other = await schoolWithAssets();
    expect(
      (
        await voucher(t, other.credentials, {
          id: first.id,
          type: 5,
          date: '2026-03-01',
          voucherType: 'SVA',
          lines: [{ assetId: other.server, variation: 1 }],
        })
      ).status,
    ).toBe(404);
  });

  it('deletes only the latest voucher of its type, none of its assets in a later movement, giving values and number back', async () => {
    const s = await schoolWithAssets();
    const first = (
      await voucher(t, s.credentials, {
        type: 5,
        date: '2026-03-01',
        voucherType: 'SVA',
        lines: [{ assetId: s.server, variation: 100 }],
      })
    ).body;
    const second = (
      await voucher(t, s.credentials, {
        type: 5,
        date: '2026-03-02',
        voucherType: 'SVA',
        lines: [{ assetId: s.cupboard, variation: 3 }],
      })
    ).body;
    const remove = (id: number, c = s.credentials) => send(t, c, 'DELETE', `/movement/valueVoucher/${id}`);
    expect((await remove(first.id)).body).toMatchObject({ code: 'movementNotLatest' });
    const other = await schoolWithAssets();
    expect((await remove(second.id, other.credentials)).status).toBe(404);

    // An increase after it holds the cupboard: its value rests on the decrease.
    const increase = (
      await voucher(t, s.credentials, {
        type: 6,
        date: '2026-03-03',
        voucherType: 'RIV',
        lines: [{ assetId: s.cupboard, variation: 1 }],
      })
    ).body;
    expect((await remove(second.id)).body).toMatchObject({ code: 'movementHasLaterMovements' });
    expect(
      (await send<MovementWithAssets>(t, s.credentials, 'GET', `/movement/${second.id}/withAssets`)).body
        .editable,
    ).toEqual({
      content: false,
      assets: false,
      deletable: false,
    });
    expect((await remove(increase.id)).status).toBe(204);
    expect((await remove(second.id)).status).toBe(204);
    expect(await actualOf(t, s.customerCode, s.cupboard)).toBe(20_500);
    expect((await historyOf(t, s.customerCode, s.cupboard)).at(-1)).toEqual({
      action: 'valueVoucherDelete',
      movementId: second.id,
      changes: { actualPriceCents: { from: 20_200, to: 20_500 } },
    });
    expect((await auditOf(t, s.customerCode, second.id)).map((a) => a.action)).toEqual([
      'valueVoucher.create',
      'valueVoucher.delete',
    ]);
    const [gone] = await t.db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerCode, s.customerCode), eq(movements.id, second.id)));
    expect(gone).toBeUndefined();
    // The number comes back: the next decrease is number 2 again.
    const next = await voucher(t, s.credentials, {
      type: 5,
      date: '2026-03-04',
      voucherType: 'SVA',
      lines: [{ assetId: s.cupboard, variation: 1 }],
    });
    expect(next.body).toMatchObject({ number: 2 });
    // A charge is not a value voucher.
    const charge = await chargeAssets(t, s.credentials, '2026-03-05', [
      { subcategoryId: s.hardware, historicalPrice: 300 },
    ]);
    expect((await remove(charge.id)).status).toBe(404);
  });

  it('writes once when a request is retried with the same Idempotency-Key', async () => {
    const s = await schoolWithAssets();
    const request = {
      method: 'POST' as const,
      url: '/inventario/api/movement/valueVoucher',
      headers: { 'idempotency-key': 'voucher-retry-1' },
      payload: {
        type: 6,
        date: '2026-03-01',
        voucherType: 'RIV',
        lines: [{ assetId: s.server, variation: 10 }],
      },
    };
    const first = await call(t, request, s.credentials);
    const again = await call(t, request, s.credentials);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await actualOf(t, s.customerCode, s.server)).toBe(101_000);
  });
});
