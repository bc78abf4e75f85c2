import type { ImportSummary, TempList } from '@inventario/shared/contracts/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Credentials,
  call,
  send,
  signedInSchool,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { importLeaving } from './imports.fixtures.ts';

/**
 * Each admin list's own import (spec 02 §7, docs/IMPORTS.md "One list alone"): a file of that list,
 * uploaded at the list's path, checked, mapped and imported; the school's other lists are only read.
 */

const SITES_CSV = [
  'Codice;Descrizione;Indirizzo;Comune',
  'PL1;Plesso Collodi;Via Roma 1;Roma',
  'PL2;Plesso Rodari;Via Milano 8;Roma',
].join('\r\n');

const LOCATIONS_CSV = [
  'Codice sede;Codice;Descrizione;Piano',
  'PL1;A1;Aula 1;Terra',
  'PL1;LAB;Laboratorio di scienze;Primo',
  'PL9;A1;Aula che non ha sede;Terra',
].join('\r\n');

describe('imports: one admin list alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  async function uploadList(credentials: Credentials, path: string, csv: string): Promise<ImportSummary> {
    const answer = await call(
      t,
      {
        method: 'POST',
        url: `/inventario/api${path}?fileName=lista.csv`,
        headers: { 'content-type': 'text/csv' },
        payload: Buffer.from(csv, 'utf8'),
      },
      credentials,
    );
    expect(answer.statusCode, answer.body).toBe(202);
    return importLeaving(t, credentials, answer.json<ImportSummary>().id, ['validating']);
  }

  async function imported(credentials: Credentials, confirmPath: string, id: string) {
    const confirmed = await send(t, credentials, 'POST', confirmPath);
    expect(confirmed.status).toBe(202);
    return importLeaving(t, credentials, id, ['importing']);
  }

  const siteCodes = async (credentials: Credentials) =>
    (await send<{ code: string }[]>(t, credentials, 'GET', '/site/list')).body.map((s) => s.code).sort();

  it('imports sites: the new ones created, one the school has left as it is', async () => {
    const { credentials } = await signedInSchool(t);
    await send(t, credentials, 'POST', '/site', { code: 'PL2', description: 'Plesso Rodari (sede storica)' });
    const ready = await uploadList(credentials, '/site/temp/list', SITES_CSV);
    expect(ready).toMatchObject({ state: 'ready', listKind: 'site', errorCount: 0, counts: { sites: 2 } });

    const temp = await send<TempList>(t, credentials, 'GET', '/site/temp/list');
    expect(temp.body.entries.map((e) => [e.sourceKey, e.action, e.matchedBy])).toEqual([
      ['PL1', 'create', null],
      ['PL2', 'map', 'code'],
    ]);
    // The list's confirm takes the type of its format alone.
    expect((await send(t, credentials, 'POST', '/site/import/type/4')).status).toBe(400);
    const done = await imported(credentials, '/site/import/type/1', ready.id);
    expect(done).toMatchObject({ state: 'imported', result: { sites: 1, assets: 0 } });
    expect(await siteCodes(credentials)).toEqual(['PL1', 'PL2']);
    const sites = (await send<{ code: string; description: string }[]>(t, credentials, 'GET', '/site/list'))
      .body;
    expect(sites.find((s) => s.code === 'PL2')?.description).toBe('Plesso Rodari (sede storica)');

    // Its result stays to be seen: the latest ended import of the sites, none of the whole type 1.
    const last = await send<{ import: ImportSummary | null }>(
      t,
      credentials,
      'GET',
      '/import/last?type=1&list=site',
    );
    expect(last.body.import).toMatchObject({ id: ready.id, state: 'imported', result: { sites: 1 } });
    const whole = await send<{ import: ImportSummary | null }>(t, credentials, 'GET', '/import/last?type=1');
    expect(whole.body.import).toBeNull();
  });

  it('refuses locations in a site the school lacks, by row, and imports them once it has it', async () => {
    const { credentials } = await signedInSchool(t);
    await send(t, credentials, 'POST', '/site', { code: 'PL1', description: 'Plesso Collodi' });
    const invalid = await uploadList(credentials, '/location/temp/list', LOCATIONS_CSV);
    expect(invalid).toMatchObject({ state: 'invalid', listKind: 'location', errorCount: 1 });
    const issues = await send<{ issues: { code: string; row: number; column: string }[] }>(
      t,
      credentials,
      'GET',
      `/import/${invalid.id}/issues/1/20`,
    );
    expect(issues.body.issues).toEqual([
      expect.objectContaining({ code: 'unknownSchoolSite', row: 4, column: 'Codice sede' }),
    ]);
    expect((await send(t, credentials, 'DELETE', '/location/temp/list')).status).toBe(204);
    expect((await send(t, credentials, 'DELETE', '/location/temp/list')).status).toBe(404);

    const ready = await uploadList(
      credentials,
      '/location/temp/list',
      LOCATIONS_CSV.replace(/\r\nPL9.*$/, ''),
    );
    expect(ready.state).toBe('ready');
    const done = await imported(credentials, '/location/import/type/1', ready.id);
    expect(done).toMatchObject({ state: 'imported', result: { locations: 2, sites: 0 } });
    const site = (await send<{ id: number; code: string }[]>(t, credentials, 'GET', '/site/list')).body[0];
    const locations = await send<{ code: string }[]>(t, credentials, 'GET', `/location/${site?.id}/list`);
    expect(locations.body.map((l) => l.code).sort()).toEqual(['A1', 'LAB']);
  });

  it('confirms at a list path only the import of that list', async () => {
    const { credentials } = await signedInSchool(t);
    expect((await send(t, credentials, 'POST', '/creditor/import/type/1')).status).toBe(404);
    const ready = await uploadList(credentials, '/site/temp/list', SITES_CSV);
    expect(await send(t, credentials, 'POST', '/creditor/import/type/1')).toMatchObject({
      status: 409,
      body: { code: 'importNotReady' },
    });
    expect((await send(t, credentials, 'GET', `/import/${ready.id}`)).body).toMatchObject({ state: 'ready' });
  });

  it('imports sub-consignees, subcategories and creditors at their paths, each with its template', async () => {
    const { credentials } = await signedInSchool(t);
    const files = [
      {
        upload: '/subconsignee/temp/list',
        confirm: '/subconsignee/import',
        csv: 'Nominativo;Codice fiscale\r\nMaria Bianchi;BNCMRA70A41H501X',
        created: { subConsignees: 1 },
      },
      {
        upload: '/subcategory/temp/import/type/1/list',
        confirm: '/subcategory/import',
        csv: 'Registro;Categoria;Codice;Descrizione;Aliquota %\r\nBM;99;01;Droni;20',
        created: { subcategories: 1, categories: 1 },
      },
      {
        upload: '/creditor/temp/list',
        confirm: '/creditor/import/type/1',
        csv: 'Codice;Tipo;Ragione sociale;Partita IVA\r\nF1;G;Cartoleria Centrale snc;04567123098',
        created: { creditors: 1 },
      },
    ];
    for (const file of files) {
      const ready = await uploadList(credentials, file.upload, file.csv);
      expect(ready, file.upload).toMatchObject({ state: 'ready', errorCount: 0 });
      expect(await imported(credentials, file.confirm, ready.id)).toMatchObject({
        state: 'imported',
        result: file.created,
      });
    }
    for (const kind of ['site', 'location', 'subConsignee', 'subcategory', 'creditor']) {
      const template = await call(
        t,
        { method: 'GET', url: `/inventario/api/import/list/${kind}/template` },
        credentials,
      );
      expect(template.statusCode, kind).toBe(200);
      expect(template.headers['content-disposition']).toMatch(/modello-importazione-.+\.xlsx/);
    }
  });
});
