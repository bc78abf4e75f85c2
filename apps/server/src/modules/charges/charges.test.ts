import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Site } from '@inventario/shared/contracts/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, schoolWithYear as schoolWithFixtures } from './charge.fixtures.ts';

describe('charges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const schoolWithYear = (year = 2026) => schoolWithFixtures(t, year);

  const charge = (c: Credentials, body: object, headers: Record<string, string> = {}) =>
    call(t, { method: 'POST', url: '/inventario/api/movement/charge', payload: body, headers }, c);

  it('charges inventory and durable assets with their numbers, voucher number and total', async () => {
    const s = await schoolWithYear();
    const response = await charge(s.credentials, {
      date: '2026-03-10',
      causal: 'ACQ',
      documentNumber: 'FT 12/2026',
      assets: [
        asset(s.hardware, 899.9, 'Notebook'),
        asset(s.furniture, 200, 'Scrivania'),
        asset(s.furniture, 199.99, 'Sedia'),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const voucher = response.json<MovementWithAssets>();
    expect(voucher).toMatchObject({
      type: 1,
      year: 2026,
      number: 1,
      date: '2026-03-10',
      causal: 'ACQ',
      totalValue: 1099.9,
    });
    expect(
      voucher.assets.map((a) => [
        a.description,
        a.assetClass,
        a.inventoryNumber,
        a.durableNumber,
        a.historicalPrice,
      ]),
    ).toEqual([
      ['Notebook', 'inventory', 1, null, 899.9],
      ['Scrivania', 'inventory', 2, null, 200],
      ['Sedia', 'durable', null, 1, 199.99],
    ]);
    const again = await send<MovementWithAssets>(
      t,
      s.credentials,
      'GET',
      `/movement/${voucher.id}/withAssets`,
    );
    expect(again.body).toEqual(voucher);
  });

  it('numbers each register on its own and continues durable numbers from the settings', async () => {
    const s = await schoolWithYear();
    const data = (await send<Record<string, unknown>>(t, s.credentials, 'GET', '/school/data')).body;
    await send(t, s.credentials, 'POST', '/school/data', {
      ...data,
      lastDurableProgressive: { movable: 120, books: 0, historic: 0, vehicles: 0 },
    });
    await charge(s.credentials, {
      date: '2026-01-10',
      causal: 'ACQ',
      assets: [asset(s.hardware, 500), asset(s.books, 250)],
    });
    const second = (
      await charge(s.credentials, {
        date: '2026-01-11',
        causal: 'DON',
        assets: [asset(s.books, 300), asset(s.furniture, 20), asset(s.books, 12)],
      })
    ).json<MovementWithAssets>();
    expect(second.number).toBe(2);
    expect(
      second.assets.map((a) => [
        a.register.id === second.assets[0]?.register.id,
        a.inventoryNumber,
        a.durableNumber,
      ]),
    ).toEqual([
      [true, 2, null],
      [false, null, 121],
      [true, null, 1],
    ]);
  });

  it('refuses a date before the last movement, a missing or closed year, an unknown causal', async () => {
    const s = await schoolWithYear();
    await charge(s.credentials, { date: '2026-05-01', causal: 'ACQ', assets: [asset(s.hardware, 300)] });
    const before = await charge(s.credentials, {
      date: '2026-04-30',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    expect(before.json()).toMatchObject({
      code: 'movementDateBeforeLast',
      details: { lastMovementDate: '2026-05-01' },
    });
    expect(
      (
        await charge(s.credentials, { date: '2027-01-02', causal: 'ACQ', assets: [asset(s.hardware, 300)] })
      ).json(),
    ).toMatchObject({
      code: 'financialYearMissing',
    });
    expect(
      (
        await charge(s.credentials, { date: '2026-05-02', causal: 'XYZ', assets: [asset(s.hardware, 300)] })
      ).json(),
    ).toMatchObject({
      code: 'unknownCausal',
    });
    await send(t, s.credentials, 'PUT', '/financialYear/close', {
      endDate: '2026-12-31',
      toDepreciate: false,
    });
    expect(
      (
        await charge(s.credentials, { date: '2026-12-31', causal: 'ACQ', assets: [asset(s.hardware, 300)] })
      ).json(),
    ).toMatchObject({
      code: 'financialYearClosed',
    });
  });

  it('accepts 600 assets and refuses 601 or none', async () => {
    const s = await schoolWithYear();
    const many = (n: number) => Array.from({ length: n }, (_, i) => asset(s.furniture, 10, `Sedia ${i + 1}`));
    expect(
      (await charge(s.credentials, { date: '2026-02-01', causal: 'ACQ', assets: many(601) })).json(),
    ).toMatchObject({ code: 'tooManyAssets' });
    expect(
      (await charge(s.credentials, { date: '2026-02-01', causal: 'ACQ', assets: [] })).json(),
    ).toMatchObject({ code: 'noAssets' });
    const ok = await charge(s.credentials, { date: '2026-02-01', causal: 'ACQ', assets: many(600) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<MovementWithAssets>().assets.at(-1)?.durableNumber).toBe(600);
  });

  it('refuses durable assets in a register without a durable register, and bad amounts', async () => {
    const s = await schoolWithYear();
    expect(
      (
        await charge(s.credentials, { date: '2026-02-01', causal: 'ACQ', assets: [asset(s.land, 150)] })
      ).json(),
    ).toMatchObject({
      code: 'durableRegisterMissing',
    });
    // Past the second decimal an amount is cut (spec 02 §5), not refused: 10,00 €, a durable asset.
    expect(
      (
        await charge(s.credentials, { date: '2026-02-01', causal: 'ACQ', assets: [asset(s.land, 10.001)] })
      ).json(),
    ).toMatchObject({ code: 'durableRegisterMissing' });
    expect(
      (await charge(s.credentials, { date: '2026-02-01', causal: 'ACQ', assets: [asset(s.land, -1)] }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses another school's subcategory, location and creditor with 404", async () => {
    const s = await schoolWithYear();
    const other = await schoolWithYear();
    const theirSite = (
      await send<Site>(t, other.credentials, 'POST', '/site', { code: 'X', description: 'X' })
    ).body;
    const theirLocation = (
      await send<{ id: number }>(t, other.credentials, 'POST', '/location', {
        siteId: theirSite.id,
        code: 'L',
        description: 'L',
      })
    ).body;
    const theirCreditor = (
      await send<{ id: number }>(t, other.credentials, 'POST', '/creditor', {
        vendorType: 'G',
        businessName: 'Altra srl',
        vatNumber: '00743110157',
      })
    ).body;
    const base = { date: '2026-02-01', causal: 'ACQ' };
    expect((await charge(s.credentials, { ...base, assets: [asset(other.hardware, 300)] })).statusCode).toBe(
      404,
    );
    expect(
      (
        await charge(s.credentials, {
          ...base,
          assets: [{ ...asset(s.hardware, 300), locationId: theirLocation.id }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await charge(s.credentials, {
          ...base,
          creditorId: theirCreditor.id,
          assets: [asset(s.hardware, 300)],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gives 20 concurrent charges of 10 assets the inventory numbers 1..200, no gap, no duplicate', async () => {
    const s = await schoolWithYear();
    const requests = Array.from({ length: 20 }, (_, n) =>
      charge(s.credentials, {
        date: '2026-06-01',
        causal: 'ACQ',
        assets: Array.from({ length: 10 }, (_, i) => asset(s.hardware, 300, `PC ${n}-${i}`)),
      }),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const vouchers = responses.map((r) => r.json<MovementWithAssets>());
    const numbers = vouchers
      .flatMap((v) => v.assets.map((a) => a.inventoryNumber))
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(vouchers.map((v) => v.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const voucher of vouchers) {
      const own = voucher.assets.map((a) => a.inventoryNumber ?? 0);
      expect(Math.max(...own) - Math.min(...own)).toBe(9);
    }
  });

  it('charges once when a request is retried with the same Idempotency-Key', async () => {
    const s = await schoolWithYear();
    const body = {
      date: '2026-07-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300), asset(s.hardware, 400)],
    };
    const headers = { 'idempotency-key': 'charge-retry-1' };
    const [first, second] = await Promise.all([
      charge(s.credentials, body, headers),
      charge(s.credentials, body, headers),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(second?.json()).toEqual(first?.json());
    const next = (await charge(s.credentials, body)).json<MovementWithAssets>();
    expect(next.number).toBe(2);
    expect(next.assets.map((a) => a.inventoryNumber)).toEqual([3, 4]);
  });
});
