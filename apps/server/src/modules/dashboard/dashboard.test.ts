import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asset,
  insertLaterProposal,
  insertWaitingAsset,
  schoolWithYear,
} from '../charges/charge.fixtures.ts';

describe('dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const year = new Date().getFullYear();

  it('answers empty cards for a school without years or assets', async () => {
    const { credentials } = await signedInSchool(t);
    const { status, body } = await send<Dashboard>(t, credentials, 'GET', '/dashboard');
    expect(status).toBe(200);
    expect(body).toEqual({
      lastMovements: [],
      financialYear: null,
      yearMovements: [],
      inventoryValue: { inventory: { count: 0, value: 0 }, durable: { count: 0, value: 0 } },
      categories: [],
      movableSubcategories: [],
      pending: { waitingAssets: 0, assetsInProposals: 0, openProposals: 0 },
    });
  });

  it('refuses a call without credentials', async () => {
    const response = await call(t, { method: 'GET', url: '/inventario/api/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it("sums the school's movements, inventory, categories and pending assets, and nobody else's", async () => {
    const s = await schoolWithYear(t, year);
    const charge = async (date: string, assets: object[], causal = 'ACQ') => {
      const response = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
        date,
        causal,
        assets,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    const first = await charge(`${year}-01-10`, [
      asset(s.hardware, 899.9, 'Notebook'),
      asset(s.hardware, 12.5, 'Mouse'),
    ]);
    const second = await charge(`${year}-01-11`, [asset(s.furniture, 250, 'Scrivania')]);
    const third = await charge(`${year}-01-12`, [asset(s.books, 300, 'Enciclopedia')], 'DON');
    const fourth = await charge(`${year}-01-12`, [asset(s.furniture, 410, 'Armadio')]);
    await insertWaitingAsset(t, s.customerCode, { subcategoryId: s.hardware, priceCents: 5000 });
    await insertWaitingAsset(t, s.customerCode, { subcategoryId: s.furniture, priceCents: 30000 });
    const inProposal = second.assets[0]?.id ?? 0;
    const proposal = await insertLaterProposal(t, s.customerCode, inProposal, `${year}-01-13`);

    // Another school's movements and assets stay out.
    const other = await schoolWithYear(t, year);
    await send(t, other.credentials, 'POST', '/movement/charge', {
      date: `${year}-01-20`,
      causal: 'ACQ',
      assets: [asset(other.hardware, 5000)],
    });
    await insertWaitingAsset(t, other.customerCode, { subcategoryId: other.hardware, priceCents: 100 });

    const { status, body } = await send<Dashboard>(t, s.credentials, 'GET', '/dashboard');
    expect(status).toBe(200);
    // Newest first: the proposal, then the two charges of the 12th, the later one first.
    expect(body.lastMovements.map((m) => [m.type, m.id])).toEqual([
      [3, proposal],
      [1, fourth.id],
      [1, third.id],
    ]);
    expect(body.lastMovements[1]).toMatchObject({
      year,
      number: 4,
      date: `${year}-01-12`,
      causal: 'ACQ',
      totalValue: 410,
      assetCount: 1,
    });
    expect(body.financialYear).toEqual({ year, status: 1 });
    expect(body.yearMovements).toEqual([
      { type: 1, count: 4, value: first.totalValue + 250 + 300 + 410 },
      { type: 2, count: 0, value: 0 },
      { type: 3, count: 1, value: 0 },
      { type: 5, count: 0, value: 0 },
      { type: 6, count: 0, value: 0 },
    ]);
    expect(first.totalValue).toBe(899.9);
    // The scrivania is in a proposal: still in the inventory until discharged.
    expect(body.inventoryValue).toEqual({
      inventory: { count: 4, value: 1859.9 },
      durable: { count: 1, value: 12.5 },
    });
    const categories = body.categories.map((c) => [
      c.register.kind,
      c.inventory.count,
      c.inventory.value,
      c.durable.count,
      c.durable.value,
    ]);
    expect(categories).toEqual(
      expect.arrayContaining([
        ['movable', 1, 899.9, 1, 12.5],
        ['movable', 2, 660, 0, 0],
        ['books', 1, 300, 0, 0],
      ]),
    );
    expect(categories).toHaveLength(3);
    // Registers in their order: the movable register's categories come first.
    expect(body.categories.slice(0, 2).every((c) => c.register.kind === 'movable')).toBe(true);
    expect(body.movableSubcategories.map((m) => [m.id, m.inventory.count, m.durable.count])).toEqual(
      expect.arrayContaining([
        [s.hardware, 1, 1],
        [s.furniture, 2, 0],
      ]),
    );
    expect(body.movableSubcategories).toHaveLength(2);
    expect(body.pending).toEqual({ waitingAssets: 2, assetsInProposals: 1, openProposals: 1 });
  });

  it("takes today's year when the school has it, else its latest", async () => {
    const s = await schoolWithYear(t, year - 1);
    const { body } = await send<Dashboard>(t, s.credentials, 'GET', '/dashboard');
    expect(body.financialYear).toEqual({ year: year - 1, status: 1 });
    expect(body.yearMovements.map((m) => m.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
