import type { SchoolData } from '@inventario/shared/contracts/school-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertCustomer } from '../../customer-area/customer-area.repo.ts';
import { send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

describe('school general data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const valid = {
    heading: 'Istituto Comprensivo "G. Leopardi" – Roma',
    labelHeading: 'IC Leopardi Roma',
    manager: 'Anna Ferri',
    consignee: 'Maria Rossi',
    lastRenewalDate: '2021-12-31',
    firstYearDepreciation: 'half',
    lastDurableProgressive: { movable: 120, books: 0, historic: 3, vehicles: 0 },
  };

  it('starts from the school name and saves every field', async () => {
    const { school, credentials } = await signedInSchool(t, { name: 'IC Leopardi' });
    const initial = (await send<SchoolData>(t, credentials, 'GET', '/school/data')).body;
    expect(initial).toMatchObject({
      name: 'IC Leopardi',
      heading: 'IC Leopardi',
      codMin: school.codMin,
      firstYearDepreciation: 'none',
    });
    expect(initial.lastDurableProgressive).toEqual({ movable: 0, books: 0, historic: 0, vehicles: 0 });

    const saved = await send<SchoolData>(t, credentials, 'POST', '/school/data', valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(valid);
    expect((await send<SchoolData>(t, credentials, 'GET', '/school/data')).body).toMatchObject(valid);
  });

  it('refuses a label heading over 100 characters, a negative progressive and an unknown rule', async () => {
    const { credentials } = await signedInSchool(t);
    for (const body of [
      { ...valid, labelHeading: 'x'.repeat(101) },
      { ...valid, lastDurableProgressive: { ...valid.lastDurableProgressive, books: -1 } },
      { ...valid, firstYearDepreciation: 'double' },
      { ...valid, heading: '' },
      { ...valid, lastRenewalDate: '31/12/2021' },
    ]) {
      const response = await send(t, credentials, 'POST', '/school/data', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalidRequest' });
    }
  });

  it('reports the DS and DSGA of the customer area and copies them on sync', async () => {
    const { school, credentials } = await signedInSchool(t);
    await send(t, credentials, 'POST', '/school/data', {
      ...valid,
      manager: 'Old DS',
      consignee: 'Old DSGA',
    });
    await upsertCustomer(t.db, {
      code: school.customerCode,
      name: school.name,
      city: school.city,
      codMin: school.codMin,
      ds: 'New DS',
      dsga: 'New DSGA',
    });

    const before = (await send<SchoolData>(t, credentials, 'GET', '/school/data')).body;
    expect(before).toMatchObject({
      manager: 'Old DS',
      consignee: 'Old DSGA',
      ds: 'New DS',
      dsga: 'New DSGA',
    });
    const synced = await send<SchoolData>(t, credentials, 'PUT', '/school/data/sync');
    expect(synced.body).toMatchObject({
      manager: 'New DS',
      consignee: 'New DSGA',
      ds: 'New DS',
      dsga: 'New DSGA',
    });
  });

  it('keeps each school to its own data', async () => {
    const a = await signedInSchool(t);
    const b = await signedInSchool(t);
    await send(t, a.credentials, 'POST', '/school/data', valid);
    const seenByB = (await send<SchoolData>(t, b.credentials, 'GET', '/school/data')).body;
    expect(seenByB.heading).toBe(b.school.name);
  });
});
