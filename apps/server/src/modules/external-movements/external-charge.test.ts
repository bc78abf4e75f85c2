import type { ExternalMovement } from '@inventario/shared/contracts/external-movements';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, auditOf, schoolWithYear } from '../charges/charge.fixtures.ts';
import { externalRow, good, insertCreditor, insertExternal } from './external-movement.fixtures.ts';

/** `#/charge/new/external`: a charge made from external movements marks them charged. */
describe('charging external movements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  let day = 0;
  const charge = (c: Credentials, externalMovementIds: number[], subcategoryId: number, extra: object = {}) =>
    send<MovementWithAssets & { code?: string }>(t, c, 'POST', '/movement/charge', {
      // Each charge a day later than the last, so none is refused for its date.
      date: `2026-03-${String(10 + day++).padStart(2, '0')}`,
      causal: 'ACQ',
      assets: [asset(subcategoryId, 689, 'Notebook'), asset(subcategoryId, 689, 'Notebook')],
      externalMovementIds,
      ...extra,
    });
  const count = async (c: Credentials) =>
    (await send<{ count: number }>(t, c, 'GET', '/movement/external/count')).body.count;

  it('marks the movements charged by the new voucher, and waiting again once it is deleted', async () => {
    const s = await schoolWithYear(t);
    const creditor = await insertCreditor(t, s.customerCode);
    const warehouse = await insertExternal(t, s.customerCode, {
      source: 'warehouse',
      creditorId: creditor,
      status: 2,
      lines: [good({ subcategoryId: s.hardware })],
    });
    const invoice = await insertExternal(t, s.customerCode, { creditorId: creditor });
    expect(await count(s.credentials)).toBe(2);

    const response = await charge(s.credentials, [warehouse, invoice], s.hardware, { creditorId: creditor });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const voucher = response.body;
    expect((await externalRow(t, s.customerCode, warehouse))?.chargeMovementId).toBe(voucher.id);
    expect((await externalRow(t, s.customerCode, invoice))?.chargeMovementId).toBe(voucher.id);
    expect(await count(s.credentials)).toBe(0);
    const charged = await send<{ externalMovements: ExternalMovement[] }>(
      t,
      s.credentials,
      'POST',
      '/movement/external/search/1/10',
      { state: 'charged' },
    );
    expect(charged.body.externalMovements.map((m) => m.charge)).toEqual([
      { id: voucher.id, year: 2026, number: voucher.number, date: voucher.date },
      { id: voucher.id, year: 2026, number: voucher.number, date: voucher.date },
    ]);
    const [audit] = await auditOf(t, s.customerCode, voucher.id);
    expect(audit?.after).toMatchObject({ externalMovementIds: [warehouse, invoice] });

    // Charged: neither charged again, nor changed, nor deleted.
    expect((await charge(s.credentials, [invoice], s.hardware)).body.code).toBe('externalMovementCharged');
    const edit = await send<{ code: string }>(t, s.credentials, 'PUT', `/movement/external/${invoice}`, {
      creditorId: null,
      lines: [{ description: 'x', subcategoryId: null, locationId: null }],
    });
    expect([edit.status, edit.body.code]).toEqual([409, 'externalMovementCharged']);
    const removal = await send<{ code: string }>(t, s.credentials, 'DELETE', `/movement/external/${invoice}`);
    expect([removal.status, removal.body.code]).toEqual([409, 'externalMovementCharged']);

    expect((await send(t, s.credentials, 'DELETE', `/movement/charge/${voucher.id}`)).status).toBe(204);
    expect((await externalRow(t, s.customerCode, warehouse))?.chargeMovementId).toBeNull();
    expect(await count(s.credentials)).toBe(2);
  });

  it('refuses movements of different suppliers', async () => {
    const s = await schoolWithYear(t);
    const first = await insertExternal(t, s.customerCode, { supplierName: 'Alfa srl' });
    const second = await insertExternal(t, s.customerCode, { supplierName: 'Beta spa' });
    const response = await charge(s.credentials, [first, second], s.hardware);
    expect([response.status, response.body.code]).toEqual([409, 'differentSuppliers']);
    expect((await externalRow(t, s.customerCode, first))?.chargeMovementId).toBeNull();
  });

  it('refuses a warehouse movement still to be completed', async () => {
    const s = await schoolWithYear(t);
    const id = await insertExternal(t, s.customerCode, { source: 'warehouse' });
    const response = await charge(s.credentials, [id], s.hardware);
    expect([response.status, response.body.code]).toEqual([400, 'incompleteData']);
  });

  it("answers 404 for another school's movement and charges nothing", async () => {
    const s = await schoolWithYear(t);
    const other = await schoolWithYear(t);
    const theirs = await insertExternal(t, other.customerCode);
    const response = await charge(s.credentials, [theirs], s.hardware);
    expect(response.status).toBe(404);
    expect((await externalRow(t, other.customerCode, theirs))?.chargeMovementId).toBeNull();
    const vouchers = await send<{ total: number }>(t, s.credentials, 'POST', '/movement/search/1/10', {});
    expect(vouchers.body.total).toBe(0);
  });

  it('leaves the movements waiting when the charge fails', async () => {
    const s = await schoolWithYear(t);
    const id = await insertExternal(t, s.customerCode);
    const response = await charge(s.credentials, [id], s.hardware, { date: '2025-06-01' });
    expect(response.status).toBe(409);
    expect((await externalRow(t, s.customerCode, id))?.chargeMovementId).toBeNull();
  });

  it('keeps the ids out of a charge edit', async () => {
    const s = await schoolWithYear(t);
    const id = await insertExternal(t, s.customerCode);
    const voucher = (await charge(s.credentials, [], s.hardware)).body;
    const edit = await send(t, s.credentials, 'PUT', '/movement/charge', {
      id: voucher.id,
      date: voucher.date,
      causal: 'ACQ',
      assets: voucher.assets.map((a) => ({
        ...asset(s.hardware, a.historicalPrice, a.description),
        id: a.id,
      })),
      externalMovementIds: [id],
    });
    expect(edit.status).toBe(200);
    expect((await externalRow(t, s.customerCode, id))?.chargeMovementId).toBeNull();
  });
});
