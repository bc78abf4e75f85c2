import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementSummary } from '@inventario/shared/contracts/movements';
import type { Recognition } from '@inventario/shared/contracts/recognition';
import type { Universality } from '@inventario/shared/contracts/universalities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signIn, startTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoData } from './demo.ts';
import { currentYearCharges, previousYearCharges, waitingGoods } from './demo-assets-data.ts';

const chargedCount = [...previousYearCharges, ...currentYearCharges]
  .flatMap((c) => c.lines)
  .reduce((sum, [, quantity]) => sum + quantity, 0);
const consecutive = (numbers: number[]) => [...numbers].sort((a, b) => a - b).every((n, i) => n === i + 1);

/** The demo school's inventory, seeded as on a first start and read through the API. */
describe('demo data', () => {
  let t: TestApp;
  let credentials: Credentials;
  const year = new Date().getFullYear();
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoData(t.db)).toBe(true);
    credentials = await signIn(t, {
      username: 'demo.dsga',
      password: 'demo',
      customerCode: 'DEMO001',
      roles: ['inv.default'],
      licenses: ['INV'],
    });
  });
  afterAll(() => t.close());

  const assets = async (body: object) => {
    const page = await send<{ assets: AssetSummary[]; total: number }>(
      t,
      credentials,
      'POST',
      '/asset/search/1/500',
      body,
    );
    return page.body;
  };

  it('has the previous year closed without depreciation and the current one open', async () => {
    const years = await send<{ financialYearList: FinancialYear[] }>(
      t,
      credentials,
      'POST',
      '/financialYear/search/1/10',
      {},
    );
    const list = years.body.financialYearList;
    expect(list.map((y) => [y.year, y.status.code, y.toDepreciate]).sort()).toEqual([
      [year - 1, 2, false],
      [year, 1, false],
    ]);
  });

  it('numbers the charges of each year from 1, oldest first', async () => {
    const page = await send<{ movements: MovementSummary[]; total: number }>(
      t,
      credentials,
      'POST',
      '/movement/search/1/100',
      { type: 1, sortBy: 'date' },
    );
    expect(page.body.total).toBe(previousYearCharges.length + currentYearCharges.length);
    const numbersOf = (y: number) => page.body.movements.filter((m) => m.year === y).map((m) => m.number);
    expect(numbersOf(year - 1)).toEqual(previousYearCharges.map((_, i) => i + 1));
    expect(numbersOf(year)).toEqual(currentYearCharges.map((_, i) => i + 1));
    expect(page.body.movements.every((m) => m.assetCount > 0 && m.creditor !== null)).toBe(true);
  });

  it('has a decrease and an increase value voucher of the current year', async () => {
    for (const type of [5, 6]) {
      const page = await send<{ movements: MovementSummary[]; total: number }>(
        t,
        credentials,
        'POST',
        '/movement/search/1/10',
        { type },
      );
      expect(page.body.movements.map((m) => [m.year, m.number, m.assetCount])).toEqual([[year, 1, 1]]);
    }
  });

  it('gives gapless inventory and durable numbers per register', async () => {
    // Charged, in a proposal or discharged: every asset a charge numbered.
    const pages = await Promise.all([2, 3, 4].map((status) => assets({ status })));
    const charged = {
      total: pages.reduce((sum, p) => sum + p.total, 0),
      assets: pages.flatMap((p) => p.assets),
    };
    expect(charged.total).toBe(chargedCount);
    const registers = new Set(charged.assets.map((a) => a.register.id));
    expect(registers.size).toBeGreaterThan(1);
    for (const register of registers) {
      const own = charged.assets.filter((a) => a.register.id === register);
      expect(consecutive(own.flatMap((a) => (a.inventoryNumber === null ? [] : [a.inventoryNumber])))).toBe(
        true,
      );
      expect(consecutive(own.flatMap((a) => (a.durableNumber === null ? [] : [a.durableNumber])))).toBe(true);
    }
    expect(charged.assets.some((a) => a.assetClass === 'inventory')).toBe(true);
    expect(charged.assets.some((a) => a.assetClass === 'durable')).toBe(true);
    expect(new Set(charged.assets.map((a) => a.location?.siteCode)).size).toBe(2);
  });

  it('has a proposal confirmed and discharged, related both ways, and one to be confirmed', async () => {
    const list = async (type: number) =>
      (
        await send<{ movements: MovementSummary[] }>(t, credentials, 'POST', '/movement/search/1/10', {
          type,
          sortBy: 'number',
          sortDesc: false,
        })
      ).body.movements;
    const proposals = await list(3);
    expect(proposals.map((m) => [m.year, m.number, m.status, m.causal, m.assetCount])).toEqual([
      [year, 1, 2, 'FUO', 4],
      [year, 2, 1, 'FUR', 1],
    ]);
    const discharges = await list(2);
    expect(discharges.map((m) => [m.year, m.number, m.causal, m.assetCount])).toEqual([[year, 1, 'FUO', 4]]);
    const [discharged] = proposals;
    const [discharge] = discharges;
    const related = await send<{ id: number }[]>(
      t,
      credentials,
      'GET',
      `/movement/discharge/${discharge?.id}/relatedMovements`,
    );
    expect(related.body.map((r) => r.id)).toEqual([discharged?.id]);
    const back = await send<{ id: number }[]>(
      t,
      credentials,
      'GET',
      `/movement/out/${discharged?.id}/relatedMovements`,
    );
    expect(back.body.map((r) => r.id)).toEqual([discharge?.id]);
    expect((await send(t, credentials, 'GET', '/movement/out/confirmedForDischarge')).body).toEqual([]);
    expect((await assets({ status: 3 })).total).toBe(1);
    expect((await assets({ status: 4 })).total).toBe(4);
  });

  it('has waiting assets and an incomplete universality of three components', async () => {
    const waiting = await assets({ status: 1 });
    expect(waiting.total).toBe(waitingGoods.length + 3);
    expect(waiting.assets.every((a) => a.inventoryNumber === null && a.durableNumber === null)).toBe(true);
    const universalities = await send<{ universalities: Universality[]; total: number }>(
      t,
      credentials,
      'POST',
      '/universality/search/1/10',
      {},
    );
    expect(universalities.body.universalities.map((u) => [u.status, u.assetCount])).toEqual([[0, 3]]);
  });

  it('has an ongoing recognition with goods detected where they belong and one found elsewhere', async () => {
    const page = await send<{ recognitions: Recognition[]; total: number }>(
      t,
      credentials,
      'POST',
      '/recognition/search/1/10',
      {},
    );
    expect(page.body.total).toBe(1);
    const [recognition] = page.body.recognitions;
    expect(recognition?.status).toBe('ongoing');
    expect(recognition?.counts.detected).toBeGreaterThanOrEqual(2);
    expect(recognition?.counts.foundElsewhere).toBeGreaterThanOrEqual(1);
    expect(recognition?.counts.undetected).toBeGreaterThan(0);
  });
});
