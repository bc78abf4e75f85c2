import type {
  ExternalMovement,
  ExternalMovementDetail,
} from '@inventario/shared/contracts/external-movements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, externalMovements } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import {
  buildSchool,
  buildUser,
  type Credentials,
  call,
  send,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import {
  externalRow,
  good,
  insertCreditor,
  insertExternal,
  insertLocation,
} from './external-movement.fixtures.ts';

type Page = { externalMovements: ExternalMovement[]; total: number };

describe('external movements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const search = (c: Credentials, body: object = {}, page = '1/20') =>
    send<Page>(t, c, 'POST', `/movement/external/search/${page}`, body);
  const descriptions = (page: Page) => page.externalMovements.map((m) => m.description);

  it("counts only the caller's school's movements still waiting", async () => {
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

  it('searches the waiting movements by text, date range, source and status, sorted and paged', async () => {
    const s = await schoolWithYear(t);
    const code = s.customerCode;
    const creditor = await insertCreditor(t, code, 'Beta Arredi spa');
    await insertExternal(t, code, {
      description: 'Fattura 12/2026',
      documentDate: '2026-02-10',
      lines: [good({ quantity: 3, unitPriceCents: 10_000 })],
    });
    await insertExternal(t, code, {
      source: 'warehouse',
      description: 'Scarico magazzino 4',
      documentNumber: 'MAG-4',
      documentDate: '2026-03-01',
      supplierName: null,
      creditorId: creditor,
      lines: [good(), good({ description: 'Mouse', quantity: 5, unitPriceCents: 1_250 })],
    });
    await insertExternal(t, code, {
      description: 'Fattura 7/2026',
      documentNumber: '7/2026',
      documentDate: '2026-01-05',
      supplierName: 'Gamma Didattica',
    });
    const other = await schoolWithYear(t);
    await insertExternal(t, other.customerCode, { description: 'Fattura di un altro istituto' });

    const all = await search(s.credentials);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    // Newest document first by default.
    expect(descriptions(all.body)).toEqual(['Scarico magazzino 4', 'Fattura 12/2026', 'Fattura 7/2026']);
    expect(all.body.externalMovements[0]).toMatchObject({
      source: 'warehouse',
      documentNumber: 'MAG-4',
      documentDate: '2026-03-01',
      supplier: { name: null, vatNumber: null },
      creditor: { id: creditor, description: 'Beta Arredi spa' },
      totalValue: 1440.5,
      lineCount: 2,
      assetCount: 7,
      status: 1,
      charge: null,
    });

    expect(descriptions((await search(s.credentials, { text: 'gamma' })).body)).toEqual(['Fattura 7/2026']);
    expect(descriptions((await search(s.credentials, { text: 'beta arredi' })).body)).toEqual([
      'Scarico magazzino 4',
    ]);
    expect(descriptions((await search(s.credentials, { text: 'MAG-' })).body)).toEqual([
      'Scarico magazzino 4',
    ]);
    expect(
      descriptions((await search(s.credentials, { fromDate: '2026-02-01', toDate: '2026-02-28' })).body),
    ).toEqual(['Fattura 12/2026']);
    expect(descriptions((await search(s.credentials, { source: 'warehouse' })).body)).toEqual([
      'Scarico magazzino 4',
    ]);
    expect((await search(s.credentials, { status: 2 })).body.total).toBe(0);
    expect(
      descriptions((await search(s.credentials, { sortBy: 'totalValue', sortDesc: false })).body),
    ).toEqual(['Fattura 12/2026', 'Fattura 7/2026', 'Scarico magazzino 4']);

    const second = await search(s.credentials, { sortBy: 'description' }, '2/2');
    expect(second.body).toMatchObject({ total: 3 });
    expect(descriptions(second.body)).toEqual(['Scarico magazzino 4']);
    expect((await search(s.credentials, {}, '5/2')).body).toEqual({ externalMovements: [], total: 3 });

    expect((await search(s.credentials, { state: 'charged' })).body.total).toBe(0);
    expect((await search(s.credentials, { sortBy: 'payload' })).status).toBe(400);
  });

  it('shows a movement with its goods named, and several in the order asked', async () => {
    const s = await schoolWithYear(t);
    const code = s.customerCode;
    const location = await insertLocation(t, code);
    const first = await insertExternal(t, code, {
      lines: [
        good({ subcategoryId: s.hardware, locationId: location, brand: 'Lenovo' }),
        good({ description: 'Sedia', quantity: 1, unitPriceCents: 4_500 }),
      ],
    });
    const second = await insertExternal(t, code, { description: 'Fattura 13/2026' });

    const detail = await send<ExternalMovementDetail>(t, s.credentials, 'GET', `/movement/external/${first}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: first, lineCount: 2, assetCount: 3, totalValue: 1423 });
    expect(detail.body.lines).toEqual([
      {
        description: 'Notebook 14"',
        quantity: 2,
        unitPrice: 689,
        brand: 'Lenovo',
        subcategory: {
          id: s.hardware,
          code: expect.any(String),
          description: expect.any(String),
          register: { id: expect.any(Number), description: expect.any(String) },
        },
        location: {
          id: location,
          code: 'LAB1',
          description: 'Laboratorio di informatica',
          siteCode: expect.any(String),
        },
      },
      { description: 'Sedia', quantity: 1, unitPrice: 45, brand: null, subcategory: null, location: null },
    ]);

    const list = await send<ExternalMovementDetail[]>(t, s.credentials, 'POST', '/movement/external/list', {
      ids: [second, first],
    });
    expect(list.status).toBe(200);
    expect(list.body.map((m) => m.id)).toEqual([second, first]);

    const other = await schoolWithYear(t);
    const theirs = await insertExternal(t, other.customerCode);
    expect((await send(t, s.credentials, 'GET', `/movement/external/${theirs}`)).status).toBe(404);
    const mixed = await send<{ code: string }>(t, s.credentials, 'POST', '/movement/external/list', {
      ids: [first, theirs],
    });
    expect(mixed.status).toBe(404);
    expect((await send(t, s.credentials, 'POST', '/movement/external/list', { ids: [] })).status).toBe(400);
  });

  it('completes a warehouse movement: to be completed, completed, and back', async () => {
    const s = await schoolWithYear(t);
    const code = s.customerCode;
    const creditor = await insertCreditor(t, code);
    const location = await insertLocation(t, code);
    const id = await insertExternal(t, code, {
      source: 'warehouse',
      lines: [good(), good({ description: 'Cavo HDMI', quantity: 4, unitPriceCents: 900 })],
    });
    const complete = (body: object, target = id) =>
      send<ExternalMovementDetail & { code?: string }>(
        t,
        s.credentials,
        'PUT',
        `/movement/external/${target}`,
        body,
      );
    const lines = (subcategory: number | null) => [
      { description: 'Notebook 14" Lenovo', subcategoryId: s.hardware, locationId: location },
      { description: 'Cavo HDMI', subcategoryId: subcategory, locationId: null },
    ];

    const half = await complete({ creditorId: creditor, lines: lines(null) });
    expect(half.status).toBe(200);
    expect(half.body).toMatchObject({ status: 1, creditor: { id: creditor } });
    expect(half.body.lines[0]).toMatchObject({
      description: 'Notebook 14" Lenovo',
      quantity: 2,
      unitPrice: 689,
      subcategory: { id: s.hardware },
      location: { id: location },
    });

    const done = await complete({ creditorId: creditor, lines: lines(s.hardware) });
    expect(done.body.status).toBe(2);
    expect((await search(s.credentials, { status: 2 })).body.total).toBe(1);

    const undone = await complete({ creditorId: null, lines: lines(s.hardware) });
    expect(undone.body).toMatchObject({ status: 1, creditor: null });
    const [audit] = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.customerCode, code), eq(auditEvents.entity, 'externalMovement')));
    expect(audit?.action).toBe('externalMovement.complete');

    // Quantities and prices stay the document's; one entry per good.
    expect((await complete({ creditorId: creditor, lines: lines(s.hardware).slice(0, 1) })).body.code).toBe(
      'validationFailed',
    );
    const other = await schoolWithYear(t);
    expect(
      (await complete({ creditorId: creditor, lines: [lines(other.hardware)[1], lines(null)[1]] })).status,
    ).toBe(404);
    expect(
      (await complete({ creditorId: await insertCreditor(t, other.customerCode), lines: lines(null) }))
        .status,
    ).toBe(404);
    const closed = await insertLocation(t, code, false);
    const inactive = await complete({
      creditorId: creditor,
      lines: [{ ...lines(null)[0], locationId: closed }, lines(null)[1]],
    });
    expect(inactive.body.code).toBe('locationInactive');
    expect(
      (
        await complete(
          { creditorId: null, lines: [] },
          await insertExternal(t, other.customerCode, { lines: [] }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await complete({
          creditorId: null,
          lines: [{ description: '', subcategoryId: null, locationId: null }],
        })
      ).status,
    ).toBe(400);
  });

  it('gives other sources no status when completed', async () => {
    const s = await schoolWithYear(t);
    const id = await insertExternal(t, s.customerCode);
    const done = await send<ExternalMovementDetail>(t, s.credentials, 'PUT', `/movement/external/${id}`, {
      creditorId: null,
      lines: [{ description: 'Notebook', subcategoryId: s.hardware, locationId: null }],
    });
    expect(done.body.status).toBeNull();
  });

  it('deletes a waiting movement, not another school’s', async () => {
    const s = await schoolWithYear(t);
    const id = await insertExternal(t, s.customerCode);
    const other = await schoolWithYear(t);
    const theirs = await insertExternal(t, other.customerCode);

    expect((await send(t, s.credentials, 'DELETE', `/movement/external/${theirs}`)).status).toBe(404);
    expect(await externalRow(t, other.customerCode, theirs)).toBeDefined();
    expect((await send(t, s.credentials, 'DELETE', `/movement/external/${id}`)).status).toBe(204);
    expect(await externalRow(t, s.customerCode, id)).toBeUndefined();
    expect((await send(t, s.credentials, 'DELETE', `/movement/external/${id}`)).status).toBe(404);
  });
});
