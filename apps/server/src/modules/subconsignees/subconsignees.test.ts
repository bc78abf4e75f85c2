import type { Location, Site } from '@inventario/shared/contracts/placement';
import type { SubConsignee } from '@inventario/shared/contracts/subconsignees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

describe('sub-consignees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates and updates a sub-consignee, checking an optional fiscal code', async () => {
    const { credentials } = await signedInSchool(t);
    const created = await send<SubConsignee>(t, credentials, 'POST', '/subconsignee', {
      description: 'Prof. Verdi',
      fiscalCode: 'rssmra85t10a562s',
    });
    expect(created.body).toMatchObject({
      description: 'Prof. Verdi',
      fiscalCode: 'RSSMRA85T10A562S',
      locationCount: 0,
    });
    const updated = await send<SubConsignee>(t, credentials, 'POST', '/subconsignee', {
      id: created.body.id,
      description: 'Prof.ssa Verdi',
    });
    expect(updated.body).toMatchObject({
      id: created.body.id,
      description: 'Prof.ssa Verdi',
      fiscalCode: null,
    });

    const invalid = await send(t, credentials, 'POST', '/subconsignee', {
      description: 'X',
      fiscalCode: 'RSSMRA85T10A562T',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'validationFailed',
      details: { issues: [{ field: 'fiscalCode', message: 'rules.invalidFiscalCode' }] },
    });
  });

  it('pages by description ascending, filters, and lists those with an assigned location', async () => {
    const { credentials } = await signedInSchool(t);
    const ids: Record<string, number> = {};
    for (const description of ['Rossi', 'Bianchi', 'Verdi', 'Neri']) {
      ids[description] = (
        await send<SubConsignee>(t, credentials, 'POST', '/subconsignee', { description })
      ).body.id;
    }
    const page = await send<{ subConsignees: SubConsignee[]; total: number }>(
      t,
      credentials,
      'POST',
      '/subconsignee/search/1/3',
      {},
    );
    expect(page.body.total).toBe(4);
    expect(page.body.subConsignees.map((s) => s.description)).toEqual(['Bianchi', 'Neri', 'Rossi']);
    const filtered = await send<{ subConsignees: SubConsignee[] }>(
      t,
      credentials,
      'POST',
      '/subconsignee/search/1/10',
      { description: 'ERD' },
    );
    expect(filtered.body.subConsignees.map((s) => s.description)).toEqual(['Verdi']);

    const site = (await send<Site>(t, credentials, 'POST', '/site', { code: 'S', description: 'Sede' })).body;
    await send<Location>(t, credentials, 'POST', '/location', {
      siteId: site.id,
      code: 'L1',
      description: 'Lab',
      subConsigneeId: ids.Neri,
    });
    const assigned = await send<SubConsignee[]>(
      t,
      credentials,
      'GET',
      '/subconsignee/list/withAssignedLocation',
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.map((s) => [s.description, s.locationCount])).toEqual([['Neri', 1]]);

    const inUse = await send(t, credentials, 'DELETE', `/subconsignee/${ids.Neri}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ code: 'errorFK' });
    expect((await send(t, credentials, 'DELETE', `/subconsignee/${ids.Rossi}`)).status).toBe(204);
    expect((await send<SubConsignee[]>(t, credentials, 'GET', '/subconsignee/list')).body).toHaveLength(3);
  });

  it("answers 404 for another school's sub-consignee, also when assigning it to a location", async () => {
    const owner = await signedInSchool(t);
    const intruder = await signedInSchool(t);
    const theirs = (
      await send<SubConsignee>(t, owner.credentials, 'POST', '/subconsignee', { description: 'Altro' })
    ).body;
    expect(
      (await send(t, intruder.credentials, 'POST', '/subconsignee', { id: theirs.id, description: 'Mio' }))
        .status,
    ).toBe(404);
    expect((await send(t, intruder.credentials, 'DELETE', `/subconsignee/${theirs.id}`)).status).toBe(404);
    const site = (
      await send<Site>(t, intruder.credentials, 'POST', '/site', { code: 'S', description: 'Sede' })
    ).body;
    const assign = await send(t, intruder.credentials, 'POST', '/location', {
      siteId: site.id,
      code: 'L',
      description: 'L',
      subConsigneeId: theirs.id,
    });
    expect(assign.status).toBe(404);
  });
});
