import type { AssetDetail, AssetSummary } from '@inventario/shared/contracts/assets';
import type { Location, Site } from '@inventario/shared/contracts/placement';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  chargeAssets,
  createWaiting,
  type School,
  schoolForAssets,
  setAsset,
  waiting,
} from './asset.fixtures.ts';

type Page = { assets: AssetSummary[]; total: number };

/**
 * What the list's text search and site filter read besides `assets` (migrations 0034 and 0035): the
 * copy of each asset's search text and sort keys, and the site of its location, kept by triggers.
 */
describe('the text search copy and the site on the asset', () => {
  let t: TestApp;
  let s: School;
  let annex: Site;
  let annexRoom: Location;
  beforeAll(async () => {
    t = await startTestApp();
    s = await schoolForAssets(t);
    annex = (await send<Site>(t, s.credentials, 'POST', '/site', { code: 'S2', description: 'Succursale' }))
      .body;
    annexRoom = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: annex.id,
        code: 'AULA9',
        description: 'Aula 9',
      })
    ).body;
  });
  afterAll(() => t.close());

  const search = async (body: object) =>
    (await send<Page>(t, s.credentials, 'POST', '/asset/search/1/10', body)).body;
  const found = async (body: object) => (await search(body)).assets.map((a) => a.description);

  it('finds a waiting asset as it is recorded, edited and deleted', async () => {
    const asset = await createWaiting(t, s, { description: 'Lavagna interattiva' });
    expect(await search({ text: 'lavagna' })).toMatchObject({ total: 1, assets: [{ id: asset.id }] });

    const edited = await send<AssetDetail>(
      t,
      s.credentials,
      'PUT',
      `/asset/${asset.id}`,
      waiting(s, { description: 'Proiettore' }),
    );
    expect(edited.status).toBe(200);
    expect(await search({ text: 'lavagna' })).toMatchObject({ total: 0, assets: [] });
    expect(await found({ text: 'proiettore' })).toEqual(['Proiettore']);

    await setAsset(t, s, asset.id, { serialNumber: 'XK-4242', brand: 'Epson' });
    expect(await found({ text: 'xk-42' })).toEqual(['Proiettore']);
    expect(await found({ text: 'EPSON' })).toEqual(['Proiettore']);

    expect((await send(t, s.credentials, 'DELETE', `/asset/${asset.id}`)).status).toBe(204);
    expect(await search({ text: 'proiettore' })).toMatchObject({ total: 0, assets: [] });
  });

  it("sorts a text's matches by the numbers the assets have now", async () => {
    const charge = await chargeAssets(t, s, [
      { description: 'Microscopio ottico', subcategoryId: s.hardware, historicalPrice: 400 },
      { description: 'Microscopio digitale', subcategoryId: s.hardware, historicalPrice: 500 },
    ]);
    const [first, second] = charge.assets;
    if (!first || !second) throw new Error('no assets');
    expect(await found({ text: 'microscopio' })).toEqual(['Microscopio ottico', 'Microscopio digitale']);

    await setAsset(t, s, first.id, { inventoryNumber: 9001 });
    expect(await found({ text: 'microscopio' })).toEqual(['Microscopio digitale', 'Microscopio ottico']);
    expect(await found({ text: 'microscopio', sortBy: 'description' })).toEqual([
      'Microscopio digitale',
      'Microscopio ottico',
    ]);
  });

  it('answers a term of one or two characters from the school’s own rows', async () => {
    await chargeAssets(t, s, [{ description: 'Cassa QZ', historicalPrice: 90 }]);
    expect(await found({ text: 'qz' })).toEqual(['Cassa QZ']);
    expect(await found({ text: 'Z' })).toContain('Cassa QZ');
  });

  it('keeps the copy out of the application role’s reach, and answers for the session’s school only', async () => {
    const code = s.school.customerCode;
    const refused = await inTenantTransaction(t.db, code, (tx) =>
      queryRows(tx, sql`select * from asset_texts`),
    ).catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/permission denied for table asset_texts/);
    const [rights] = await queryRows<Record<string, boolean>>(
      t.db,
      sql`select has_table_privilege('inventario_app', 'asset_texts', 'select') as "select",
        has_table_privilege('inventario_app', 'asset_texts', 'insert') as "insert",
        has_table_privilege('inventario_app', 'asset_texts', 'update') as "update",
        has_table_privilege('inventario_app', 'asset_texts', 'delete') as "delete"`,
    );
    expect(rights).toEqual({ select: false, insert: false, update: false, delete: false });

    await chargeAssets(t, s, [{ description: 'Telescopio', historicalPrice: 900 }]);
    const other = await schoolForAssets(t);
    const matches = (customerCode: string) =>
      inTenantTransaction(t.db, customerCode, (tx) =>
        queryRows<{ description: string }>(tx, sql`select description from asset_text_matches('telescopio')`),
      );
    expect(await matches(code)).toEqual([{ description: 'Telescopio' }]);
    expect(await matches(other.school.customerCode)).toEqual([]);
    expect(await matches('')).toEqual([]);
  });

  it('refuses changing an asset’s id, by which the copy follows it', async () => {
    // An asset no history or movement names yet (assets_keys_named refuses the others first).
    const template = await createWaiting(t, s, { description: 'Sgabello' });
    const refused = await inTenantTransaction(t.db, s.school.customerCode, async (tx) => {
      const [bare] = await queryRows<{ id: number }>(
        tx,
        sql`insert into assets (customer_code, description, register_id, subcategory_id, asset_class,
            historical_price_cents, actual_price_cents, status)
          select customer_code, 'Leggio', register_id, subcategory_id, asset_class, 100, 100, 1
          from assets where id = ${template.id} returning id`,
      );
      return queryRows(tx, sql`update assets set id = id + 1000000000 where id = ${bare?.id}`);
    }).catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/an asset keeps its id/);
    expect(await found({ text: 'leggio' })).toEqual([]);
  });

  it('keeps the site of an asset’s location on the asset, through moves of either', async () => {
    await chargeAssets(t, s, [{ description: 'Banco da lavoro', historicalPrice: 250 }]);
    const [asset] = (await search({ text: 'banco da lavoro' })).assets;
    if (!asset) throw new Error('no asset');
    expect(await found({ siteId: s.site.id, text: 'banco' })).toEqual(['Banco da lavoro']);
    expect(await found({ siteId: annex.id })).toEqual([]);

    const moved = await send(t, s.credentials, 'POST', '/asset/locationChange', {
      assetIds: [asset.id],
      locationId: annexRoom.id,
    });
    expect(moved.status).toBe(200);
    expect(await found({ siteId: annex.id })).toEqual(['Banco da lavoro']);
    expect(await found({ siteId: s.site.id, text: 'banco' })).toEqual([]);

    const relocated = await send(t, s.credentials, 'POST', '/location', {
      id: annexRoom.id,
      siteId: s.site.id,
      code: annexRoom.code,
      description: annexRoom.description,
    });
    expect(relocated.status).toBe(200);
    expect(await found({ siteId: s.site.id, text: 'banco' })).toEqual(['Banco da lavoro']);
    expect(await search({ siteId: annex.id })).toMatchObject({ total: 0 });
  });
});
