import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

type Page = { movements: MovementSummary[]; total: number };

/** The list's query shapes (movements.repo.ts): the creditor's name, its sort, counts past the end. */
describe('movement search', () => {
  let t: TestApp;
  let credentials: Credentials;
  beforeAll(async () => {
    t = await startTestApp();
    const s = await signedInSchool(t);
    credentials = s.credentials;
    await send(t, credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    const [subcategory] = (await send<Subcategory[]>(t, credentials, 'GET', '/subcategory/inventory')).body;
    const creditor = async (businessName: string, vatNumber: string) =>
      (
        await send<{ id: number }>(t, credentials, 'POST', '/creditor', {
          vendorType: 'G',
          businessName,
          vatNumber,
        })
      ).body.id;
    const zeta = await creditor('Zeta Informatica srl', '00743110157');
    const alfa = await creditor('Alfa Arredi spa', '01234567897');
    const charges = [
      { date: '2026-01-15', creditorId: zeta },
      { date: '2026-02-10', creditorId: null },
      { date: '2026-03-05', creditorId: alfa },
    ];
    for (const charge of charges) {
      await send(t, credentials, 'POST', '/movement/charge', {
        ...charge,
        causal: 'ACQ',
        assets: [{ description: 'Armadio', subcategoryId: subcategory?.id, historicalPrice: 250 }],
      });
    }
    // Another school's charge from a creditor of the same name is never found.
    const other = await signedInSchool(t);
    await send(t, other.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    await send(t, other.credentials, 'POST', '/creditor', {
      vendorType: 'G',
      businessName: 'Zeta Informatica srl',
      vatNumber: '00743110157',
    });
  });
  afterAll(() => t.close());

  const search = async (body: object, page = '1/10') =>
    (await send<Page>(t, credentials, 'POST', `/movement/search/${page}`, body)).body;

  it("finds a text in the creditor's name", async () => {
    const page = await search({ text: 'INFORMATICA' });
    expect([page.total, page.movements.map((m) => [m.number, m.creditor?.description])]).toEqual([
      1,
      [[1, 'Zeta Informatica srl']],
    ]);
  });

  it('sorts by creditor both ways (without one: last, or first when descending)', async () => {
    const numbers = async (sortDesc: boolean) =>
      (await search({ sortBy: 'creditor', sortDesc })).movements.map((m) => m.number);
    expect(await numbers(false)).toEqual([3, 1, 2]);
    expect(await numbers(true)).toEqual([2, 1, 3]);
  });

  it('still counts a page past the end', async () => {
    expect(await search({ type: 1 }, '3/2')).toEqual({ movements: [], total: 3 });
    expect(await search({ text: 'nessuno' })).toEqual({ movements: [], total: 0 });
  });
});
