import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import type { ExternalMovement } from '@inventario/shared/contracts/external-movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../test/harness.ts';
import { signInSeeded } from './demo.fixtures.ts';
import { seedDemoData } from './demo.ts';

/** The demo schools' external movements and dashboards, seeded as on a first start. */
describe('demo external movements and dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('gives the first school two warehouse movements (completed, to be completed) and two invoices', async () => {
    const credentials = await signInSeeded(t, 'demo.dsga', 'DEMO001');
    const page = await send<{ externalMovements: ExternalMovement[]; total: number }>(
      t,
      credentials,
      'POST',
      '/movement/external/search/1/20',
      { sortBy: 'documentDate' },
    );
    expect(page.body.externalMovements.map((m) => [m.source, m.status, m.creditor !== null])).toEqual([
      ['warehouse', 2, true],
      ['warehouse', 1, true],
      ['accounting', null, true],
      ['accounting', null, false],
    ]);
    expect(page.body.externalMovements.every((m) => m.assetCount > 0 && m.totalValue > 0)).toBe(true);
    const count = await send<{ count: number }>(t, credentials, 'GET', '/movement/external/count');
    expect(count.body.count).toBe(4);

    const dashboard = (await send<Dashboard>(t, credentials, 'GET', '/dashboard')).body;
    expect(dashboard.lastMovements).toHaveLength(3);
    expect(dashboard.financialYear?.year).toBe(new Date().getFullYear());
    expect(dashboard.yearMovements.find((m) => m.type === 1)?.count).toBeGreaterThan(0);
    expect(dashboard.inventoryValue.inventory.count).toBeGreaterThan(0);
    expect(dashboard.movableSubcategories.length).toBeGreaterThan(0);
    expect(dashboard.pending.waitingAssets).toBeGreaterThan(0);
  });

  it('gives the second school no external movements and only the goods it hands over', async () => {
    const credentials = await signInSeeded(t, 'demo.dsga2', 'DEMO002');
    const count = await send<{ count: number }>(t, credentials, 'GET', '/movement/external/count');
    expect(count.body.count).toBe(0);
    const dashboard = (await send<Dashboard>(t, credentials, 'GET', '/dashboard')).body;
    expect(dashboard.yearMovements.find((m) => m.type === 1)?.count).toBe(2);
    expect(dashboard.pending.waitingAssets).toBe(0);
  });
});
