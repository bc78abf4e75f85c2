import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, call, signIn, startTestApp, type TestApp } from '../test/harness.ts';
import { insertMerge } from './customer-area.repo.ts';

describe('customer area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers a school's own customer detail and 404 for another school's", async () => {
    const school = await buildSchool(t.db, { name: 'IC Leonardo', city: 'Pisa' });
    const other = await buildSchool(t.db);
    const credentials = await signIn(t, await buildUser(t.db, school));
    const own = await call(
      t,
      { method: 'GET', url: `/area-clienti/api/customers/${school.customerCode}` },
      credentials,
    );
    expect(own.json()).toMatchObject({
      code: school.customerCode,
      name: 'IC Leonardo',
      city: 'Pisa',
      codMin: school.codMin,
    });
    const foreign = await call(
      t,
      { method: 'GET', url: `/area-clienti/api/customers/${other.customerCode}` },
      credentials,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses another user's detail, even of the same school", async () => {
    const school = await buildSchool(t.db);
    const alice = await buildUser(t.db, school);
    const bob = await buildUser(t.db, school);
    const credentials = await signIn(t, alice);
    const response = await call(
      t,
      { method: 'GET', url: `/area-clienti/api/customers/${school.customerCode}/users/${bob.username}` },
      credentials,
    );
    expect(response.statusCode).toBe(404);
  });

  it('tells the seller and the receiver of a merge their side', async () => {
    const seller = await buildSchool(t.db, { name: 'Scuola Accorpata' });
    const receiver = await buildSchool(t.db, { name: 'Scuola Accorpante' });
    await insertMerge(t.db, {
      sellerCode: seller.customerCode,
      receiverCode: receiver.customerCode,
      effectiveDate: '2027-09-01',
    });
    const sellerUser = await signIn(t, await buildUser(t.db, seller));
    const receiverUser = await signIn(t, await buildUser(t.db, receiver));
    const merged = '/area-clienti/api/accorpamenti/accorpata/app/?code=INV';
    const merger = '/area-clienti/api/accorpamenti/accorpante/app/?code=INV&history=false';

    const sellerMerged = (await call(t, { method: 'GET', url: merged }, sellerUser)).json();
    expect(sellerMerged).toMatchObject({
      active: true,
      merges: [
        { sellerName: 'Scuola Accorpata', receiverName: 'Scuola Accorpante', effectiveDate: '2027-09-01' },
      ],
    });
    expect((await call(t, { method: 'GET', url: merger }, sellerUser)).json()).toEqual({
      active: false,
      merges: [],
    });
    expect((await call(t, { method: 'GET', url: merger }, receiverUser)).json()).toMatchObject({
      active: true,
    });
    expect((await call(t, { method: 'GET', url: merged }, receiverUser)).json()).toMatchObject({
      active: false,
    });
  });

  it('needs a bearer token and the app code', async () => {
    const school = await buildSchool(t.db);
    const credentials = await signIn(t, await buildUser(t.db, school));
    expect(
      (await call(t, { method: 'GET', url: `/area-clienti/api/customers/${school.customerCode}` }))
        .statusCode,
    ).toBe(401);
    const noCode = await call(
      t,
      { method: 'GET', url: '/area-clienti/api/accorpamenti/accorpata/app/' },
      credentials,
    );
    expect(noCode.statusCode).toBe(400);
  });
});
