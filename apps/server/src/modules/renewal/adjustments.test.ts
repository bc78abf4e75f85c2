import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema/index.ts';
import { type Credentials, send, startTestApp, type TestApp } from '../../test/harness.ts';
import type { Answer } from '../recognition/recognition.fixtures.ts';
import { renewalStep, schoolToRenew, startRenewal } from './renewal.fixtures.ts';

const adjust = (t: TestApp, c: Credentials, id: number, body: object) =>
  send<Answer<Adjustment>>(t, c, 'POST', `/renewal/${id}/adjustments`, body);

describe("the renewal's accounting adjustments", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function assetRow(customerCode: string, id: number) {
    const [row] = await t.db
      .select({ status: assets.status, actual: assets.actualPriceCents })
      .from(assets)
      .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
    return row;
  }

  it('makes each a movement of the ledger dated the renewal date, and takes it back with it', async () => {
    const s = await schoolToRenew(t);
    const { id } = (await startRenewal(t, s.credentials, { recognitionId: s.recognitionId })).body;
    const early = await adjust(t, s.credentials, id, {
      kind: 'missing',
      assetId: s.lim,
      reason: 'Non trovata',
    });
    expect([early.status, early.body.code]).toEqual([409, 'renewalMappingNotConfirmed']);
    expect((await renewalStep(t, s.credentials, id, 'mapping/confirm')).status).toBe(200);

    const missing = await adjust(t, s.credentials, id, {
      kind: 'missing',
      assetId: s.lim,
      reason: 'Non trovata in nessuna aula',
    });
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    expect(missing.body).toMatchObject({
      kind: 'missing',
      asset: { id: s.lim, inventoryNumber: 2 },
      movement: { type: 2, year: 2026 },
      actualValue: 1500,
      newValue: 0,
      variation: -1500,
      recognitionId: s.recognitionId,
    });
    expect(await assetRow(s.customerCode, s.lim)).toMatchObject({ status: 4 });
    const unusable = await adjust(t, s.credentials, id, {
      kind: 'unusable',
      assetId: s.desk,
      presumedValue: 20,
      reason: 'Rotta',
    });
    expect(unusable.body).toMatchObject({ movement: { type: 2 }, presumedValue: 20 });

    const up = await adjust(t, s.credentials, id, {
      kind: 'estimateUp',
      assetId: s.pc,
      newValue: 1000,
      reason: 'Stima',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toMatchObject({
      movement: { type: 6 },
      actualValue: 900,
      newValue: 1000,
      variation: 100,
    });
    expect((await assetRow(s.customerCode, s.pc))?.actual).toBe(100_000);
    const notLowered = await adjust(t, s.credentials, id, {
      kind: 'estimateDown',
      assetId: s.book,
      newValue: 400,
      reason: 'Stima',
    });
    expect([notLowered.status, notLowered.body.code]).toEqual([400, 'adjustmentValueNotLowered']);
    const down = await adjust(t, s.credentials, id, {
      kind: 'estimateDown',
      assetId: s.book,
      newValue: 120,
      reason: 'Usurata',
    });
    expect(down.body).toMatchObject({ movement: { type: 5 }, variation: -180 });
    const twice = await adjust(t, s.credentials, id, {
      kind: 'estimateDown',
      assetId: s.pc,
      newValue: 800,
      reason: 'Ancora',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'renewalAdjustmentExists']);
    expect((await assetRow(s.customerCode, s.pc))?.actual).toBe(100_000);

    const found = await adjust(t, s.credentials, id, {
      kind: 'found',
      asset: {
        description: 'Videoproiettore ritrovato',
        subcategoryId: s.hardware,
        locationId: s.lab,
        value: 350,
      },
      reason: 'Trovato in magazzino, non inventariato',
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toMatchObject({ movement: { type: 1 }, actualValue: 0, newValue: 350 });
    expect(await assetRow(s.customerCode, found.body.asset.id)).toMatchObject({ status: 2, actual: 35_000 });

    const list = await send<Adjustment[]>(t, s.credentials, 'GET', `/renewal/${id}/adjustments`);
    expect(list.body.map((a) => a.kind)).toEqual([
      'missing',
      'unusable',
      'estimateUp',
      'estimateDown',
      'found',
    ]);

    const undone = await send(t, s.credentials, 'DELETE', `/renewal/${id}/adjustments/${found.body.id}`);
    expect(undone.status).toBe(204);
    expect(await assetRow(s.customerCode, found.body.asset.id)).toBeUndefined();
    const undoneUp = await send(t, s.credentials, 'DELETE', `/renewal/${id}/adjustments/${up.body.id}`);
    expect(undoneUp.status).toBe(204);
    expect((await assetRow(s.customerCode, s.pc))?.actual).toBe(90_000);
    expect(
      (await send<Adjustment[]>(t, s.credentials, 'GET', `/renewal/${id}/adjustments`)).body,
    ).toHaveLength(3);
  });

  it('keeps the movements it wrote to the renewal: no movement screen edits or deletes them', async () => {
    const s = await schoolToRenew(t);
    const { id } = (await startRenewal(t, s.credentials, { recognitionId: s.recognitionId })).body;
    expect((await renewalStep(t, s.credentials, id, 'mapping/confirm')).status).toBe(200);
    const missing = await adjust(t, s.credentials, id, {
      kind: 'missing',
      assetId: s.lim,
      reason: 'Non trovata',
    });
    const down = await adjust(t, s.credentials, id, {
      kind: 'estimateDown',
      assetId: s.book,
      newValue: 120,
      reason: 'Usurata',
    });
    const found = await adjust(t, s.credentials, id, {
      kind: 'found',
      asset: { description: 'Trovato', subcategoryId: s.hardware, value: 350 },
      reason: 'In magazzino',
    });
    const refused = { status: 409, code: 'renewalMovement' };
    const answer = (r: { status: number; body: unknown }) => ({
      status: r.status,
      code: (r.body as { code?: string }).code,
    });
    for (const [kind, adjustment] of [
      ['discharge', missing],
      ['valueVoucher', down],
      ['charge', found],
    ] as const) {
      const movementId = adjustment.body.movement.id;
      expect(answer(await send(t, s.credentials, 'DELETE', `/movement/${kind}/${movementId}`))).toEqual(
        refused,
      );
      const detail = await send<{ editable: object }>(
        t,
        s.credentials,
        'GET',
        `/movement/${movementId}/withAssets`,
      );
      expect(detail.body.editable).toEqual({ content: false, assets: false, deletable: false });
    }
    const edit = await send(t, s.credentials, 'PUT', '/movement/valueVoucher', {
      id: down.body.movement.id,
      type: 5,
      date: '2026-12-31',
      voucherType: 'RDI',
      notes: 'Cambiata a mano',
      lines: [{ assetId: s.book, variation: 100 }],
    });
    expect(answer(edit)).toEqual(refused);
    expect((await assetRow(s.customerCode, s.book))?.actual).toBe(12_000);

    // Taken back through the renewal, each goes with its adjustment.
    for (const adjustment of [found, down, missing])
      expect(
        (await send(t, s.credentials, 'DELETE', `/renewal/${id}/adjustments/${adjustment.body.id}`)).status,
      ).toBe(204);
    expect((await assetRow(s.customerCode, s.book))?.actual).toBe(30_000);
  });

  it('keeps each school to its own adjustments', async () => {
    const mine = await schoolToRenew(t);
    const other = await schoolToRenew(t);
    const { id } = (await startRenewal(t, mine.credentials, { recognitionId: mine.recognitionId })).body;
    await renewalStep(t, mine.credentials, id, 'mapping/confirm');
    expect((await send(t, other.credentials, 'GET', `/renewal/${id}/adjustments`)).status).toBe(404);
    const foreign = await adjust(t, other.credentials, id, {
      kind: 'missing',
      assetId: mine.pc,
      reason: 'x',
    });
    expect(foreign.status).toBe(404);
    const { id: own } = (await startRenewal(t, other.credentials, { recognitionId: other.recognitionId }))
      .body;
    await renewalStep(t, other.credentials, own, 'mapping/confirm');
    const theirGood = await adjust(t, other.credentials, own, {
      kind: 'missing',
      assetId: mine.pc,
      reason: 'x',
    });
    expect([theirGood.status, theirGood.body.code]).toEqual([404, 'notFound']);
  });
});
