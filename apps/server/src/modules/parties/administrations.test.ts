import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchool,
  buildUser,
  type Credentials,
  call,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';

const api = '/inventario/api';

describe('administrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const school = await buildSchool(t.db);
    return signIn(t, await buildUser(t.db, school));
  }

  function post(credentials: Credentials, url: string, payload: object) {
    return call(t, { method: 'POST', url: `${api}${url}`, payload }, credentials);
  }

  async function create(credentials: Credentials, administration: object) {
    const response = await post(credentials, '/administration', administration);
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; description: string }>();
  }

  it('creates, updates, lists, pages and deletes administrations', async () => {
    const school = await signedIn();
    const ministry = await create(school, { description: ' Ministero ', fiscalCode: '97123450583' });
    expect(ministry).toEqual({
      id: ministry.id,
      description: 'Ministero',
      fiscalCode: '97123450583',
      address: null,
      city: null,
    });
    await create(school, { description: 'comune di Latina', city: 'Latina' });
    const updated = await create(school, {
      id: ministry.id,
      description: 'Ministero istruzione',
      city: 'Roma',
    });
    expect(updated).toMatchObject({ description: 'Ministero istruzione', fiscalCode: null, city: 'Roma' });

    const list = await call(t, { method: 'GET', url: `${api}/administration/list` }, school);
    expect(list.json<{ description: string }[]>().map((a) => a.description)).toEqual([
      'comune di Latina',
      'Ministero istruzione',
    ]);
    const page = await post(school, '/administration/search/1/1', { sortBy: 'city', sortDesc: true });
    expect(page.json()).toMatchObject({ total: 2, administrations: [{ city: 'Roma' }] });
    const filtered = await post(school, '/administration/search/1/10', { description: 'COMUNE' });
    expect(filtered.json()).toMatchObject({
      total: 1,
      administrations: [{ description: 'comune di Latina' }],
    });

    const url = `${api}/administration/${ministry.id}`;
    expect((await call(t, { method: 'DELETE', url }, school)).statusCode).toBe(204);
    expect((await call(t, { method: 'DELETE', url }, school)).statusCode).toBe(404);
  });

  it('refuses a blank description and an invalid fiscal code', async () => {
    const school = await signedIn();
    const response = await post(school, '/administration', { description: ' ', fiscalCode: 'ABC' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validationFailed',
      details: {
        issues: [
          { field: 'description', message: 'rules.mandatory' },
          { field: 'fiscalCode', message: 'rules.invalidFiscalCode' },
        ],
      },
    });
    expect((await post(school, '/administration', {})).json()).toMatchObject({ code: 'invalidRequest' });
  });

  it("answers 404 for another school's administration", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const theirs = await create(owner, { description: 'Regione Lazio' });
    const update = await post(stranger, '/administration', { id: theirs.id, description: 'Mine' });
    expect(update.statusCode).toBe(404);
    const url = `${api}/administration/${theirs.id}`;
    expect((await call(t, { method: 'DELETE', url }, stranger)).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: `${api}/administration/list` }, owner)).json()).toEqual([
      theirs,
    ]);
  });
});
