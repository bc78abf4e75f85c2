import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type {
  DepreciationTotal,
  RegisterDepreciation,
  RegisterPicture,
} from '@inventario/shared/contracts/value-vouchers';
import { depreciate, type FirstYearRule } from '@inventario/shared/domain/depreciation/depreciation';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameSchool } from '../../db/same-school.ts';
import {
  assets,
  auditEvents,
  categories,
  movementAssets,
  movements,
  numberCounters,
  registers,
  schoolData,
  subcategories,
  subcategoryRates,
} from '../../db/schema/index.ts';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { historyOf, schoolWithYear } from '../charges/charge.fixtures.ts';
import { actualOf, actualValues, chargeAssets, voucher } from './value-voucher.fixtures.ts';

describe('depreciation and year close', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function setRule(customerCode: string, rule: FirstYearRule) {
    await t.db
      .update(schoolData)
      .set({ firstYearDepreciation: rule })
      .where(eq(schoolData.customerCode, customerCode));
  }

  async function subcategoryOfKind(customerCode: string, kind: string): Promise<number> {
    const [row] = await t.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .innerJoin(
        categories,
        sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)),
      )
      .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
      .where(and(eq(subcategories.customerCode, customerCode), eq(registers.kind, kind)))
      .orderBy(asc(subcategories.id))
      .limit(1);
    if (!row) throw new Error(`no ${kind} subcategory`);
    return row.id;
  }

  async function registerId(customerCode: string, kind: string): Promise<number> {
    const [row] = await t.db
      .select({ id: registers.id })
      .from(registers)
      .where(and(eq(registers.customerCode, customerCode), eq(registers.kind, kind)));
    if (!row) throw new Error(`no ${kind} register`);
    return row.id;
  }

  const close = (
    c: Credentials,
    endDate: string,
    toDepreciate: boolean,
    headers: Record<string, string> = {},
  ) =>
    call(
      t,
      {
        method: 'PUT',
        url: '/inventario/api/financialYear/close',
        payload: { endDate, toDepreciate },
        headers,
      },
      c,
    );
  const reopen = (c: Credentials, year: number) =>
    send<FinancialYear>(t, c, 'PUT', '/financialYear/reopen', { year });
  const total = (c: Credentials, year: number) =>
    send<DepreciationTotal>(t, c, 'GET', `/movement/valueVoucher/depreciation/${year}/total`);
  const registerTotal = (c: Credentials, year: number, id: number) =>
    send<RegisterDepreciation>(
      t,
      c,
      'GET',
      `/movement/valueVoucher/depreciation/${year}/register/${id}/total`,
    );

  function depreciationVouchers(customerCode: string, year: number) {
    return t.db
      .select({
        id: movements.id,
        number: movements.number,
        date: movements.date,
        totalCents: movements.totalCents,
      })
      .from(movements)
      .where(
        and(
          eq(movements.customerCode, customerCode),
          eq(movements.year, year),
          eq(movements.type, 5),
          eq(movements.voucherType, 'DEP'),
        ),
      )
      .orderBy(asc(movements.number));
  }

  /**
   * 2024 and 2025 open, first-year rule 'half', hardware at 25 % until 2024 and 20 % from 2025, the
   * historic register's subcategory given a rate (its goods are still not depreciated); charged on
   * 2024-03-01: a server (1000), a cabinet (333.33), books (400), a durable printer (150), a painting
   * (5000) and a switch (800) brought down to 50 by a decrease; a 2025 increase of the server by 100.
   */
  async function school() {
    const s = await schoolWithYear(t, 2024);
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2025-01-01' });
    await setRule(s.customerCode, 'half');
    await t.db.insert(subcategoryRates).values({
      customerCode: s.customerCode,
      subcategoryId: s.hardware,
      validFromYear: 2025,
      percent: '20.00',
    });
    const historic = await subcategoryOfKind(s.customerCode, 'historic');
    await t.db
      .update(subcategoryRates)
      .set({ percent: '10.00' })
      .where(
        and(eq(subcategoryRates.customerCode, s.customerCode), eq(subcategoryRates.subcategoryId, historic)),
      );
    const charge = await chargeAssets(t, s.credentials, '2024-03-01', [
      { subcategoryId: s.hardware, historicalPrice: 1000, description: 'Server' },
      { subcategoryId: s.furniture, historicalPrice: 333.33, description: 'Armadio' },
      { subcategoryId: s.books, historicalPrice: 400, description: 'Enciclopedia' },
      { subcategoryId: s.hardware, historicalPrice: 150, description: 'Stampante' },
      { subcategoryId: historic, historicalPrice: 5000, description: 'Dipinto' },
      { subcategoryId: s.hardware, historicalPrice: 800, description: 'Switch' },
    ]);
    const [server, cabinet, books, printer, painting, sw] = charge.assets.map((a) => a.id) as number[];
    const down = await voucher(t, s.credentials, {
      type: 5,
      date: '2024-06-01',
      voucherType: 'DAN',
      lines: [{ assetId: sw as number, variation: 750 }],
      thresholdConfirmed: true,
    });
    expect(down.status).toBe(200);
    const up = await voucher(t, s.credentials, {
      type: 6,
      date: '2025-01-10',
      voucherType: 'MST',
      lines: [{ assetId: server as number, variation: 100 }],
    });
    expect(up.status).toBe(200);
    return {
      ...s,
      ids: { server, cabinet, books, printer, painting, sw } as Record<string, number>,
      movable: await registerId(s.customerCode, 'movable'),
      booksRegister: await registerId(s.customerCode, 'books'),
      historicRegister: await registerId(s.customerCode, 'historic'),
    };
  }

  it('previews, closes with depreciation, shows the done figures and pictures, and reopens to the exact values', async () => {
    const s = await school();
    const preview = await total(s.credentials, 2024);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // Server 1000 × 25 % / 2 = 125; cabinet 333.33 × 10 % / 2 = 16.67 (half up); switch 100 capped at its 50;
    // books 400 × 5 % / 2 = 10; the printer (durable) and the painting (historic) are not depreciated.
    expect(preview.body).toEqual({
      year: 2024,
      done: false,
      registers: [
        {
          registerId: s.movable,
          description: expect.any(String),
          assetCount: 3,
          actualValue: 1383.33,
          depreciation: 191.67,
          residualValue: 1191.66,
          voucherId: null,
        },
        {
          registerId: s.booksRegister,
          description: expect.any(String),
          assetCount: 1,
          actualValue: 400,
          depreciation: 10,
          residualValue: 390,
          voucherId: null,
        },
      ],
      total: 201.67,
    });
    const movable = await registerTotal(s.credentials, 2024, s.movable);
    expect(
      movable.body.subcategories.map((x) => [
        x.subcategoryId,
        x.rate,
        x.assetCount,
        x.actualValue,
        x.depreciation,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [s.hardware, 25, 2, 1050, 175],
        [s.furniture, 10, 1, 333.33, 16.67],
      ]),
    );
    expect(movable.body.total).toBe(191.67);
    expect((await registerTotal(s.credentials, 2024, s.historicRegister)).body).toMatchObject({
      subcategories: [],
      total: 0,
    });

    const before = await actualValues(t, s.customerCode);
    const headers = { 'idempotency-key': 'close-2024' };
    const closed = await close(s.credentials, '2024-12-31', true, headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      year: 2024,
      status: { code: 3 },
      toDepreciate: true,
      endDate: '2024-12-31',
    });
    const retried = await close(s.credentials, '2024-12-31', true, headers);
    expect(retried.json()).toEqual(closed.json());

    const vouchers = await depreciationVouchers(s.customerCode, 2024);
    // Number 1 of the year's decreases is the switch's: the depreciation follows it.
    expect(vouchers.map((v) => [v.number, v.date, v.totalCents])).toEqual([
      [2, '2024-12-31', 19_167],
      [3, '2024-12-31', 1_000],
    ]);
    const detail = await send<MovementWithAssets>(
      t,
      s.credentials,
      'GET',
      `/movement/${vouchers[0]?.id}/withAssets`,
    );
    expect(detail.body).toMatchObject({ type: 5, voucherType: 'DEP', totalValue: 191.67 });
    expect(detail.body.editable).toEqual({ content: false, assets: false, deletable: false });
    expect(detail.body.assets.map((a) => [a.id, a.variation, a.value])).toEqual([
      [s.ids.server, 125, 875],
      [s.ids.cabinet, 16.67, 316.66],
      [s.ids.sw, 50, 0],
    ]);
    const sumOfLines = detail.body.assets.reduce((sum, a) => sum + Math.round((a.variation ?? 0) * 100), 0);
    expect(sumOfLines).toBe(vouchers[0]?.totalCents);

    // Today's values: the server keeps its 2025 increase on top of the depreciation.
    expect(await actualOf(t, s.customerCode, s.ids.server as number)).toBe(97_500);
    expect(await actualOf(t, s.customerCode, s.ids.cabinet as number)).toBe(31_666);
    expect(await actualOf(t, s.customerCode, s.ids.sw as number)).toBe(0);
    expect(await actualOf(t, s.customerCode, s.ids.printer as number)).toBe(15_000);
    expect(await actualOf(t, s.customerCode, s.ids.painting as number)).toBe(500_000);
    expect((await historyOf(t, s.customerCode, s.ids.books as number)).at(-1)).toEqual({
      action: 'depreciation',
      movementId: vouchers[1]?.id,
      changes: { actualPriceCents: { from: 40_000, to: 39_000 } },
    });

    const done = await total(s.credentials, 2024);
    // Done: the same figures, each register with its own voucher.
    expect(done.body).toEqual({
      ...preview.body,
      done: true,
      registers: preview.body.registers.map((r, i) => ({ ...r, voucherId: vouchers[i]?.id })),
    });
    expect((await registerTotal(s.credentials, 2024, s.movable)).body).toEqual(movable.body);

    const year2024 = closed.json<FinancialYear>();
    const pictures = await send<RegisterPicture[]>(
      t,
      s.credentials,
      'GET',
      `/financialYear/${year2024.id}/pictures`,
    );
    expect(
      pictures.body.map((p) => [p.registerId, p.assetClass, p.assetCount, p.historicalValue, p.actualValue]),
    ).toEqual(
      expect.arrayContaining([
        // Values at the close date: the server's 2025 increase is left out.
        [s.movable, 'inventory', 3, 2133.33, 1191.66],
        [s.movable, 'durable', 1, 150, 150],
        [s.booksRegister, 'inventory', 1, 400, 390],
        [s.historicRegister, 'inventory', 1, 5000, 5000],
      ]),
    );
    expect(pictures.body).toHaveLength(4);

    // The depreciation's vouchers change only by reopening the year.
    const dep = vouchers[0]?.id as number;
    expect((await send(t, s.credentials, 'DELETE', `/movement/valueVoucher/${dep}`)).body).toMatchObject({
      code: 'depreciationVoucher',
    });
    const edit = await voucher(t, s.credentials, {
      id: dep,
      type: 5,
      date: '2024-12-31',
      voucherType: 'DEP',
      lines: [{ assetId: s.ids.server as number, variation: 1 }],
    });
    expect(edit.body).toMatchObject({ code: 'depreciationVoucher' });

    const audit = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.customerCode, s.customerCode), eq(auditEvents.entity, 'financialYear')));
    expect(audit.map((a) => a.action).filter((a) => a === 'financialYear.close')).toHaveLength(1);

    const reopened = await reopen(s.credentials, 2024);
    expect(reopened.body).toMatchObject({ year: 2024, status: { code: 1 }, toDepreciate: false });
    expect(await actualValues(t, s.customerCode)).toEqual(before);
    expect(await depreciationVouchers(s.customerCode, 2024)).toEqual([]);
    const lines = await t.db
      .select({ id: movementAssets.assetId })
      .from(movementAssets)
      .where(and(eq(movementAssets.customerCode, s.customerCode), eq(movementAssets.movementId, dep)));
    expect(lines).toEqual([]);
    expect((await send(t, s.credentials, 'GET', `/financialYear/${year2024.id}/pictures`)).body).toEqual([]);
    expect((await historyOf(t, s.customerCode, s.ids.books as number)).at(-1)).toMatchObject({
      action: 'depreciationRemoved',
      changes: { actualPriceCents: { from: 39_000, to: 40_000 } },
    });
    expect((await total(s.credentials, 2024)).body).toEqual(preview.body);

    // The numbers came back: closing again numbers the depreciation 2 and 3 again.
    expect((await close(s.credentials, '2024-12-31', true)).statusCode).toBe(200);
    expect((await depreciationVouchers(s.customerCode, 2024)).map((v) => [v.number, v.totalCents])).toEqual([
      [2, 19_167],
      [3, 1_000],
    ]);

    // 2025: the hardware rate of 2025 (20 %), the full rate for goods charged before the year.
    const next = await total(s.credentials, 2025);
    expect(next.body.registers.find((r) => r.registerId === s.movable)).toMatchObject({
      assetCount: 2,
      // Server 975 − 200, cabinet 316.66 − 33.33; the switch is at zero.
      actualValue: 1291.66,
      depreciation: 233.33,
    });
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    expect((await close(s.credentials, '2025-12-31', true)).statusCode).toBe(200);
    expect(await actualOf(t, s.customerCode, s.ids.server as number)).toBe(77_500);
    expect((await depreciationVouchers(s.customerCode, 2025)).map((v) => v.number)).toEqual([1, 2]);
    // Only the latest closed year reopens.
    expect((await reopen(s.credentials, 2024)).body).toMatchObject({ code: 'laterYearClosed' });
  });

  it('closes without depreciation taking the pictures, and refuses while a confirmed proposal is pending', async () => {
    const s = await school();
    const [proposal] = await t.db
      .insert(movements)
      .values({
        customerCode: s.customerCode,
        type: 3,
        year: 2024,
        number: 1,
        date: '2024-07-01',
        status: 2,
        createdBy: 'test',
      })
      .returning({ id: movements.id });
    const refused = await close(s.credentials, '2024-12-31', true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'existingOutConfirmed' });
    expect(await depreciationVouchers(s.customerCode, 2024)).toEqual([]);
    await t.db.delete(movements).where(eq(movements.id, proposal?.id as number));

    const plain = await close(s.credentials, '2024-12-31', false);
    expect(plain.json()).toMatchObject({ status: { code: 2 }, toDepreciate: false });
    expect(await depreciationVouchers(s.customerCode, 2024)).toEqual([]);
    const pictures = await send<RegisterPicture[]>(
      t,
      s.credentials,
      'GET',
      `/financialYear/${plain.json<FinancialYear>().id}/pictures`,
    );
    expect(pictures.body).toContainEqual(
      expect.objectContaining({
        registerId: s.movable,
        assetClass: 'inventory',
        assetCount: 3,
        actualValue: 1383.33,
      }),
    );
    // Closed without depreciation: the figures stay a preview.
    expect((await total(s.credentials, 2024)).body).toMatchObject({ done: false, total: 201.67 });
    expect((await reopen(s.credentials, 2024)).status).toBe(200);
    expect(
      (await send(t, s.credentials, 'GET', `/financialYear/${plain.json<FinancialYear>().id}/pictures`)).body,
    ).toEqual([]);
  });

  it('closes with depreciation and nothing to depreciate: no voucher, no decrease number taken', async () => {
    const s = await schoolWithYear(t, 2025);
    // Only a good of 120 euro, durable, which is never depreciated.
    const charge = await chargeAssets(t, s.credentials, '2025-03-01', [
      { subcategoryId: s.hardware, historicalPrice: 120, description: 'Mouse' },
    ]);
    expect(charge.assets.map((a) => a.assetClass)).toEqual(['durable']);
    const closed = await close(s.credentials, '2025-12-31', true);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: { code: 3 }, toDepreciate: true });
    expect(await depreciationVouchers(s.customerCode, 2025)).toEqual([]);
    const counters = await t.db
      .select({ scope: numberCounters.scope })
      .from(numberCounters)
      .where(
        and(eq(numberCounters.customerCode, s.customerCode), eq(numberCounters.scope, 'voucher:5:2025')),
      );
    expect(counters).toEqual([]);
    expect((await reopen(s.credentials, 2025)).body).toMatchObject({ status: { code: 1 } });
  });

  it("answers 404 for another school's years and registers, and for a missing year", async () => {
    const s = await school();
    const other = await schoolWithYear(t, 2026);
    expect((await total(other.credentials, 2024)).body).toMatchObject({ code: 'yearNotFound' });
    expect((await total(other.credentials, 2026)).body).toMatchObject({
      done: false,
      registers: [],
      total: 0,
    });
    expect((await registerTotal(other.credentials, 2026, s.movable)).status).toBe(404);
    const closed = await close(s.credentials, '2024-12-31', false);
    const id = closed.json<FinancialYear>().id;
    expect((await send(t, other.credentials, 'GET', `/financialYear/${id}/pictures`)).status).toBe(404);
  });

  it('writes in SQL exactly what the domain rule computes, line by line and in total', async () => {
    const s = await schoolWithYear(t, 2026);
    await setRule(s.customerCode, 'half');
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const subs = [s.hardware, s.furniture, s.books];
    for (const [i, id] of subs.entries()) {
      await t.db
        .update(subcategoryRates)
        .set({ percent: ['33.33', '12.50', '7.77'][i] as string })
        .where(
          and(eq(subcategoryRates.customerCode, s.customerCode), eq(subcategoryRates.subcategoryId, id)),
        );
    }
    await chargeAssets(
      t,
      s.credentials,
      '2026-02-01',
      Array.from({ length: 80 }, (_, i) => ({
        subcategoryId: subs[i % 3] as number,
        historicalPrice: Math.round(random() * 300_000 + 100) / 100,
      })),
    );
    const rows = await t.db
      .select({
        id: assets.id,
        assetClass: assets.assetClass,
        registerId: assets.registerId,
        subcategoryId: assets.subcategoryId,
        historicalCents: assets.historicalPriceCents,
        actualCents: assets.actualPriceCents,
      })
      .from(assets)
      .where(eq(assets.customerCode, s.customerCode));
    const rates = new Map([
      [s.hardware, '33.33'],
      [s.furniture, '12.50'],
      [s.books, '7.77'],
    ]);
    const expected = depreciate(
      rows.map((r) => ({
        ...r,
        assetClass: r.assetClass as 'inventory' | 'durable',
        registerKind: 'movable',
        ratePercent: rates.get(r.subcategoryId) ?? 0,
        chargedInYear: true,
      })),
      'half',
      (r) => r.registerId,
    );
    const preview = await total(s.credentials, 2026);
    expect(Math.round(preview.body.total * 100)).toBe(expected.totalCents);
    expect(
      preview.body.registers
        .map((r) => [r.registerId, r.assetCount, Math.round(r.depreciation * 100)])
        .sort(),
    ).toEqual(expected.groups.map((g) => [g.group, g.assetCount, g.depreciationCents]).sort());

    expect((await close(s.credentials, '2026-12-31', true)).statusCode).toBe(200);
    const after = await actualValues(t, s.customerCode);
    for (const line of expected.lines) expect(after.get(line.key.id)).toBe(line.residualCents);
  });
});
