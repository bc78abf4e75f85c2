import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { discharge, ok } from '../proposals/proposal.fixtures.ts';
import { chargeAssets, voucher } from '../value-vouchers/value-voucher.fixtures.ts';

type Page = { movements: MovementSummary[]; total: number };

/** Issue 14 item 24: a voucher of durable goods is worth their price, in the lists and on the dashboard. */
describe('what a voucher is worth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names the inventory and the durable parts of every voucher, in the list and the last movements', async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    const desks = Array.from({ length: 40 }, (_, i) => ({
      subcategoryId: s.furniture,
      historicalPrice: 64,
      description: `Banco ${i + 1}`,
    }));
    await chargeAssets(t, c, '2026-02-01', desks);
    const mixed = await chargeAssets(t, c, '2026-02-02', [
      { subcategoryId: s.hardware, historicalPrice: 450, description: 'Stampante' },
      { subcategoryId: s.furniture, historicalPrice: 120, description: 'Sedia' },
    ]);
    const [printer, chair] = mixed.assets.map((a) => a.id) as [number, number];
    ok(
      await voucher(t, c, {
        type: 5,
        date: '2026-03-01',
        voucherType: 'SVA',
        lines: [{ assetId: printer, variation: 50 }],
      }),
    );
    ok(await discharge(t, c, { date: '2026-03-02', assetIds: [chair] }));

    const list = ok(await send<Page>(t, c, 'POST', '/movement/search/1/10', { sortBy: 'date' })).body;
    const worth = list.movements.map((m) => [
      m.type,
      m.number,
      m.totalValue,
      m.inventoryValue,
      m.durableValue,
    ]);
    expect(worth).toEqual([
      // The forty desks: the register's inventory total is 0, the voucher is worth 2.560 €.
      [1, 1, 0, 0, 2560],
      [1, 2, 450, 450, 120],
      // A value voucher is worth its variations.
      [5, 1, 50, 50, 0],
      [2, 1, 120, 0, 120],
    ]);

    const dashboard = ok(await send<Dashboard>(t, c, 'GET', '/dashboard')).body;
    expect(
      dashboard.lastMovements.map((m) => [m.type, m.inventoryValue, m.durableValue, m.assetCount]),
    ).toEqual([
      [2, 0, 120, 1],
      [5, 50, 0, 1],
      [1, 450, 120, 2],
    ]);
  });
});
