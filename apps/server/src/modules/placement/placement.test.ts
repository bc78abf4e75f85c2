import type { Location, LocationPage, Site } from '@inventario/shared/contracts/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

describe('sites and locations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const site = (c: Credentials, body: object) => send<Site>(t, c, 'POST', '/site', body);
  const location = (c: Credentials, body: object) => send<Location>(t, c, 'POST', '/location', body);

  it('creates, updates, lists and deletes a site', async () => {
    const { credentials } = await signedInSchool(t);
    const created = await site(credentials, {
      code: 'PL1',
      description: 'Plesso centrale',
      address: 'Via Roma 1',
      city: 'Roma',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'PL1', description: 'Plesso centrale', city: 'Roma' });

    const updated = await site(credentials, {
      id: created.body.id,
      code: 'PL1',
      description: 'Plesso Manzoni',
    });
    expect(updated.body).toMatchObject({ id: created.body.id, description: 'Plesso Manzoni', address: null });
    expect((await send<Site[]>(t, credentials, 'GET', '/site/list')).body.map((s) => s.description)).toEqual([
      'Plesso Manzoni',
    ]);

    expect((await send(t, credentials, 'DELETE', `/site/${created.body.id}`)).status).toBe(204);
    expect((await send<Site[]>(t, credentials, 'GET', '/site/list')).body).toEqual([]);
  });

  it('refuses a duplicate site code, ignoring case, with siteCodeExists', async () => {
    const { credentials } = await signedInSchool(t);
    await site(credentials, { code: 'pl1', description: 'A' });
    const duplicate = await site(credentials, { code: 'PL1 ', description: 'B' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'siteCodeExists' });
    // Another school may use the same code.
    const other = await signedInSchool(t);
    expect((await site(other.credentials, { code: 'PL1', description: 'C' })).status).toBe(200);
  });

  it('refuses a duplicate location code in the same site, but not in another site', async () => {
    const { credentials } = await signedInSchool(t);
    const a = (await site(credentials, { code: 'A', description: 'Sede A' })).body;
    const b = (await site(credentials, { code: 'B', description: 'Sede B' })).body;
    expect(
      (await location(credentials, { siteId: a.id, code: 'LAB1', description: 'Laboratorio' })).status,
    ).toBe(200);
    const duplicate = await location(credentials, { siteId: a.id, code: 'lab1', description: 'Altro' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'locationCodeExists' });
    expect(
      (await location(credentials, { siteId: b.id, code: 'LAB1', description: 'Laboratorio B' })).status,
    ).toBe(200);
  });

  it('answers errorFK when deleting a site that still has locations', async () => {
    const { credentials } = await signedInSchool(t);
    const a = (await site(credentials, { code: 'A', description: 'Sede A' })).body;
    await location(credentials, { siteId: a.id, code: 'L1', description: 'Aula 1' });
    const response = await send(t, credentials, 'DELETE', `/site/${a.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'errorFK' });
  });

  it('validates mandatory fields with their message keys', async () => {
    const { credentials } = await signedInSchool(t);
    const response = await site(credentials, { code: ' ', description: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalidRequest' });
    expect(JSON.stringify(response.body)).toContain('rules.mandatory');
  });

  it('pages and sorts locations, by site code then location code by default, with filters', async () => {
    const { credentials } = await signedInSchool(t);
    const b = (await site(credentials, { code: 'B', description: 'Sede Bianchi' })).body;
    const a = (await site(credentials, { code: 'A', description: 'Sede Alfieri' })).body;
    for (const [s, code] of [
      [b, '02'],
      [a, '03'],
      [a, '01'],
      [b, '01'],
      [a, '02'],
    ] as const) {
      await location(credentials, { siteId: s.id, code, description: `Aula ${s.code}${code}` });
    }
    const first = await send<LocationPage>(t, credentials, 'POST', '/location/search/1/2', {});
    expect(first.body.total).toBe(5);
    expect(first.body.locations.map((l) => `${l.site.code}-${l.code}`)).toEqual(['A-01', 'A-02']);
    const last = await send<LocationPage>(t, credentials, 'POST', '/location/search/3/2', {});
    expect(last.body.locations.map((l) => `${l.site.code}-${l.code}`)).toEqual(['B-02']);

    const filtered = await send<LocationPage>(t, credentials, 'POST', '/location/search/1/10', {
      siteDescription: 'bianchi',
      sortBy: 'locationCode',
      sortDesc: true,
    });
    expect(filtered.body.locations.map((l) => l.code)).toEqual(['02', '01']);
    expect(filtered.body.total).toBe(2);

    const bad = await send(t, credentials, 'POST', '/location/search/1/10', { sortBy: 'password' });
    expect(bad.status).toBe(400);

    const ofSite = await send<Location[]>(t, credentials, 'GET', `/location/${a.id}/list`);
    expect(ofSite.body.map((l) => l.code)).toEqual(['01', '02', '03']);
    const siteOfLocation = await send<Site>(
      t,
      credentials,
      'GET',
      `/site/fromLocation/${ofSite.body[0]?.id}`,
    );
    expect(siteOfLocation.body).toMatchObject({ id: a.id, code: 'A' });
  });

  it("answers 404 for another school's site and location, and never lists them", async () => {
    const owner = await signedInSchool(t);
    const intruder = await signedInSchool(t);
    const theirSite = (await site(owner.credentials, { code: 'X', description: 'Sede X' })).body;
    const theirLocation = (
      await location(owner.credentials, { siteId: theirSite.id, code: 'L', description: 'Aula' })
    ).body;

    expect(
      (await site(intruder.credentials, { id: theirSite.id, code: 'X', description: 'Mine' })).status,
    ).toBe(404);
    expect((await send(t, intruder.credentials, 'DELETE', `/site/${theirSite.id}`)).status).toBe(404);
    expect((await send(t, intruder.credentials, 'GET', `/location/${theirSite.id}/list`)).status).toBe(404);
    expect(
      (await send(t, intruder.credentials, 'GET', `/site/fromLocation/${theirLocation.id}`)).status,
    ).toBe(404);
    expect(
      (await location(intruder.credentials, { siteId: theirSite.id, code: 'Z', description: 'Z' })).status,
    ).toBe(404);
    expect((await send(t, intruder.credentials, 'DELETE', `/location/${theirLocation.id}`)).status).toBe(404);
    const search = await send<LocationPage>(t, intruder.credentials, 'POST', '/location/search/1/10', {});
    expect(search.body.total).toBe(0);
  });
});
