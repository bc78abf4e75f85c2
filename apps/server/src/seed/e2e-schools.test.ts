import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { SellerMerge } from '@inventario/shared/contracts/merges';
import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, call, send, startTestApp, type TestApp } from '../test/harness.ts';
import { expectEmptySchool, signInSeeded } from './demo.fixtures.ts';
import { seedDemoData } from './demo.ts';
import { e2eSchools, seedE2eSchools } from './e2e-schools.ts';

/** The browser suite's own schools, seeded as on a first start with E2E_SCHOOLS=1 and E2E_EMPTY_SCHOOLS=1. */
describe('browser-test schools', () => {
  let t: TestApp;
  const movements = async (credentials: Credentials, type: number) =>
    (
      await send<{ movements: MovementSummary[] }>(t, credentials, 'POST', '/movement/search/1/100', {
        type,
        sortBy: 'date',
      })
    ).body.movements.map((m) => [m.year, m.number, m.causal, m.assetCount]);

  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoData(t.db)).toBe(true);
    await seedE2eSchools(t.db, { demo: 1, empty: 1 });
  });
  afterAll(() => t.close());

  it('are named after their codes, with a DSGA each, and vendor staff in an empty one', () => {
    expect(
      e2eSchools({ demo: 2, empty: 1 }).map((s) => [
        s.kind,
        s.customer.code,
        s.customer.name,
        s.dsga.username,
        s.support?.username ?? null,
      ]),
    ).toEqual([
      ['demo', 'E2E01', 'Istituto di prova E2E01', 'e2e01.dsga', null],
      ['demo', 'E2E02', 'Istituto di prova E2E02', 'e2e02.dsga', null],
      ['empty', 'E2V01', 'Istituto di prova E2V01', 'e2v01.dsga', 'e2v01.support'],
    ]);
  });

  it("let an empty school's vendor staff make the imports of vendor staff", async () => {
    const support = await signInSeeded(t, 'e2v01.support', 'E2V01');
    const template = await call(t, { method: 'GET', url: '/inventario/api/import/type/4/template' }, support);
    expect(template.statusCode).toBe(200);
    const upload = await call(
      t,
      {
        method: 'POST',
        url: '/inventario/api/import/type/4?fileName=altro.xlsx',
        headers: { 'content-type': 'application/octet-stream' },
        payload: template.rawPayload,
      },
      support,
    );
    expect(upload.statusCode).toBe(202);
  });

  it("give a demo copy the first school's movements, external movements and merge, made as its own DSGA", async () => {
    const demo = await signInSeeded(t, 'demo.dsga', 'DEMO001');
    const copy = await signInSeeded(t, 'e2e01.dsga', 'E2E01');
    for (const type of [1, 2, 3, 5, 6]) {
      expect(await movements(copy, type)).toEqual(await movements(demo, type));
    }
    const count = await send<{ count: number }>(t, copy, 'GET', '/movement/external/count');
    expect(count.body.count).toBe(4);
    const merger = '/area-clienti/api/accorpamenti/accorpante/app/?code=INV&history=false';
    expect((await call(t, { method: 'GET', url: merger }, copy)).json()).toMatchObject({
      active: true,
      merges: [{ sellerCode: 'E2A01', receiverCode: 'E2E01' }],
    });
    const school = await send<{ heading: string; consignee: string }>(t, copy, 'GET', '/school/data');
    expect(school.body).toMatchObject({
      heading: 'Istituto di prova E2E01 – Via dei Gracchi 12, 00192 Roma',
      consignee: 'Laura Prova E2E01',
    });
    const waiting = await send<{ assets: AssetSummary[] }>(t, copy, 'POST', '/asset/search/1/1', {
      status: 1,
    });
    const [asset] = waiting.body.assets;
    const history = await send<{ actor: string }[]>(
      t,
      copy,
      'GET',
      `/movement/history/fromAsset/${asset?.id}`,
    );
    expect(history.body.map((entry) => entry.actor)).toEqual(['e2e01.dsga']);
  });

  it('give each demo copy a merged school of its own, with the Milano school’s goods to hand over', async () => {
    const seller = await signInSeeded(t, 'e2a01.dsga', 'E2A01');
    const merged = '/area-clienti/api/accorpamenti/accorpata/app/?code=INV';
    const detail = (await call(t, { method: 'GET', url: merged }, seller)).json<{
      merges: { id: number }[];
    }>();
    expect(detail.merges).toHaveLength(1);
    const state = await send<SellerMerge>(t, seller, 'GET', `/merge/${detail.merges[0]?.id}/seller`);
    expect(state.body).toMatchObject({ blockers: [], package: null, merge: { receiverCode: 'E2E01' } });
    expect(state.body.sites).toEqual([expect.objectContaining({ code: 'MI01', assets: 22 })]);
  });

  it('leave an empty school without years, movements or external movements', async () => {
    await expectEmptySchool(t, await signInSeeded(t, 'e2v01.dsga', 'E2V01'));
  });
});
