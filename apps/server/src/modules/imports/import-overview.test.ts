import type { ImportOverviewPage } from '@inventario/shared/contracts/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import {
  buildSchool,
  buildUser,
  send,
  signedInSchool,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { validatedImport } from './imports.fixtures.ts';

/** `/imports-detail`: vendor staff read every school's imports; nobody else reads any but their own. */
describe('imports: the overview of every school for vendor staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  const search = (credentials: Parameters<typeof send>[1], body: object, page = 1, size = 20) =>
    send<ImportOverviewPage & { code?: string }>(
      t,
      credentials,
      'POST',
      `/import/overview/search/${page}/${size}`,
      body,
    );

  it('lists the imports of every school, newest first, filtered by school, state and type', async () => {
    const first = await signedInSchool(t, { name: 'Liceo Overview Alfa' });
    const second = await signedInSchool(t, { name: 'Istituto Overview Beta' });
    const ready = await validatedImport(t, first.credentials);
    const discarded = await validatedImport(t, second.credentials);
    await send(t, second.credentials, 'DELETE', `/import/${discarded.id}`);
    const vendor = await signIn(
      t,
      await buildUser(t.db, await buildSchool(t.db), { roles: ['inv.default', 'InvAdmin'] }),
    );

    const both = await search(vendor, { school: 'Overview' });
    expect(both.status).toBe(200);
    expect(both.body.total).toBe(2);
    expect(both.body.imports.map((i) => [i.customerCode, i.schoolName, i.state, i.fileName])).toEqual([
      [second.school.customerCode, 'Istituto Overview Beta', 'discarded', 'inventario.xlsx'],
      [first.school.customerCode, 'Liceo Overview Alfa', 'ready', 'inventario.xlsx'],
    ]);
    expect(both.body.imports[1]).toMatchObject({ id: ready.id, createdBy: first.user.username, type: 1 });
    expect(both.body.imports[1]?.counts.assets).toBe(7);

    const readyOnly = await search(vendor, { school: 'overview', state: 'ready' });
    expect(readyOnly.body.imports.map((i) => i.id)).toEqual([ready.id]);
    const byCode = await search(vendor, { school: second.school.customerCode });
    expect(byCode.body.imports.map((i) => i.id)).toEqual([discarded.id]);
    expect((await search(vendor, { school: 'Overview', type: 3 })).body).toEqual({ imports: [], total: 0 });
    expect((await search(vendor, { school: 'nessuna scuola con questo nome' })).body).toEqual({
      imports: [],
      total: 0,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(vendor, { school: 'Overview', from: today, to: today })).body.total).toBe(2);
    expect((await search(vendor, { school: 'Overview', to: '2020-01-01' })).body.total).toBe(0);
    const paged = await search(vendor, { school: 'Overview' }, 2, 1);
    expect([paged.body.total, paged.body.imports.map((i) => i.id)]).toEqual([2, [ready.id]]);
  });

  it("is vendor staff's alone, and a school's own reads still see only its imports", async () => {
    const school = await signedInSchool(t);
    await validatedImport(t, school.credentials);
    expect(await search(school.credentials, {})).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    // Outside the overview's transaction its policy opens nothing: a school reads its own rows only.
    const other = await signedInSchool(t);
    const visible = await inTenantTransaction(t.database.db, other.school.customerCode, (tx) =>
      tx.select({ school: imports.customerCode }).from(imports),
    );
    expect(visible).toEqual([]);
  });

  it('is refused once the session has ended', async () => {
    const vendor = await signIn(
      t,
      await buildUser(t.db, await buildSchool(t.db), { roles: ['inv.default', 'InvAdmin'] }),
    );
    expect((await search(vendor, {})).status).toBe(200);
    expect((await send(t, vendor, 'GET', '/session/logout')).status).toBeLessThan(300);
    expect((await search(vendor, {})).status).toBe(401);
  });
});
