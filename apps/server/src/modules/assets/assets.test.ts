import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import type { Location, Site } from '@inventario/shared/contracts/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

type Page = { assets: AssetSummary[]; total: number };

describe('asset list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function schoolWithAssets() {
    const s = await signedInSchool(t);
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    const subcategories = (await send<Subcategory[]>(t, s.credentials, 'GET', '/subcategory/inventory')).body;
    const hardware = subcategories.find((x) => x.defaultCode === 'movable.03.01');
    const furniture = subcategories.find((x) => x.defaultCode === 'movable.01.01');
    const site = (await send<Site>(t, s.credentials, 'POST', '/site', { code: 'S1', description: 'Sede' }))
      .body;
    const lab = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: site.id,
        code: 'LAB',
        description: 'Laboratorio',
      })
    ).body;
    const office = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: site.id,
        code: 'UFF',
        description: 'Ufficio',
      })
    ).body;
    const charge = (
      await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
        date: '2026-02-02',
        causal: 'ACQ',
        assets: [
          {
            description: 'Notebook Lenovo',
            subcategoryId: hardware?.id,
            historicalPrice: 700,
            locationId: lab.id,
            serialNumber: 'SN-001',
          },
          {
            description: 'Notebook Dell',
            subcategoryId: hardware?.id,
            historicalPrice: 650,
            locationId: lab.id,
            serialNumber: 'SN-002',
          },
          {
            description: 'Scrivania',
            subcategoryId: furniture?.id,
            historicalPrice: 320,
            locationId: office.id,
          },
          { description: 'Sedia', subcategoryId: furniture?.id, historicalPrice: 80, locationId: office.id },
        ],
      })
    ).body;
    return { ...s, site, lab, office, charge, hardware, furniture };
  }

  it('lists the assets by inventory number with register, subcategory, place and prices', async () => {
    const s = await schoolWithAssets();
    const page = await send<Page>(t, s.credentials, 'POST', '/asset/search/1/10', {});
    expect(page.body.total).toBe(4);
    expect(
      page.body.assets.map((a) => [
        a.description,
        a.inventoryNumber,
        a.durableNumber,
        a.location?.code,
        a.historicalPrice,
      ]),
    ).toEqual([
      ['Notebook Lenovo', 1, null, 'LAB', 700],
      ['Notebook Dell', 2, null, 'LAB', 650],
      ['Scrivania', 3, null, 'UFF', 320],
      ['Sedia', null, 1, 'UFF', 80],
    ]);
  });

  it('filters by location, site, subcategory, class, number range and text', async () => {
    const s = await schoolWithAssets();
    const search = async (body: object) =>
      (await send<Page>(t, s.credentials, 'POST', '/asset/search/1/10', body)).body.assets.map(
        (a) => a.description,
      );
    expect(await search({ locationId: s.office.id })).toEqual(['Scrivania', 'Sedia']);
    expect(await search({ siteId: s.site.id, assetClass: 'durable' })).toEqual(['Sedia']);
    expect(await search({ subcategoryId: s.hardware?.id, sortBy: 'historicalPrice' })).toEqual([
      'Notebook Dell',
      'Notebook Lenovo',
    ]);
    expect(await search({ inventoryNumber: { from: 2, to: 3 } })).toEqual(['Notebook Dell', 'Scrivania']);
    expect(await search({ text: 'sn-002' })).toEqual(['Notebook Dell']);
    expect(await search({ status: 1 })).toEqual([]);
    const counted = await send<Page>(t, s.credentials, 'POST', '/asset/search/1/1', { siteId: s.site.id });
    expect(counted.body.total).toBe(4);
  });

  it('refuses to deactivate a location that holds charged assets, and deactivates an empty one', async () => {
    const s = await schoolWithAssets();
    const deactivate = (location: Location) =>
      send(t, s.credentials, 'POST', '/location', {
        id: location.id,
        siteId: s.site.id,
        code: location.code,
        description: location.description,
        active: false,
      });
    const refused = await deactivate(s.lab);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'locationHasAssets' });
    const empty = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: s.site.id,
        code: 'MAG',
        description: 'Magazzino',
      })
    ).body;
    expect((await deactivate(empty)).body).toMatchObject({ active: false });
  });

  it("shows an asset and its history, and hides another school's", async () => {
    const s = await schoolWithAssets();
    const other = await signedInSchool(t);
    const [first] = s.charge.assets;
    expect((await send(t, s.credentials, 'GET', `/asset/${first?.id}`)).body).toMatchObject({
      description: 'Notebook Lenovo',
      status: 2,
    });
    const history = await send<{ action: string; actor: string; movement: { number: number } }[]>(
      t,
      s.credentials,
      'GET',
      `/movement/history/fromAsset/${first?.id}`,
    );
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'charge',
        actor: s.user.username,
        movement: expect.objectContaining({ number: 1, type: 1 }),
      }),
    ]);
    expect((await send(t, other.credentials, 'GET', `/asset/${first?.id}`)).status).toBe(404);
    expect((await send(t, other.credentials, 'GET', `/movement/history/fromAsset/${first?.id}`)).status).toBe(
      404,
    );
  });
});
