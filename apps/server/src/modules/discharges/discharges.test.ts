import type { MovementSummary } from '@inventario/shared/contracts/movements';
import type { ProposalSummary, RelatedMovement } from '@inventario/shared/contracts/out';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { auditOf, historyOf, insertWaitingAsset } from '../charges/charge.fixtures.ts';
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
} from '../proposals/proposal.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';

describe('discharges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function debtor(c: Credentials) {
    const created = await send<{ id: number }>(t, c, 'POST', '/debtor', {
      vendorType: 'G',
      businessName: 'Comune di Roma',
      vatNumber: '12345678903',
    });
    return ok(created).body.id;
  }

  const related = (c: Credentials, kind: 'out' | 'discharge', id: number) =>
    send<RelatedMovement[]>(t, c, 'GET', `/movement/${kind}/${id}/relatedMovements`);
  const toDischarge = (c: Credentials) =>
    send<ProposalSummary[]>(t, c, 'GET', '/movement/out/confirmedForDischarge');

  it('lists the causals with the document the measure rests on', async () => {
    const s = await schoolWithCharged(t);
    const list = await send<{ code: string; requiredDocument: string | null }[]>(
      t,
      s.credentials,
      'GET',
      '/movement/discharge/causalList',
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      (await send(t, s.credentials, 'GET', '/movement/out/causalList')).body as typeof list.body,
    );
    expect(list.body.find((c) => c.code === 'VEN')?.requiredDocument).toMatch(/commissione/);
  });

  it('discharges charged assets directly: status 4 at the actual value, destination, measure, liability', async () => {
    const s = await schoolWithCharged(t);
    const debtorId = await debtor(s.credentials);
    const created = await discharge(t, s.credentials, {
      date: '2026-04-01',
      causal: 'FUR',
      debtorId,
      protocolDate: '2026-03-30',
      protocolNumber: 'Prot. 88/2026',
      liability: 'liable',
      liableParty: 'Ditta Vigilanza srl',
      notes: 'Furto nel laboratorio',
      assetIds: [s.desk, s.pc, s.desk],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      type: 2,
      year: 2026,
      number: 1,
      date: '2026-04-01',
      causal: 'FUR',
      status: null,
      notes: 'Furto nel laboratorio',
      totalValue: 1150,
      editable: { content: true, assets: true, deletable: true },
      discharge: {
        debtor: { id: debtorId, description: 'Comune di Roma' },
        protocolDate: '2026-03-30',
        protocolNumber: 'Prot. 88/2026',
        liability: 'liable',
        liableParty: 'Ditta Vigilanza srl',
      },
    });
    expect(created.body.proposal).toBeUndefined();
    expect(created.body.assets.map((a) => [a.id, a.value, a.status])).toEqual([
      [s.desk, 250, 4],
      [s.pc, 900, 4],
    ]);
    expect((await detail(t, s.credentials, created.body.id)).body).toEqual(created.body);
    expect((await historyOf(t, s.customerCode, s.pc)).at(-1)).toEqual({
      action: 'discharge',
      movementId: created.body.id,
      changes: { status: { from: 2, to: 4 } },
    });
    expect((await auditOf(t, s.customerCode, created.body.id)).map((a) => a.action)).toEqual([
      'discharge.create',
    ]);
    const nobody = ok(
      await discharge(t, s.credentials, {
        date: '2026-04-01',
        liability: 'nobody',
        liableParty: 'ignored',
        assetIds: [s.chair],
      }),
    );
    expect(nobody.body).toMatchObject({
      number: 2,
      discharge: { debtor: null, liability: 'nobody', liableParty: null },
    });
    expect((await related(s.credentials, 'discharge', created.body.id)).body).toEqual([]);

    const list = await send<{ movements: MovementSummary[]; total: number }>(
      t,
      s.credentials,
      'POST',
      '/movement/search/1/10',
      { type: 2, text: 'roma', sortBy: 'number' },
    );
    expect(list.body.total).toBe(1);
    expect(list.body.movements[0]).toMatchObject({
      id: created.body.id,
      debtor: { id: debtorId, description: 'Comune di Roma' },
      protocolDate: '2026-03-30',
      protocolNumber: 'Prot. 88/2026',
      progressive: null,
      voucherType: null,
      totalValue: 1150,
      assetCount: 2,
    });
    const byDebtor = await send<{ total: number }>(t, s.credentials, 'POST', '/movement/search/1/10', {
      type: 2,
      debtorId,
    });
    expect(byDebtor.body.total).toBe(1);
  });

  it('refuses bad headers, dates, years and assets', async () => {
    const s = await schoolWithCharged(t);
    const other = await schoolWithCharged(t);
    const waiting = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 30_000,
    });
    const base = { date: '2026-04-01', assetIds: [s.pc] };
    const code = async (body: object) => (await discharge(t, s.credentials, { ...base, ...body })).body;
    expect(await code({ causal: 'ACQ' })).toMatchObject({ code: 'unknownCausal' });
    expect(await code({ liability: 'liable' })).toMatchObject({
      code: 'invalidRequest',
      details: { issues: [expect.objectContaining({ message: 'rules.mandatory' })] },
    });
    expect(await code({ liability: 'liable', liableParty: '  ' })).toMatchObject({ code: 'invalidRequest' });
    expect(await code({ debtorId: await debtor(other.credentials) })).toMatchObject({ code: 'notFound' });
    expect(await code({ date: '2027-01-04' })).toMatchObject({ code: 'financialYearMissing' });
    expect(await code({ date: '2026-01-31' })).toMatchObject({
      code: 'movementDateBeforeLast',
      details: { lastMovementDate: '2026-02-01' },
    });
    expect(await code({ assetIds: [] })).toMatchObject({ code: 'noAssets' });
    expect(await code({ assetIds: [waiting, s.lim] })).toMatchObject({
      code: 'assetNotCharged',
      details: { assetIds: [waiting] },
    });
    expect(await code({ assetIds: [other.pc] })).toMatchObject({
      code: 'notFound',
      details: { assetIds: [other.pc] },
    });
    const proposed = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.lim] }),
    ).body;
    expect(await code({ assetIds: [s.lim] })).toMatchObject({
      code: 'assetInProposal',
      details: { assetIds: [s.lim] },
    });
    expect(await code({ proposalIds: [proposed.id], assetIds: [] })).toMatchObject({
      code: 'proposalNotConfirmed',
      details: { proposalIds: [proposed.id] },
    });
    expect(await code({ proposalIds: [s.charge.id], assetIds: [] })).toMatchObject({ code: 'notFound' });
    ok(await discharge(t, s.credentials, base));
    expect(await code({})).toMatchObject({ code: 'assetDischarged', details: { assetIds: [s.pc] } });
    ok(
      await send(t, s.credentials, 'PUT', '/financialYear/close', {
        endDate: '2026-12-31',
        toDepreciate: false,
      }),
    );
    expect(await code({ date: '2026-12-31', assetIds: [s.desk] })).toMatchObject({
      code: 'financialYearClosed',
    });
  });

  it('refuses assets charged in an earlier year still open', async () => {
    const s = await schoolWithCharged(t, 2025, '2025-03-01');
    ok(await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' }));
    const later = await chargeAssets(t, s.credentials, '2026-01-10', [
      { subcategoryId: s.hardware, historicalPrice: 700, description: 'Proiettore' },
    ]);
    const projector = later.assets[0]?.id ?? 0;
    expect(
      (await discharge(t, s.credentials, { date: '2026-02-01', assetIds: [projector, s.pc, s.lim] })).body,
    ).toMatchObject({ code: 'dischargeAssetsOfUnclosedYear', details: { assetIds: [s.pc, s.lim] } });
    ok(await discharge(t, s.credentials, { date: '2026-02-01', assetIds: [projector] }));
  });

  it('takes at most 600 assets, proposals included', async () => {
    const s = await schoolWithCharged(t);
    const many = await chargeAssets(
      t,
      s.credentials,
      '2026-02-02',
      Array.from({ length: 598 }, (_, i) => ({
        subcategoryId: s.furniture,
        historicalPrice: 10,
        description: `Sedia ${i}`,
      })),
    );
    const chairs = many.assets.map((a) => a.id);
    const proposed = ok(
      await proposal(t, s.credentials, {
        date: '2026-03-01',
        progressive: 1,
        assetIds: [...chairs, s.chair, s.desk],
      }),
    ).body;
    ok(await confirm(t, s.credentials, proposed.id));
    expect(
      (
        await discharge(t, s.credentials, {
          date: '2026-04-01',
          proposalIds: [proposed.id],
          assetIds: [s.pc],
        })
      ).body,
    ).toMatchObject({ code: 'tooManyAssets' });
    const done = ok(await discharge(t, s.credentials, { date: '2026-04-01', proposalIds: [proposed.id] }));
    expect(done.body.assets).toHaveLength(600);
  });

  it('goes from proposal to discharge and back: related movements both ways, restore, delete', async () => {
    const s = await schoolWithCharged(t);
    const c = s.credentials;
    const proposed = ok(
      await proposal(t, c, {
        date: '2026-03-01',
        progressive: 1,
        causal: 'FUO',
        protocolDate: '2026-02-27',
        protocolNumber: 'P-3',
        assetIds: [s.pc, s.lim],
      }),
    ).body;
    expect((await toDischarge(c)).body).toEqual([]);
    ok(await confirm(t, c, proposed.id));
    expect((await toDischarge(c)).body).toEqual([
      {
        id: proposed.id,
        year: 2026,
        number: 1,
        progressive: 1,
        date: '2026-03-01',
        causal: 'FUO',
        protocolDate: '2026-02-27',
        protocolNumber: 'P-3',
        totalValue: 2400,
        assetCount: 2,
      },
    ]);
    expect((await discharge(t, c, { date: '2026-04-01', assetIds: [s.pc] })).body).toMatchObject({
      code: 'assetInProposal',
    });

    const made = await discharge(t, c, {
      date: '2026-04-01',
      causal: 'FUO',
      proposalIds: [proposed.id],
      assetIds: [s.desk, s.pc],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.assets.map((a) => a.id)).toEqual([s.pc, s.lim, s.desk]);
    expect(made.body.totalValue).toBe(2650);
    expect(await statusesOf(t, s.customerCode, [s.pc, s.lim, s.desk, s.chair])).toEqual({
      [s.pc]: 4,
      [s.lim]: 4,
      [s.desk]: 4,
      [s.chair]: 2,
    });
    expect((await historyOf(t, s.customerCode, s.lim)).map((h) => [h.action, h.changes])).toEqual([
      ['charge', null],
      ['propose', { status: { from: 2, to: 3 } }],
      ['discharge', { status: { from: 3, to: 4 } }],
    ]);
    expect((await toDischarge(c)).body).toEqual([]);
    expect((await related(c, 'out', proposed.id)).body).toEqual([
      {
        id: made.body.id,
        type: 2,
        year: 2026,
        number: 1,
        date: '2026-04-01',
        status: null,
        totalValue: 2650,
      },
    ]);
    expect((await related(c, 'discharge', made.body.id)).body).toEqual([
      { id: proposed.id, type: 3, year: 2026, number: 1, date: '2026-03-01', status: 2, totalValue: 2400 },
    ]);
    expect((await detail(t, c, proposed.id)).body).toMatchObject({
      status: 2,
      editable: { content: false, assets: false, deletable: false },
    });
    expect((await restore(t, c, proposed.id)).body).toMatchObject({ code: 'proposalAlreadyDischarged' });
    expect((await discharge(t, c, { date: '2026-04-02', proposalIds: [proposed.id] })).body).toMatchObject({
      code: 'proposalAlreadyDischarged',
    });

    const deleted = await remove(t, c, 'discharge', made.body.id);
    expect(deleted.status).toBe(204);
    expect((await detail(t, c, made.body.id)).status).toBe(404);
    expect(await statusesOf(t, s.customerCode, [s.pc, s.lim, s.desk])).toEqual({
      [s.pc]: 3,
      [s.lim]: 3,
      [s.desk]: 2,
    });
    expect((await historyOf(t, s.customerCode, s.desk)).at(-1)).toMatchObject({
      action: 'undischarge',
      changes: { status: { from: 4, to: 2 } },
    });
    expect((await historyOf(t, s.customerCode, s.pc)).at(-1)).toMatchObject({
      action: 'undischarge',
      changes: { status: { from: 4, to: 3 } },
    });
    expect((await related(c, 'out', proposed.id)).body).toEqual([]);
    expect((await toDischarge(c)).body).toHaveLength(1);
    expect((await auditOf(t, s.customerCode, made.body.id)).map((a) => a.action)).toEqual([
      'discharge.create',
      'discharge.delete',
    ]);

    ok(await restore(t, c, proposed.id));
    expect((await remove(t, c, 'out', proposed.id)).status).toBe(204);
    expect(await statusesOf(t, s.customerCode, [s.pc, s.lim])).toEqual({ [s.pc]: 2, [s.lim]: 2 });
    const again = ok(await discharge(t, c, { date: '2026-04-03', assetIds: [s.pc] }));
    expect(again.body.number).toBe(1);
  });

  it('edits the header of any discharge, its assets only on the latest', async () => {
    const s = await schoolWithCharged(t);
    const c = s.credentials;
    const proposed = ok(await proposal(t, c, { date: '2026-03-01', progressive: 1, assetIds: [s.lim] })).body;
    ok(await confirm(t, c, proposed.id));
    const first = ok(await discharge(t, c, { date: '2026-04-01', assetIds: [s.pc] })).body;
    const second = ok(
      await discharge(t, c, { date: '2026-04-05', proposalIds: [proposed.id], assetIds: [s.desk] }),
    ).body;
    const header = await discharge(t, c, {
      id: first.id,
      date: '2026-04-03',
      causal: 'SMA',
      liability: 'liable',
      liableParty: 'Mario Bianchi',
      protocolNumber: 'P-1',
      assetIds: [s.pc],
    });
    expect(header.status, JSON.stringify(header.body)).toBe(200);
    expect(header.body).toMatchObject({
      date: '2026-04-03',
      causal: 'SMA',
      discharge: { liability: 'liable', liableParty: 'Mario Bianchi', protocolNumber: 'P-1' },
      editable: { content: true, assets: false, deletable: false },
    });
    expect(
      (await discharge(t, c, { id: first.id, date: '2026-04-03', assetIds: [s.pc, s.chair] })).body,
    ).toMatchObject({ code: 'movementNotLatest' });
    expect(
      (await discharge(t, c, { id: first.id, date: '2026-04-06', assetIds: [s.pc] })).body,
    ).toMatchObject({
      code: 'movementDateAfterNext',
    });
    expect((await remove(t, c, 'discharge', first.id)).body).toMatchObject({ code: 'movementNotLatest' });

    // the latest: drop the proposal, swap the direct assets
    const edited = await discharge(t, c, { id: second.id, date: '2026-04-05', assetIds: [s.chair] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.assets.map((a) => a.id)).toEqual([s.chair]);
    expect(edited.body.totalValue).toBe(45.5);
    expect(await statusesOf(t, s.customerCode, [s.lim, s.desk, s.chair])).toEqual({
      [s.lim]: 3,
      [s.desk]: 2,
      [s.chair]: 4,
    });
    expect((await historyOf(t, s.customerCode, s.lim)).map((h) => h.action)).toEqual([
      'charge',
      'propose',
      'discharge',
      'undischarge',
    ]);
    expect((await related(c, 'out', proposed.id)).body).toEqual([]);
    expect((await toDischarge(c)).body.map((p) => p.id)).toEqual([proposed.id]);
    const close = () =>
      send(t, c, 'PUT', '/financialYear/close', { endDate: '2026-12-31', toDepreciate: false });
    expect((await close()).body).toMatchObject({ code: 'existingOutConfirmed' });

    // and take it back, with the chair kept: only the proposal's asset changes
    const back = ok(
      await discharge(t, c, {
        id: second.id,
        date: '2026-04-05',
        proposalIds: [proposed.id],
        assetIds: [s.chair],
      }),
    );
    expect(back.body.assets.map((a) => a.id)).toEqual([s.lim, s.chair]);
    expect((await historyOf(t, s.customerCode, s.chair)).map((h) => h.action)).toEqual([
      'charge',
      'discharge',
    ]);
    expect((await related(c, 'discharge', second.id)).body.map((r) => r.id)).toEqual([proposed.id]);
    expect((await auditOf(t, s.customerCode, second.id)).map((a) => a.action)).toEqual([
      'discharge.create',
      'discharge.update',
      'discharge.update',
    ]);
    ok(await close());
    expect(
      (await discharge(t, c, { id: second.id, date: '2026-04-05', assetIds: [s.chair] })).body,
    ).toMatchObject({
      code: 'financialYearClosed',
    });
    expect((await remove(t, c, 'discharge', second.id)).body).toMatchObject({ code: 'financialYearClosed' });
    expect((await detail(t, c, second.id)).body.editable).toEqual({
      content: false,
      assets: false,
      deletable: false,
    });
  });

  it('takes no asset held by a movement after the discharge', async () => {
    const s = await schoolWithCharged(t);
    const c = s.credentials;
    const first = ok(await discharge(t, c, { date: '2026-04-01', assetIds: [s.pc] })).body;
    const later = await chargeAssets(t, c, '2026-04-10', [
      { subcategoryId: s.hardware, historicalPrice: 400 },
    ]);
    const laterAsset = later.assets[0]?.id ?? 0;
    expect(
      (await discharge(t, c, { id: first.id, date: '2026-04-01', assetIds: [s.pc, laterAsset] })).body,
    ).toMatchObject({ code: 'movementHasLaterMovements', details: { assetIds: [laterAsset] } });
    ok(await discharge(t, c, { id: first.id, date: '2026-04-01', assetIds: [s.pc, s.lim] }));
  });

  it("answers 404 for another school's discharges and proposals", async () => {
    const s = await schoolWithCharged(t);
    const other = await schoolWithCharged(t);
    const proposed = ok(
      await proposal(t, s.credentials, { date: '2026-03-01', progressive: 1, assetIds: [s.lim] }),
    ).body;
    ok(await confirm(t, s.credentials, proposed.id));
    const mine = ok(await discharge(t, s.credentials, { date: '2026-04-01', assetIds: [s.pc] })).body;
    const c = other.credentials;
    expect((await discharge(t, c, { id: mine.id, date: '2026-04-01', assetIds: [other.pc] })).status).toBe(
      404,
    );
    expect((await remove(t, c, 'discharge', mine.id)).status).toBe(404);
    expect((await related(c, 'discharge', mine.id)).status).toBe(404);
    expect((await detail(t, c, mine.id)).status).toBe(404);
    expect((await discharge(t, c, { date: '2026-04-01', proposalIds: [proposed.id] })).body).toMatchObject({
      code: 'notFound',
      details: { proposalIds: [proposed.id] },
    });
    expect((await related(s.credentials, 'discharge', proposed.id)).status).toBe(404);
    expect((await remove(t, s.credentials, 'out', mine.id)).status).toBe(404);
  });

  it('discharges once when a request is retried with the same Idempotency-Key', async () => {
    const s = await schoolWithCharged(t);
    const payload = { date: '2026-04-01', causal: 'FUO', liability: 'nobody', assetIds: [s.pc, s.desk] };
    const post = () =>
      call(
        t,
        {
          method: 'POST',
          url: '/inventario/api/movement/discharge',
          payload,
          headers: { 'idempotency-key': 'discharge-1' },
        },
        s.credentials,
      );
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const page = await send<{ total: number }>(t, s.credentials, 'POST', '/movement/search/1/10', {
      type: 2,
    });
    expect(page.body.total).toBe(1);
  });
});
