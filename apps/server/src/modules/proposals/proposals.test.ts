import type { ProposalSummary } from '@inventario/shared/contracts/out';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { auditOf, historyOf, insertWaitingAsset, schoolWithYear } from '../charges/charge.fixtures.ts';
import { chargeAssets, voucher } from '../value-vouchers/value-voucher.fixtures.ts';
import {
  confirm,
  detail,
  discharge,
  ok,
  proposal,
  remove,
  restore,
  schoolWithCharged,
  statusesOf,
} from './proposal.fixtures.ts';

describe('discharge proposals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists causals, statuses and the next progressive of a year', async () => {
    const s = await schoolWithCharged(t);
    const causals = await send<{ code: string; description: string; requiredDocument: string | null }[]>(
      t,
      s.credentials,
      'GET',
      '/movement/out/causalList',
    );
    expect(causals.status).toBe(200);
    expect(causals.body).toContainEqual({
      code: 'FUR',
      description: 'Furto',
      requiredDocument: "Copia della denuncia all'autorità di pubblica sicurezza",
    });
    expect(causals.body.map((c) => c.code)).toEqual(['FUO', 'FUR', 'SMA', 'VEN', 'PER', 'DIS', 'TRA', 'ALT']);
    expect((await send(t, s.credentials, 'GET', '/movement/out/statusList')).body).toEqual([
      { code: 1, description: 'Da confermare' },
      { code: 2, description: 'Confermata' },
    ]);
    const next = (year: number) => send(t, s.credentials, 'GET', `/movement/out/nextProgressive/${year}`);
    expect((await next(2026)).body).toEqual({ progressive: 1 });
    ok(await proposal(t, s.credentials, { date: '2026-03-01', progressive: 7, assetIds: [s.pc] }));
    expect((await next(2026)).body).toEqual({ progressive: 8 });
    expect((await next(2025)).body).toEqual({ progressive: 1 });
    expect((await next(1)).status).toBe(400);
    const list = await send<{ movements: { progressive: number | null; status: number | null }[] }>(
      t,
      s.credentials,
      'POST',
      '/movement/search/1/10',
      { type: 3, progressive: 7, sortBy: 'progressive', sortDesc: true },
    );
    expect(list.body.movements.map((m) => [m.progressive, m.status])).toEqual([[7, 1]]);
  });

  it('proposes charged assets: status 3, lines at the actual value, history, audit and detail', async () => {
    const s = await schoolWithCharged(t);
    const created = await proposal(t, s.credentials, {
      date: '2026-03-01',
      progressive: 1,
      causal: 'FUO',
      protocolNumber: 'Prot. 12',
      notes: 'Laboratorio 2',
      assetIds: [s.lim, s.pc, s.chair, s.pc],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      type: 3,
      year: 2026,
      number: 1,
      date: '2026-03-01',
      causal: 'FUO',
      status: 1,
      notes: 'Laboratorio 2',
      totalValue: 2445.5,
      editable: { content: true, assets: true, deletable: true },
      proposal: {
        progressive: 1,
        protocolDate: null,
        protocolNumber: 'Prot. 12',
        confirmedAt: null,
        confirmedBy: null,
        pricesChanged: false,
      },
    });
    expect(created.body.discharge).toBeUndefined();
    expect(created.body.assets.map((a) => [a.id, a.value, a.status])).toEqual([
      [s.lim, 1500, 3],
      [s.pc, 900, 3],
      [s.chair, 45.5, 3],
    ]);
    expect(await statusesOf(t, s.customerCode, [s.pc, s.lim, s.desk, s.chair])).toEqual({
      [s.pc]: 3,
      [s.lim]: 3,
      [s.desk]: 2,
      [s.chair]: 3,
    });
    expect((await historyOf(t, s.customerCode, s.pc)).at(-1)).toEqual({
      action: 'propose',
      movementId: created.body.id,
      changes: { status: { from: 2, to: 3 } },
    });
    expect((await auditOf(t, s.customerCode, created.body.id)).map((a) => a.action)).toEqual([
      'proposal.create',
    ]);
    const again = await detail(t, s.credentials, created.body.id);
    expect(again.body).toEqual(created.body);
    const listed = await send<{ movements: { id: number; status: number; assetCount: number }[] }>(
      t,
      s.credentials,
      'POST',
      '/movement/search/1/10',
      { type: 3 },
    );
    expect(listed.body.movements).toEqual([
      expect.objectContaining({ id: created.body.id, status: 1, assetCount: 3 }),
    ]);
    const second = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 2, assetIds: [s.desk] }),
    );
    expect(second.body.number).toBe(2);
  });

  it('refuses bad causals, dates, years, progressives and assets', async () => {
    const s = await schoolWithCharged(t);
    const waiting = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 30_000,
    });
    const base = { date: '2026-03-01', progressive: 3, assetIds: [s.pc] };
    const code = async (body: object) => (await proposal(t, s.credentials, { ...base, ...body })).body;
    expect(await code({ causal: 'ACQ' })).toMatchObject({ code: 'unknownCausal' });
    expect(await code({ date: '2027-01-10' })).toMatchObject({ code: 'financialYearMissing' });
    expect(await code({ date: '2026-01-31' })).toMatchObject({
      code: 'movementDateBeforeLast',
      details: { lastMovementDate: '2026-02-01' },
    });
    expect(await code({ assetIds: [waiting] })).toMatchObject({
      code: 'assetNotCharged',
      details: { assetIds: [waiting] },
    });
    expect(await code({ assetIds: [] })).toMatchObject({ code: 'invalidRequest' });
    expect(await code({ progressive: 0 })).toMatchObject({ code: 'invalidRequest' });
    expect(await code({ assetIds: [999_999_999] })).toMatchObject({
      code: 'notFound',
      details: { assetIds: [999_999_999] },
    });
    ok(await proposal(t, s.credentials, base));
    expect(await code({ progressive: 3, assetIds: [s.lim] })).toMatchObject({
      code: 'progressiveNotAbove',
      details: { lastProgressive: 3 },
    });
    expect(await code({ progressive: 4, assetIds: [s.lim, s.pc] })).toMatchObject({
      code: 'assetInProposal',
      details: { assetIds: [s.pc] },
    });
    ok(await proposal(t, s.credentials, { ...base, progressive: 4, assetIds: [s.lim] }));
  });

  it('goes in the older of two open years only, and not in a closed year', async () => {
    const s = await schoolWithCharged(t, 2025, '2025-03-01');
    ok(await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' }));
    const older = await proposal(t, s.credentials, { date: '2025-06-01', progressive: 1, assetIds: [s.pc] });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    expect(
      (await proposal(t, s.credentials, { date: '2026-01-15', progressive: 1, assetIds: [s.lim] })).body,
    ).toMatchObject({ code: 'proposalOnlyInOlderYear' });
    ok(
      await send(t, s.credentials, 'PUT', '/financialYear/close', {
        endDate: '2025-12-31',
        toDepreciate: false,
      }),
    );
    expect(
      (await proposal(t, s.credentials, { date: '2025-12-31', progressive: 2, assetIds: [s.lim] })).body,
    ).toMatchObject({ code: 'financialYearClosed' });
    ok(await proposal(t, s.credentials, { date: '2026-01-15', progressive: 1, assetIds: [s.lim] }));
  });
  it('edits notes and protocol always, content while to be confirmed, assets on the latest only', async () => {
    const s = await schoolWithCharged(t);
    const first = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.pc, s.lim] }),
    ).body;
    const edited = await proposal(t, s.credentials, {
      id: first.id,
      date: '2026-03-02',
      progressive: 5,
      causal: 'DIS',
      protocolDate: '2026-03-02',
      protocolNumber: 'P-9',
      notes: 'Rotti',
      assetIds: [s.lim, s.desk],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      date: '2026-03-02',
      causal: 'DIS',
      notes: 'Rotti',
      totalValue: 1750,
      proposal: { progressive: 5, protocolDate: '2026-03-02', protocolNumber: 'P-9' },
    });
    expect(edited.body.assets.map((a) => a.id)).toEqual([s.lim, s.desk]);
    expect(await statusesOf(t, s.customerCode, [s.pc, s.lim, s.desk])).toEqual({
      [s.pc]: 2,
      [s.lim]: 3,
      [s.desk]: 3,
    });
    expect((await historyOf(t, s.customerCode, s.pc)).at(-1)).toMatchObject({
      action: 'unpropose',
      changes: { status: { from: 3, to: 2 } },
    });
    expect((await historyOf(t, s.customerCode, s.desk)).at(-1)).toMatchObject({ action: 'propose' });
    expect((await auditOf(t, s.customerCode, first.id)).map((a) => a.action)).toEqual([
      'proposal.create',
      'proposal.update',
    ]);

    const second = ok(
      await proposal(t, s.credentials, { date: '2026-03-03', progressive: 6, assetIds: [s.pc] }),
    ).body;
    const again = {
      id: first.id,
      date: '2026-03-02',
      progressive: 5,
      causal: 'DIS',
      assetIds: [s.lim, s.desk],
    };
    expect((await proposal(t, s.credentials, { ...again, assetIds: [s.lim] })).body).toMatchObject({
      code: 'movementNotLatest',
    });
    expect((await proposal(t, s.credentials, { ...again, progressive: 9 })).body).toMatchObject({
      code: 'movementNotLatest',
    });
    expect((await proposal(t, s.credentials, { ...again, date: '2026-03-04' })).body).toMatchObject({
      code: 'movementDateAfterNext',
    });
    expect((await proposal(t, s.credentials, { ...again, date: '2026-01-31' })).body).toMatchObject({
      code: 'movementDateBeforeLast',
    });
    const reordered = await proposal(t, s.credentials, { ...again, assetIds: [s.desk, s.lim], notes: 'x' });
    expect(reordered.body.assets.map((a) => a.id)).toEqual([s.desk, s.lim]);
    expect(reordered.body.editable).toEqual({ content: true, assets: false, deletable: false });

    const base = { id: second.id, date: '2026-03-03', progressive: 6, assetIds: [s.pc] };
    expect((await proposal(t, s.credentials, { ...base, progressive: 5 })).body).toMatchObject({
      code: 'progressiveNotAbove',
      details: { lastProgressive: 5 },
    });
    expect((await proposal(t, s.credentials, { ...base, assetIds: [s.pc, s.lim] })).body).toMatchObject({
      code: 'assetInProposal',
      details: { assetIds: [s.lim] },
    });
    expect((await proposal(t, s.credentials, { ...base, date: '2027-01-01' })).body).toMatchObject({
      code: 'movementYearChanged',
    });
    expect((await proposal(t, s.credentials, { ...base, causal: 'XYZ' })).body).toMatchObject({
      code: 'unknownCausal',
    });
    ok(await proposal(t, s.credentials, { ...base, progressive: 8, assetIds: [s.pc, s.chair] }));

    ok(await confirm(t, s.credentials, second.id));
    const confirmedEdit = { ...base, progressive: 8, assetIds: [s.pc, s.chair] };
    const notes = await proposal(t, s.credentials, {
      ...confirmedEdit,
      notes: 'Confermata',
      protocolNumber: 'P-10',
      protocolDate: '2026-03-10',
    });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect(notes.body).toMatchObject({ notes: 'Confermata', proposal: { protocolNumber: 'P-10' } });
    expect(notes.body.editable).toEqual({ content: false, assets: false, deletable: false });
    expect((await proposal(t, s.credentials, { ...confirmedEdit, causal: 'ALT' })).body).toMatchObject({
      code: 'proposalConfirmed',
    });
    expect((await proposal(t, s.credentials, { ...confirmedEdit, assetIds: [s.pc] })).body).toMatchObject({
      code: 'proposalConfirmed',
    });
  });

  it('keeps assets held by a later movement, and takes none charged after it', async () => {
    const s = await schoolWithCharged(t);
    const first = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.pc, s.lim] }),
    ).body;
    const later = await chargeAssets(t, s.credentials, '2026-03-05', [
      { subcategoryId: s.hardware, historicalPrice: 300, description: 'Tablet' },
    ]);
    const tablet = later.assets[0]?.id ?? 0;
    const body = { id: first.id, date: '2026-03-01', progressive: 1, assetIds: [s.pc, s.lim, tablet] };
    expect((await proposal(t, s.credentials, body)).body).toMatchObject({
      code: 'movementHasLaterMovements',
      details: { assetIds: [tablet] },
    });
    ok(
      await voucher(t, s.credentials, {
        type: 5,
        date: '2026-03-06',
        voucherType: 'DAN',
        lines: [{ assetId: s.lim, variation: 100 }],
      }),
    );
    expect((await detail(t, s.credentials, first.id)).body).toMatchObject({
      editable: { content: true, assets: false, deletable: false },
      proposal: { pricesChanged: true },
    });
    expect((await proposal(t, s.credentials, { ...body, assetIds: [s.pc] })).body).toMatchObject({
      code: 'movementHasLaterMovements',
    });
    expect((await remove(t, s.credentials, 'out', first.id)).body).toMatchObject({
      code: 'movementHasLaterMovements',
    });
  });

  it('confirms, warns about changed values, and takes the current values when told', async () => {
    const s = await schoolWithCharged(t);
    const created = ok(
      await proposal(t, s.credentials, {
        date: '2026-03-01',
        progressive: 1,
        assetIds: [s.pc, s.lim, s.chair],
      }),
    ).body;
    ok(
      await voucher(t, s.credentials, {
        type: 5,
        date: '2026-03-02',
        voucherType: 'DAN',
        lines: [{ assetId: s.lim, variation: 250.25 }],
      }),
    );
    const warned = await confirm(t, s.credentials, created.id);
    expect(warned.status).toBe(409);
    expect(warned.body).toEqual({
      code: 'proposalPricesChanged',
      message: 'proposalPricesChanged',
      details: {
        assets: [
          {
            id: s.lim,
            description: 'LIM',
            inventoryNumber: 2,
            durableNumber: null,
            value: 1500,
            actualPrice: 1249.75,
          },
        ],
      },
    });
    expect((await confirm(t, s.credentials, created.id, false)).body).toMatchObject({
      code: 'proposalPricesChanged',
    });
    const confirmed = await confirm(t, s.credentials, created.id, true);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 2,
      totalValue: 2195.25,
      editable: { content: false, assets: false, deletable: false },
      proposal: { pricesChanged: false, confirmedBy: s.user.username },
    });
    expect(confirmed.body.proposal?.confirmedAt).toEqual(expect.any(String));
    expect(confirmed.body.assets.find((a) => a.id === s.lim)?.value).toBe(1249.75);
    expect((await confirm(t, s.credentials, created.id)).body).toMatchObject({ code: 'proposalConfirmed' });
    expect((await remove(t, s.credentials, 'out', created.id)).body).toMatchObject({
      code: 'proposalConfirmed',
    });

    const restored = await restore(t, s.credentials, created.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      status: 1,
      proposal: { confirmedAt: null, confirmedBy: null },
      // the later value voucher holds the LIM: the assets stay as they are
      editable: { content: true, assets: false, deletable: false },
    });
    expect((await restore(t, s.credentials, created.id)).body).toMatchObject({
      code: 'proposalNotConfirmed',
    });
    expect((await auditOf(t, s.customerCode, created.id)).map((a) => a.action)).toEqual([
      'proposal.create',
      'proposal.confirm',
      'proposal.removeConfirmation',
    ]);
  });

  it('refuses to confirm while the next year holds charges and the year is open', async () => {
    const s = await schoolWithCharged(t, 2025, '2025-03-01');
    ok(await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' }));
    const created = ok(
      await proposal(t, s.credentials, { date: '2025-06-01', progressive: 1, assetIds: [s.pc] }),
    ).body;
    await chargeAssets(t, s.credentials, '2026-01-10', [{ subcategoryId: s.hardware, historicalPrice: 500 }]);
    expect((await confirm(t, s.credentials, created.id)).body).toMatchObject({ code: 'chargesInNextYear' });
    ok(
      await send(t, s.credentials, 'PUT', '/financialYear/close', {
        endDate: '2025-12-31',
        toDepreciate: false,
      }),
    );
    const confirmed = await confirm(t, s.credentials, created.id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.editable).toEqual({ content: false, assets: false, deletable: false });
  });

  it('blocks closing the year while a confirmed proposal has assets to discharge', async () => {
    const s = await schoolWithCharged(t);
    const created = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.pc] }),
    ).body;
    ok(await confirm(t, s.credentials, created.id));
    const close = () =>
      send(t, s.credentials, 'PUT', '/financialYear/close', { endDate: '2026-12-31', toDepreciate: false });
    expect((await close()).body).toMatchObject({ code: 'existingOutConfirmed' });
    ok(await discharge(t, s.credentials, { date: '2026-04-01', proposalIds: [created.id] }));
    expect((await close()).status).toBe(200);
  });

  it('deletes the latest proposal to be confirmed: assets charged again, number given back', async () => {
    const s = await schoolWithCharged(t);
    const first = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.pc] }),
    ).body;
    const second = ok(
      await proposal(t, s.credentials, { date: '2026-03-02', progressive: 2, assetIds: [s.lim, s.desk] }),
    ).body;
    expect((await remove(t, s.credentials, 'out', first.id)).body).toMatchObject({
      code: 'movementNotLatest',
    });
    expect((await detail(t, s.credentials, first.id)).body.editable.deletable).toBe(false);
    const deleted = await remove(t, s.credentials, 'out', second.id);
    expect(deleted.status).toBe(204);
    expect((await detail(t, s.credentials, second.id)).status).toBe(404);
    expect(await statusesOf(t, s.customerCode, [s.lim, s.desk])).toEqual({ [s.lim]: 2, [s.desk]: 2 });
    expect((await historyOf(t, s.customerCode, s.desk)).map((h) => h.action)).toEqual([
      'charge',
      'propose',
      'unpropose',
    ]);
    expect((await auditOf(t, s.customerCode, second.id)).map((a) => a.action)).toEqual([
      'proposal.create',
      'proposal.delete',
    ]);
    const next = ok(
      await proposal(t, s.credentials, { date: '2026-03-02', progressive: 2, assetIds: [s.desk] }),
    ).body;
    expect(next.number).toBe(2);
    expect((await remove(t, s.credentials, 'charge', first.id)).status).toBe(404);
    expect((await remove(t, s.credentials, 'discharge', first.id)).status).toBe(404);
  });

  it("answers 404 for another school's proposals and assets", async () => {
    const s = await schoolWithCharged(t);
    const other = await schoolWithCharged(t);
    const mine = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.pc] }),
    ).body;
    const c = other.credentials;
    const body = { id: mine.id, date: '2026-03-01', progressive: 1, assetIds: [other.pc] };
    expect((await proposal(t, c, body)).status).toBe(404);
    expect((await confirm(t, c, mine.id)).status).toBe(404);
    expect((await restore(t, c, mine.id)).status).toBe(404);
    expect((await remove(t, c, 'out', mine.id)).status).toBe(404);
    expect((await detail(t, c, mine.id)).status).toBe(404);
    expect((await send(t, c, 'GET', `/movement/out/${mine.id}/relatedMovements`)).status).toBe(404);
    expect(
      (await proposal(t, c, { date: '2026-03-01', progressive: 1, assetIds: [other.pc, s.lim] })).body,
    ).toMatchObject({ code: 'notFound', details: { assetIds: [s.lim] } });
    expect((await send<ProposalSummary[]>(t, c, 'GET', '/movement/out/confirmedForDischarge')).body).toEqual(
      [],
    );
    expect((await send(t, c, 'GET', '/movement/out/nextProgressive/2026')).body).toEqual({ progressive: 1 });
    expect(
      (await send(t, s.credentials, 'GET', `/movement/out/${s.charge.id}/relatedMovements`)).status,
    ).toBe(404);
  });

  it('proposes once when a request is retried with the same Idempotency-Key', async () => {
    const s = await schoolWithCharged(t);
    const payload = { date: '2026-03-01', progressive: 1, causal: 'FUO', assetIds: [s.pc, s.lim] };
    const post = () =>
      call(
        t,
        {
          method: 'POST',
          url: '/inventario/api/movement/out',
          payload,
          headers: { 'idempotency-key': 'out-1' },
        },
        s.credentials,
      );
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const page = await send<{ total: number }>(t, s.credentials, 'POST', '/movement/search/1/10', {
      type: 3,
    });
    expect(page.body.total).toBe(1);
    const third = await post();
    expect(third.json()).toEqual(first.json());
  });

  it('lists no proposal to discharge while none is confirmed', async () => {
    const s = await schoolWithYear(t, 2026);
    expect((await send(t, s.credentials, 'GET', '/movement/out/confirmedForDischarge')).body).toEqual([]);
  });
});
