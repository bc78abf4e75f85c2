import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalMovements } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { buildSchool, buildUser, call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

describe('external movements count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("counts only the caller's school's imported movements", async () => {
    const school = await buildSchool(t.db);
    const other = await buildSchool(t.db);
    const credentials = await signIn(t, await buildUser(t.db, school));
    const url = '/inventario/api/movement/external/count';
    expect((await call(t, { method: 'GET', url }, credentials)).json()).toEqual({ count: 0 });

    const movement = (customerCode: string) => ({
      customerCode,
      source: 'test',
      description: 'Fattura 12/2026',
    });
    await inTenantTransaction(t.db, school.customerCode, (tx) =>
      tx.insert(externalMovements).values([movement(school.customerCode), movement(school.customerCode)]),
    );
    await inTenantTransaction(t.db, other.customerCode, (tx) =>
      tx.insert(externalMovements).values(movement(other.customerCode)),
    );
    expect((await call(t, { method: 'GET', url }, credentials)).json()).toEqual({ count: 2 });
  });
});
