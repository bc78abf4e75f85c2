import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Location } from '@inventario/shared/contracts/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  chargeAssets,
  createUniversality,
  createWaiting,
  type School,
  schoolForAssets,
} from './asset.fixtures.ts';

type Page = { assets: AssetSummary[]; total: number };

/** The list's query shapes (asset-search.repo.ts): text matches, semi-joins, sorts, counts. */
describe('asset search', () => {
  let t: TestApp;
  let s: School;
  let gym: Location;
  beforeAll(async () => {
    t = await startTestApp();
    s = await schoolForAssets(t);
    gym = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: s.site.id,
        code: 'ALFA',
        description: 'Palestra',
      })
    ).body;
    await chargeAssets(t, s, [
      {
        description: 'Notebook Lenovo',
        subcategoryId: s.hardware,
        historicalPrice: 700,
        serialNumber: 'SN-001',
      },
      { description: 'Notebook Dell', subcategoryId: s.hardware, historicalPrice: 650, brand: 'Dell' },
      {
        description: 'Armadio 100% acciaio',
        historicalPrice: 320,
        locationId: s.office.id,
        originalInventoryNumber: 'VEC-77',
      },
      { description: 'Spalliera', historicalPrice: 90, locationId: gym.id },
    ]);
    // Another school's notebook is never found.
    const other = await schoolForAssets(t);
    await chargeAssets(t, other, [
      { description: 'Notebook Acer', subcategoryId: other.hardware, historicalPrice: 500 },
    ]);
  });
  afterAll(() => t.close());

  const search = async (body: object, page = '1/10') =>
    (await send<Page>(t, s.credentials, 'POST', `/asset/search/${page}`, body)).body;
  const descriptions = async (body: object, page?: string) =>
    (await search(body, page)).assets.map((a) => a.description);

  it('finds a text in the description, serial number, brand or original number, in any case', async () => {
    expect(await descriptions({ text: 'NOTEBOOK' })).toEqual(['Notebook Lenovo', 'Notebook Dell']);
    expect(await descriptions({ text: 'sn-00' })).toEqual(['Notebook Lenovo']);
    expect(await descriptions({ text: 'dell', sortBy: 'description' })).toEqual(['Notebook Dell']);
    expect(await descriptions({ text: 'vec-7' })).toEqual(['Armadio 100% acciaio']);
    expect(await descriptions({ text: '100%' })).toEqual(['Armadio 100% acciaio']);
    expect(await descriptions({ text: '0%a' })).toEqual([]);
    // Never across two fields.
    expect(await descriptions({ text: 'lenovosn' })).toEqual([]);
  });

  it('combines the text with the other filters, and counts what matches', async () => {
    const page = await search({ text: 'notebook', locationId: s.lab.id, assetClass: 'inventory' }, '1/1');
    expect([page.total, page.assets.map((a) => a.description)]).toEqual([2, ['Notebook Lenovo']]);
    expect(await descriptions({ text: 'notebook', locationId: s.office.id })).toEqual([]);
    expect((await search({ text: 'notebook', siteId: s.site.id }, '2/1')).assets[0]?.description).toBe(
      'Notebook Dell',
    );
  });

  it('sorts the matches of a text by any column', async () => {
    expect(await descriptions({ text: 'notebook', sortBy: 'historicalPrice' })).toEqual([
      'Notebook Dell',
      'Notebook Lenovo',
    ]);
    expect(await descriptions({ text: 'o', sortBy: 'location', sortDesc: true })).toEqual([
      'Armadio 100% acciaio',
      'Notebook Dell',
      'Notebook Lenovo',
    ]);
    expect(await descriptions({ text: 'notebook', sortBy: 'description', sortDesc: true })).toEqual([
      'Notebook Lenovo',
      'Notebook Dell',
    ]);
  });

  it('sorts by location code both ways, and by description', async () => {
    // Ties follow the durable number, then the description.
    expect(await descriptions({ sortBy: 'location' })).toEqual([
      'Spalliera',
      'Notebook Dell',
      'Notebook Lenovo',
      'Armadio 100% acciaio',
    ]);
    expect(await descriptions({ sortBy: 'location', sortDesc: true })).toEqual([
      'Armadio 100% acciaio',
      'Notebook Dell',
      'Notebook Lenovo',
      'Spalliera',
    ]);
    expect(await descriptions({ sortBy: 'description', sortDesc: true })).toEqual([
      'Spalliera',
      'Notebook Lenovo',
      'Notebook Dell',
      'Armadio 100% acciaio',
    ]);
  });

  it('pages without overlaps and still counts a page past the end', async () => {
    const pages = [await descriptions({}, '1/3'), await descriptions({}, '2/3')];
    expect(pages.flat()).toHaveLength(4);
    expect(new Set(pages.flat()).size).toBe(4);
    expect(await search({}, '3/3')).toEqual({ assets: [], total: 4 });
    expect(await search({ text: 'notebook' }, '5/1')).toEqual({ assets: [], total: 2 });
    expect(await search({ text: 'nothing like it' })).toEqual({ assets: [], total: 0 });
  });

  it('filters the components of one universality', async () => {
    const universality = await createUniversality(t, s, 'Attrezzi da palestra');
    const component = await createWaiting(t, s, {
      description: 'Materassino',
      historicalPrice: 40,
      universalityId: universality.id,
      locationId: gym.id,
    });
    await createWaiting(t, s, { description: 'Cono', historicalPrice: 5 });
    const page = await search({ universalityId: universality.id });
    expect([page.total, page.assets.map((a) => [a.id, a.universalityId, a.status])]).toEqual([
      1,
      [[component.id, universality.id, 1]],
    ]);
  });
});
