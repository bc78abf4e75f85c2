import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { movements } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

/** Movements come with the charge area; until then a test writes the rows the year rules look at. */
function insertMovement(
  db: Db,
  customerCode: string,
  movement: { type: number; date: string; status?: number },
) {
  return inTenantTransaction(db, customerCode, (tx) =>
    tx.insert(movements).values({
      customerCode,
      type: movement.type,
      year: Number(movement.date.slice(0, 4)),
      number: Math.floor(Math.random() * 1_000_000),
      date: movement.date,
      status: movement.status ?? null,
      createdBy: 'test',
    }),
  );
}

describe('financial years', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const create = (c: Credentials, startDate: string) =>
    send<FinancialYear>(t, c, 'POST', '/financialYear', { startDate });
  const close = (c: Credentials, endDate: string, toDepreciate = false) =>
    send<FinancialYear>(t, c, 'PUT', '/financialYear/close', { endDate, toDepreciate });

  it('creates consecutive years, at most two open, and lists them', async () => {
    const { credentials } = await signedInSchool(t);
    expect((await send(t, credentials, 'GET', '/financialYear/last')).body).toBeNull();
    const first = await create(credentials, '2025-01-01');
    expect(first.body).toMatchObject({
      year: 2025,
      startDate: '2025-01-01',
      endDate: null,
      status: { code: 1, description: 'Aperto' },
    });
    expect((await create(credentials, '2026-01-01')).status).toBe(200);
    const third = await create(credentials, '2027-01-01');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'twoOpenYears' });

    expect((await send<number[]>(t, credentials, 'GET', '/financialYear/yearList')).body).toEqual([
      2026, 2025,
    ]);
    expect(
      (await send<FinancialYear[]>(t, credentials, 'GET', '/financialYear/open')).body.map((y) => y.year),
    ).toEqual([2025, 2026]);
    expect((await send<FinancialYear>(t, credentials, 'GET', '/financialYear/last')).body).toMatchObject({
      year: 2026,
    });
    const page = await send<{ financialYearList: FinancialYear[]; total: number }>(
      t,
      credentials,
      'POST',
      '/financialYear/search/1/1',
      {
        sortBy: 'fy.year',
        sortDesc: true,
      },
    );
    expect(page.body).toMatchObject({ total: 2, financialYearList: [{ year: 2026 }] });
    expect((await send(t, credentials, 'GET', '/financialYear/statusList')).body).toHaveLength(4);
  });

  it('refuses a start that is not 1 January, a gap, and a duplicate', async () => {
    const { credentials } = await signedInSchool(t);
    expect((await create(credentials, '2026-02-01')).body).toMatchObject({
      code: 'startDateNotFirstJanuary',
    });
    await create(credentials, '2026-01-01');
    expect((await create(credentials, '2028-01-01')).body).toMatchObject({ code: 'yearNotConsecutive' });
    expect((await create(credentials, '2026-01-01')).body).toMatchObject({ code: 'yearAlreadyExists' });
    expect((await create(credentials, '01/01/2027')).status).toBe(400);
  });

  it('closes the older open year, not before its last movement, and reopens it', async () => {
    const { school, credentials } = await signedInSchool(t);
    await create(credentials, '2025-01-01');
    await create(credentials, '2026-01-01');
    await insertMovement(t.db, school.customerCode, { type: 1, date: '2025-11-30' });

    expect((await close(credentials, '2026-12-31')).body).toMatchObject({ code: 'endDateOutsideYear' });
    expect((await close(credentials, '2025-11-29')).body).toMatchObject({
      code: 'errorClosingMovementsWithSuccessiveDates',
    });
    const closed = await close(credentials, '2025-12-31');
    expect(closed.body).toMatchObject({ year: 2025, endDate: '2025-12-31', status: { code: 2 } });

    expect((await send(t, credentials, 'PUT', '/financialYear/reopen', { year: 2026 })).body).toMatchObject({
      code: 'yearNotClosed',
    });
    const reopened = await send<FinancialYear>(t, credentials, 'PUT', '/financialYear/reopen', {
      year: 2025,
    });
    expect(reopened.body).toMatchObject({ year: 2025, endDate: null, status: { code: 1 } });
  });

  it('refuses to close while a discharge proposal is confirmed', async () => {
    const { school, credentials } = await signedInSchool(t);
    await create(credentials, '2026-01-01');
    await insertMovement(t.db, school.customerCode, { type: 3, date: '2026-03-01', status: 2 });
    expect((await close(credentials, '2026-12-31')).body).toMatchObject({ code: 'existingOutConfirmed' });
  });

  it('deletes only the latest open year without movements', async () => {
    const { school, credentials } = await signedInSchool(t);
    const y2025 = (await create(credentials, '2025-01-01')).body;
    const y2026 = (await create(credentials, '2026-01-01')).body;
    expect((await send(t, credentials, 'DELETE', `/financialYear/${y2025.id}`)).body).toMatchObject({
      code: 'onlyLatestYearDeletable',
    });
    await insertMovement(t.db, school.customerCode, { type: 1, date: '2026-02-01' });
    expect((await send(t, credentials, 'DELETE', `/financialYear/${y2026.id}`)).body).toMatchObject({
      code: 'yearHasMovements',
    });
    // The list counts each year's movements, so the screen disables the deletion with its reason.
    const listed = await send<{ financialYearList: { year: number; movementCount: number }[] }>(
      t,
      credentials,
      'POST',
      '/financialYear/search/1/10',
      {},
    );
    expect(listed.body.financialYearList.map((y) => [y.year, y.movementCount])).toEqual([
      [2026, 1],
      [2025, 0],
    ]);

    const other = await signedInSchool(t);
    const lone = (await create(other.credentials, '2026-01-01')).body;
    expect((await send(t, credentials, 'DELETE', `/financialYear/${lone.id}`)).status).toBe(404);
    expect((await send(t, other.credentials, 'DELETE', `/financialYear/${lone.id}`)).status).toBe(204);
    expect((await send(t, other.credentials, 'GET', '/financialYear/yearList')).body).toEqual([]);
  });
});
