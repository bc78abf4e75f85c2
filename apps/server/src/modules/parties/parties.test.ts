import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
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
const acme = { vendorType: 'G', businessName: '  Acme Forniture srl ', vatNumber: 'IT 00743110157' };
const rossi = { vendorType: 'F', name: 'Mario', surname: 'Rossi', fiscalCode: 'rssmra85t10a562s' };

interface CreditorAnswer {
  id: number;
  description: string;
  vendorType: string;
  vatNumber: string | null;
  fiscalCode: string | null;
}

describe('creditors', () => {
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

  async function create(credentials: Credentials, creditor: object): Promise<CreditorAnswer> {
    const response = await post(credentials, '/creditor', creditor);
    expect(response.statusCode).toBe(200);
    return response.json<CreditorAnswer>();
  }

  it('creates a legal and a natural person with trimmed names and normalized identifiers', async () => {
    const school = await signedIn();
    expect(await create(school, acme)).toMatchObject({
      vendorType: 'G',
      businessName: 'Acme Forniture srl',
      vatNumber: '00743110157',
      fiscalCode: null,
      description: 'Acme Forniture srl',
    });
    const person = await create(school, { ...rossi, businessName: '' });
    expect(person).toMatchObject({
      businessName: null,
      fiscalCode: 'RSSMRA85T10A562S',
      description: 'Rossi Mario',
    });
    const read = await call(t, { method: 'GET', url: `${api}/creditor/${person.id}` }, school);
    expect(read.json()).toEqual(person);
  });

  it('updates a creditor and records who changed what', async () => {
    const school = await signedIn();
    const created = await create(school, acme);
    const updated = await create(school, { ...acme, id: created.id, businessName: 'Acme spa' });
    expect(updated).toMatchObject({ id: created.id, description: 'Acme spa' });

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'creditor'), eq(auditEvents.entityId, String(created.id))))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => event.action)).toEqual(['creditor.create', 'creditor.update']);
    expect(events[1]).toMatchObject({
      before: { description: 'Acme Forniture srl' },
      after: { description: 'Acme spa' },
    });
  });

  it('lists every creditor by name, ignoring case', async () => {
    const school = await signedIn();
    await create(school, { ...acme, businessName: 'zeta srl' });
    await create(school, rossi);
    await create(school, { ...acme, businessName: 'Alfa srl' });
    const list = await call(t, { method: 'GET', url: `${api}/creditor/list` }, school);
    expect(list.json<CreditorAnswer[]>().map((c) => c.description)).toEqual([
      'Alfa srl',
      'Rossi Mario',
      'zeta srl',
    ]);
  });

  it('searches by a part of the name, VAT number or fiscal code, and refuses a blank term', async () => {
    const school = await signedIn();
    await create(school, acme);
    await create(school, rossi);
    const found = async (term: string) =>
      (await post(school, '/creditor/search', { businessNameFullName: term }))
        .json<CreditorAnswer[]>()
        .map((c) => c.description);
    expect(await found('forniture')).toEqual(['Acme Forniture srl']);
    expect(await found('it 0074311')).toEqual(['Acme Forniture srl']);
    expect(await found('mra85')).toEqual(['Rossi Mario']);
    expect(await found('%')).toEqual([]);

    const blank = await post(school, '/creditor/search', { businessNameFullName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'notEmptySearchField' });
    const bad = await post(school, '/creditor/search', { businessNameFullName: 42 });
    expect(bad.json()).toMatchObject({ code: 'invalidRequest' });
  });

  it('pages the admin list with a filter, a sort and the total', async () => {
    const school = await signedIn();
    for (const name of ['Delta', 'alfa', 'Charlie', 'Bravo'])
      await create(school, { ...acme, businessName: name });
    await create(school, rossi);

    const page = (number: number, body: object) => post(school, `/creditor/search/${number}/2`, body);
    const first = (await page(1, { vendorType: 'G' })).json<{ creditors: CreditorAnswer[]; total: number }>();
    expect(first.total).toBe(4);
    expect(first.creditors.map((c) => c.description)).toEqual(['alfa', 'Bravo']);
    const second = (await page(2, { vendorType: 'G', sortBy: 'displayName', sortDesc: true })).json<{
      creditors: CreditorAnswer[];
    }>();
    expect(second.creditors.map((c) => c.description)).toEqual(['Bravo', 'alfa']);
    const byCode = (await page(1, { businessNameFullName: 'rossi', sortBy: 'fiscalCode' })).json();
    expect(byCode).toMatchObject({ total: 1, creditors: [{ description: 'Rossi Mario' }] });

    const unsortable = await page(1, { sortBy: 'customerCode' });
    expect(unsortable.statusCode).toBe(400);
    expect(unsortable.json()).toMatchObject({ code: 'invalidRequest' });
    expect((await post(school, '/creditor/search/0/10', {})).statusCode).toBe(400);
  });

  it('deletes a creditor', async () => {
    const school = await signedIn();
    const created = await create(school, acme);
    const url = `${api}/creditor/${created.id}`;
    const deleted = await call(t, { method: 'DELETE', url }, school);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call(t, { method: 'GET', url }, school)).json()).toMatchObject({ code: 'notFound' });
    expect((await call(t, { method: 'DELETE', url }, school)).statusCode).toBe(404);
  });

  it('refuses invalid creditors with one issue per field', async () => {
    const school = await signedIn();
    const issuesOf = async (creditor: object) => {
      const response = await post(school, '/creditor', creditor);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validationFailed' });
      return response.json<{ details: { issues: unknown[] } }>().details.issues;
    };
    expect(await issuesOf({ ...acme, vatNumber: '00743110158' })).toEqual([
      { field: 'vatNumber', message: 'rules.invalidVatNumber' },
    ]);
    expect(await issuesOf({ ...rossi, surname: ' ' })).toEqual([
      { field: 'surname', message: 'rules.mandatory' },
    ]);
    expect(await issuesOf({ ...rossi, fiscalCode: 'RSSMRA85T10A562T' })).toEqual([
      { field: 'fiscalCode', message: 'rules.invalidFiscalCode' },
    ]);

    for (const body of [
      { ...acme, vendorType: 'X' },
      { ...acme, businessName: 7 },
      { ...acme, id: 'one' },
    ]) {
      const response = await post(school, '/creditor', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidRequest' });
    }
  });

  it("answers 404 for another school's creditor, and leaves it alone", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const theirs = await create(owner, acme);
    const url = `${api}/creditor/${theirs.id}`;

    expect((await call(t, { method: 'GET', url }, stranger)).statusCode).toBe(404);
    const update = await post(stranger, '/creditor', { ...acme, id: theirs.id, businessName: 'Mine' });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: 'notFound' });
    expect((await call(t, { method: 'DELETE', url }, stranger)).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: `${api}/creditor/list` }, stranger)).json()).toEqual([]);

    expect((await call(t, { method: 'GET', url }, owner)).json()).toEqual(theirs);
  });
});
