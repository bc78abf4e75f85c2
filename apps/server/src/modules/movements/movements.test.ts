import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { MovementSummary, MovementWithAssets } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

describe('movement list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function schoolWithCharges() {
    const s = await signedInSchool(t);
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    const [subcategory] = (await send<Subcategory[]>(t, s.credentials, 'GET', '/subcategory/inventory')).body;
    const creditor = (
      await send<{ id: number }>(t, s.credentials, 'POST', '/creditor', {
        vendorType: 'G',
        businessName: 'Arredi srl',
        vatNumber: '00743110157',
      })
    ).body;
    const days = ['2026-01-15', '2026-02-10', '2026-03-05', '2026-04-20'];
    for (const [i, date] of days.entries()) {
      await send(t, s.credentials, 'POST', '/movement/charge', {
        date,
        causal: 'ACQ',
        creditorId: i % 2 === 0 ? creditor.id : null,
        documentNumber: `FT ${i + 1}/2026`,
        assets: Array.from({ length: i + 1 }, () => ({
          description: 'Armadio',
          subcategoryId: subcategory?.id,
          historicalPrice: 250,
        })),
      });
    }
    return { ...s, creditorId: creditor.id };
  }

  type Page = { movements: MovementSummary[]; total: number };

  it('lists the newest first with totals and asset counts, and pages', async () => {
    const s = await schoolWithCharges();
    const page = await send<Page>(t, s.credentials, 'POST', '/movement/search/1/3', { type: 1 });
    expect(page.body.total).toBe(4);
    expect(page.body.movements.map((m) => [m.number, m.date, m.assetCount, m.totalValue])).toEqual([
      [4, '2026-04-20', 4, 1000],
      [3, '2026-03-05', 3, 750],
      [2, '2026-02-10', 2, 500],
    ]);
    const second = await send<Page>(t, s.credentials, 'POST', '/movement/search/2/3', { type: 1 });
    expect(second.body.movements.map((m) => m.number)).toEqual([1]);
  });

  it('filters by date range, supplier, number and text, and sorts by total', async () => {
    const s = await schoolWithCharges();
    const range = await send<Page>(t, s.credentials, 'POST', '/movement/search/1/10', {
      fromDate: '2026-02-01',
      toDate: '2026-03-31',
    });
    expect(range.body.movements.map((m) => m.number)).toEqual([3, 2]);
    const bySupplier = await send<Page>(t, s.credentials, 'POST', '/movement/search/1/10', {
      creditorId: s.creditorId,
      sortBy: 'totalValue',
    });
    expect(bySupplier.body.movements.map((m) => [m.number, m.creditor?.description])).toEqual([
      [1, 'Arredi srl'],
      [3, 'Arredi srl'],
    ]);
    const byNumber = await send<Page>(t, s.credentials, 'POST', '/movement/search/1/10', {
      number: 2,
      year: 2026,
    });
    expect(byNumber.body.movements.map((m) => m.documentNumber)).toEqual(['FT 2/2026']);
    const byText = await send<Page>(t, s.credentials, 'POST', '/movement/search/1/10', { text: 'ft 4/' });
    expect(byText.body.movements.map((m) => m.number)).toEqual([4]);
    expect((await send(t, s.credentials, 'POST', '/movement/search/1/10', { sortBy: 'secret' })).status).toBe(
      400,
    );
  });

  it("answers one movement and its total, and 404 for another school's", async () => {
    const s = await schoolWithCharges();
    const other = await signedInSchool(t);
    const [latest] = (await send<Page>(t, s.credentials, 'POST', '/movement/search/1/1', {})).body.movements;
    expect((await send(t, s.credentials, 'GET', `/movement/${latest?.id}`)).body).toMatchObject({
      number: 4,
      assetCount: 4,
    });
    expect((await send(t, s.credentials, 'GET', `/movement/${latest?.id}/totalValue`)).body).toEqual({
      totalValue: 1000,
    });
    expect((await send(t, other.credentials, 'GET', `/movement/${latest?.id}`)).status).toBe(404);
    expect((await send(t, other.credentials, 'GET', `/movement/${latest?.id}/withAssets`)).status).toBe(404);
    expect((await send<Page>(t, other.credentials, 'POST', '/movement/search/1/10', {})).body.total).toBe(0);
  });

  async function twoCharges() {
    const s = await schoolWithCharges();
    const [fourth, third] = (await send<Page>(t, s.credentials, 'POST', '/movement/search/1/2', {})).body
      .movements;
    return { ...s, fourth: fourth?.id ?? 0, third: third?.id ?? 0 };
  }

  it('answers several movements with their assets in the order asked, 404 when one is missing', async () => {
    const s = await twoCharges();
    const other = await signedInSchool(t);
    const both = await send<MovementWithAssets[]>(t, s.credentials, 'POST', '/movement/list/withAssets', {
      ids: [s.third, s.fourth, s.third],
    });
    expect(both.body.map((m) => [m.number, m.assets.length, m.editable.deletable])).toEqual([
      [3, 3, false],
      [4, 4, true],
      [3, 3, false],
    ]);
    expect(
      (await send(t, s.credentials, 'POST', '/movement/list/withAssets', { ids: [s.third, 99_999_999] }))
        .status,
    ).toBe(404);
    expect(
      (await send(t, other.credentials, 'POST', '/movement/list/withAssets', { ids: [s.third] })).status,
    ).toBe(404);
    expect((await send(t, s.credentials, 'POST', '/movement/list/withAssets', { ids: [] })).status).toBe(400);
  });

  it("pages and sorts a movement's asset lines", async () => {
    const s = await twoCharges();
    const other = await signedInSchool(t);
    type Lines = { assets: MovementWithAssets['assets']; total: number };
    const first = await send<Lines>(t, s.credentials, 'POST', '/movement/assetList/1/3', {
      movementId: s.fourth,
    });
    expect(first.body.total).toBe(4);
    expect(first.body.assets.map((a) => a.inventoryNumber)).toEqual([7, 8, 9]);
    const second = await send<Lines>(t, s.credentials, 'POST', '/movement/assetList/2/3', {
      movementId: s.fourth,
    });
    expect(second.body.assets.map((a) => a.inventoryNumber)).toEqual([10]);
    const sorted = await send<Lines>(t, s.credentials, 'POST', '/movement/assetList/1/2', {
      movementId: s.fourth,
      sortBy: 'inventoryNumber',
      sortDesc: true,
    });
    expect(sorted.body.assets.map((a) => a.inventoryNumber)).toEqual([10, 9]);
    expect(sorted.body.assets[0]).toMatchObject({ description: 'Armadio', value: 250, origin: 'charge' });
    expect(
      (
        await send(t, s.credentials, 'POST', '/movement/assetList/1/3', {
          movementId: s.fourth,
          sortBy: 'secret',
        })
      ).status,
    ).toBe(400);
    expect(
      (await send(t, other.credentials, 'POST', '/movement/assetList/1/3', { movementId: s.fourth })).status,
    ).toBe(404);
  });

  it('says whether deleting a movement deletes assets entered in it', async () => {
    const s = await twoCharges();
    const other = await signedInSchool(t);
    const path = `/movement/${s.fourth}/atLeastOneAssetCreatedDirectlyIsPresent`;
    expect((await send<boolean>(t, s.credentials, 'GET', path)).body).toBe(true);
    expect((await send(t, other.credentials, 'GET', path)).status).toBe(404);
  });
});
