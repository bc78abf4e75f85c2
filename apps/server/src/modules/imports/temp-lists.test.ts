import type { TempList } from '@inventario/shared/contracts/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';
import { validatedImport } from './imports.fixtures.ts';

/**
 * The template's example school (`templates/whole-inventory-examples.ts`): site `01` with locations
 * `001` and `002`, creditors F001 (VAT 02897650285), F002 and F003, sub-consignee Bianchi Laura.
 */
describe('imports: the temp lists of a valid file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  const readyImport = (credentials: Credentials) => validatedImport(t, credentials);

  /** A school that has site 01 with location 001, a second site, and the creditor of F001's VAT number. */
  async function schoolWithLists() {
    const signedIn = await signedInSchool(t);
    const { credentials } = signedIn;
    const site = (
      await send<{ id: number }>(t, credentials, 'POST', '/site', { code: '01', description: 'Sede' })
    ).body;
    const other = (
      await send<{ id: number }>(t, credentials, 'POST', '/site', { code: '07', description: 'Succursale' })
    ).body;
    const lab = (
      await send<{ id: number }>(t, credentials, 'POST', '/location', {
        siteId: site.id,
        code: '001',
        description: 'Lab',
      })
    ).body;
    const gym = (
      await send<{ id: number }>(t, credentials, 'POST', '/location', {
        siteId: other.id,
        code: 'PAL',
        description: 'Palestra',
      })
    ).body;
    const creditor = (
      await send<{ id: number }>(t, credentials, 'POST', '/creditor', {
        vendorType: 'G',
        businessName: 'Altro nome srl',
        vatNumber: '02897650285',
      })
    ).body;
    return {
      ...signedIn,
      ids: { site: site.id, other: other.id, lab: lab.id, gym: gym.id, creditor: creditor.id },
    };
  }

  it("matches the file's entries onto the school's and proposes to create the others", async () => {
    const { credentials, ids } = await schoolWithLists();
    await readyImport(credentials);
    const sites = (await send<TempList>(t, credentials, 'GET', '/site/temp/list')).body;
    expect(sites.entries.map((e) => [e.sourceKey, e.action, e.targetId, e.targetLabel, e.matchedBy])).toEqual(
      [['01', 'map', ids.site, '01 Sede', 'code']],
    );
    expect(sites.entries[0]?.source).toMatchObject({
      code: '01',
      description: 'Sede centrale "Galileo Galilei"',
    });
    const locations = (await send<TempList>(t, credentials, 'GET', '/location/temp/list')).body;
    expect(locations.entries.map((e) => [e.sourceKey, e.action, e.targetId])).toEqual([
      ['01|001', 'map', ids.lab],
      ['01|002', 'create', null],
    ]);
    const creditors = (await send<TempList>(t, credentials, 'GET', '/creditor/temp/list')).body;
    expect(creditors.entries.find((e) => e.sourceKey === 'F001')).toMatchObject({
      action: 'map',
      targetId: ids.creditor,
      targetLabel: 'Altro nome srl',
      matchedBy: 'vatNumber',
    });
    expect(creditors.entries.filter((e) => e.action === 'create').map((e) => e.sourceKey)).toEqual([
      'F002',
      'F003',
    ]);
  });

  it("keeps the user's choices, and matches a site's locations again inside its new target", async () => {
    const { credentials, ids } = await schoolWithLists();
    await readyImport(credentials);
    const saved = await send<TempList>(t, credentials, 'PUT', '/site/temp/list', {
      entries: [{ sourceKey: '01', action: 'map', targetId: ids.other }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.entries[0]).toMatchObject({ targetId: ids.other, matchedBy: 'user' });
    // Site 07 has no location 001: the one mapped onto the lab of site 01 is to be created now.
    const locations = (await send<TempList>(t, credentials, 'GET', '/location/temp/list')).body;
    expect(locations.entries.map((e) => [e.sourceKey, e.action])).toEqual([
      ['01|001', 'create'],
      ['01|002', 'create'],
    ]);
    const mapped = await send<TempList>(t, credentials, 'PUT', '/location/temp/list', {
      entries: [{ sourceKey: '01|002', action: 'map', targetId: ids.gym }],
    });
    expect(mapped.body.entries[1]).toMatchObject({
      action: 'map',
      targetId: ids.gym,
      targetLabel: 'PAL Palestra',
    });
  });

  it('refuses an entry not in the file, a target not the school’s and a location outside its site’s target', async () => {
    const { credentials, ids } = await schoolWithLists();
    const other = await schoolWithLists();
    await readyImport(credentials);
    const refusal = async (kind: string, entry: object) => {
      const answer = await send<{ code: string; details: { issues: { field: string; message: string }[] } }>(
        t,
        credentials,
        'PUT',
        `/${kind}/temp/list`,
        { entries: [entry] },
      );
      expect(answer.status).toBe(400);
      return answer.body.details.issues;
    };
    expect(await refusal('site', { sourceKey: '99', action: 'create' })).toEqual([
      { field: 'entries/0/sourceKey', message: 'rules.unknownImportEntry' },
    ]);
    expect(await refusal('site', { sourceKey: '01', action: 'map', targetId: other.ids.site })).toEqual([
      { field: 'entries/0/targetId', message: 'rules.unknownImportTarget' },
    ]);
    expect(await refusal('site', { sourceKey: '01', action: 'map' })).toEqual([
      { field: 'entries/0/targetId', message: 'rules.unknownImportTarget' },
    ]);
    expect(await refusal('location', { sourceKey: '01|002', action: 'map', targetId: ids.gym })).toEqual([
      { field: 'entries/0/targetId', message: 'rules.locationOutsideSite' },
    ]);
  });

  it('has no temp lists without a valid pending import', async () => {
    const { credentials } = await signedInSchool(t);
    expect(await send(t, credentials, 'GET', '/site/temp/list')).toMatchObject({
      status: 404,
      body: { code: 'notFound' },
    });
    await validatedImport(t, credentials, {
      type: 1,
      fileName: 'rotto.csv',
      payload: Buffer.from('Codice;Descrizione\n01;Sede\n'),
    });
    expect(await send(t, credentials, 'GET', '/creditor/temp/list')).toMatchObject({
      status: 409,
      body: { code: 'importNotReady' },
    });
  });
});
