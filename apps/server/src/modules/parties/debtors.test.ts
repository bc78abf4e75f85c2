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
const comune = {
  vendorType: 'G',
  businessName: 'Comune di Roma',
  vatNumber: '12345678903',
  address: ' Via del Campidoglio 1 ',
  city: 'Roma',
  province: 'rm',
  postalCode: '00186',
  telephone: '06 0606',
  email: 'protocollo@comune.roma.it',
};
const bianchi = { vendorType: 'F', name: 'Luca', surname: 'Bianchi', fiscalCode: 'BNCLCU80A01H501Q' };

describe('debtors', () => {
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

  async function create(credentials: Credentials, debtor: object) {
    const response = await post(credentials, '/debtor', debtor);
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; description: string }>();
  }

  it('creates, reads, updates, lists and deletes debtors with their contact details', async () => {
    const school = await signedIn();
    const created = await create(school, comune);
    expect(created).toMatchObject({
      description: 'Comune di Roma',
      address: 'Via del Campidoglio 1',
      province: 'RM',
      postalCode: '00186',
      email: 'protocollo@comune.roma.it',
    });
    const person = await create(school, bianchi);
    expect(person).toMatchObject({ description: 'Bianchi Luca', address: null, email: null });

    const url = `${api}/debtor/${created.id}`;
    expect((await call(t, { method: 'GET', url }, school)).json()).toEqual(created);
    const updated = await create(school, { ...comune, id: created.id, city: 'Rome', telephone: '' });
    expect(updated).toMatchObject({ id: created.id, city: 'Rome', telephone: null });

    const list = await call(t, { method: 'GET', url: `${api}/debtor/list` }, school);
    expect(list.json<{ description: string }[]>().map((d) => d.description)).toEqual([
      'Bianchi Luca',
      'Comune di Roma',
    ]);
    expect((await call(t, { method: 'DELETE', url }, school)).statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url }, school)).statusCode).toBe(404);
  });

  it('pages the list with a text filter, a sort and the total', async () => {
    const school = await signedIn();
    await create(school, comune);
    await create(school, bianchi);
    await create(school, { ...comune, businessName: 'Provincia di Roma' });

    const all = await post(school, '/debtor/search/1/10', { sortBy: 'description', sortDesc: true });
    expect(all.json()).toMatchObject({
      total: 3,
      debtors: [
        { description: 'Provincia di Roma' },
        { description: 'Comune di Roma' },
        { description: 'Bianchi Luca' },
      ],
    });
    const filtered = await post(school, '/debtor/search/2/1', { text: 'di roma' });
    expect(filtered.json()).toMatchObject({ total: 2, debtors: [{ description: 'Provincia di Roma' }] });
    const byVat = await post(school, '/debtor/search/1/10', { text: '45678' });
    expect(byVat.json<{ total: number }>().total).toBe(2);
  });

  it('refuses a wrong province, postal code or email, and the identity rules of a party', async () => {
    const school = await signedIn();
    const response = await post(school, '/debtor', {
      ...comune,
      vatNumber: '12345678900',
      province: 'Roma',
      postalCode: '186',
      email: 'protocollo@',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validationFailed',
      details: {
        issues: [
          { field: 'vatNumber', message: 'rules.invalidVatNumber' },
          { field: 'province', message: 'rules.notValid' },
          { field: 'postalCode', message: 'rules.notValid' },
          { field: 'email', message: 'rules.notValid' },
        ],
      },
    });
    const noSurname = await post(school, '/debtor', { ...bianchi, surname: null });
    expect(noSurname.json()).toMatchObject({
      code: 'validationFailed',
      details: { issues: [{ field: 'surname', message: 'rules.mandatory' }] },
    });
    expect((await post(school, '/debtor', { ...comune, email: 12 })).json()).toMatchObject({
      code: 'invalidRequest',
    });
  });

  it("answers 404 for another school's debtor on get, update and delete", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const theirs = await create(owner, comune);
    const url = `${api}/debtor/${theirs.id}`;
    expect((await call(t, { method: 'GET', url }, stranger)).statusCode).toBe(404);
    expect((await post(stranger, '/debtor', { ...comune, id: theirs.id })).statusCode).toBe(404);
    expect((await call(t, { method: 'DELETE', url }, stranger)).statusCode).toBe(404);
    expect((await post(stranger, '/debtor/search/1/10', {})).json()).toEqual({ debtors: [], total: 0 });
    expect((await call(t, { method: 'GET', url }, owner)).statusCode).toBe(200);
  });
});
