import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { ReceiverMerge, SellerMerge } from '@inventario/shared/contracts/merges';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merges } from '../db/schema/index.ts';
import { send, startTestApp, type TestApp } from '../test/harness.ts';
import { signInSeeded } from './demo.fixtures.ts';
import { demoMergeDate, seedDemoData } from './demo.ts';

/** The demo pair: the Milano school hands its site over and the Roma school charges it. */
describe('demo merge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoData(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('lets the Milano school hand its goods over and the Roma school charge them', async () => {
    const year = Number(demoMergeDate().slice(0, 4));
    const seller = await signInSeeded(t, 'demo.dsga2', 'DEMO002');
    const [merge] = await t.db.select({ id: merges.id }).from(merges).where(eq(merges.sellerCode, 'DEMO002'));
    const mergeId = merge?.id ?? 0;
    const state = await send<SellerMerge>(t, seller, 'GET', `/merge/${mergeId}/seller`);
    expect(state.body).toMatchObject({ blockers: [], dischargeDate: `${year}-08-31`, package: null });
    expect(state.body.sites).toEqual([expect.objectContaining({ code: 'MI01', assets: 22 })]);
    const handed = await send<SellerMerge>(t, seller, 'POST', `/movement/discharge/merge/${mergeId}`, {
      siteIds: state.body.sites.map((s) => s.id),
    });
    expect(handed.body.package).toMatchObject({ goods: 22, receiverCode: 'DEMO001' });

    const receiver = await signInSeeded(t, 'demo.dsga', 'DEMO001');
    const charged = await send<ReceiverMerge>(t, receiver, 'POST', `/movement/charge/merge/${mergeId}`);
    expect(charged.status).toBe(200);
    expect(charged.body.package?.charge?.date).toBe(charged.body.chargeDate);
    const found = await send<{ assets: AssetSummary[] }>(t, receiver, 'POST', '/asset/search/1/50', {
      text: 'oscilloscopio',
    });
    expect(found.body.assets.map((a) => a.originalInventoryNumber)).toEqual(['BM 1', 'BM 2']);
  });
});
