import type { Recognition, RecognitionLocation } from '@inventario/shared/contracts/recognition';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetHistory, assets, recognitionReads } from '../../db/schema/index.ts';
import { send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';
import { insertWaitingAsset } from '../charges/charge.fixtures.ts';
import { assetAction, auditOf, countedAssets, detect, schoolToCount, start } from './recognition.fixtures.ts';

describe('recognition', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('starts one at a time, counting charged goods where they are and durable ones only when asked', async () => {
    const s = await schoolToCount(t);
    const invalid = await start(t, s.credentials, { forRenewal: true });
    expect(invalid.status).toBe(400);
    const first = await start(t, s.credentials);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      status: 'ongoing',
      startDate: '2026-05-04',
      endDate: null,
      includeDurable: false,
      counts: { total: 4, undetected: 4, detected: 0 },
      unplaced: 0,
      locations: { total: 2, notStarted: 2 },
    });
    const again = await start(t, s.credentials, { includeDurable: true });
    expect([again.status, again.body.code]).toEqual([409, 'recognitionOngoing']);
    expect(await auditOf(t, s.customerCode, 'recognition.start')).toHaveLength(1);

    const locations = await send<RecognitionLocation[]>(
      t,
      s.credentials,
      'GET',
      `/recognition/${first.body.id}/locations`,
    );
    expect(locations.body.map((l) => [l.code, l.status, l.counts.total])).toEqual([
      ['AULA1', 'notStarted', 2],
      ['LAB1', 'notStarted', 2],
    ]);
    const list = await send<{ recognitions: Recognition[]; total: number }>(
      t,
      s.credentials,
      'POST',
      '/recognition/search/1/10',
      { status: 'ongoing' },
    );
    expect(list.body.total).toBe(1);
    expect(list.body.recognitions[0]?.id).toBe(first.body.id);
  });

  it('detects goods where they belong, elsewhere, twice harmlessly, and tells what matches nothing', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials, { includeDurable: true })).body;
    const pc = await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab });
    expect(pc.status, JSON.stringify(pc.body)).toBe(200);
    expect(pc.body.outcome).toBe('detected');
    expect(pc.body.assets.map((a) => [a.idAsset, a.detection, a.detectedLocation?.code])).toEqual([
      [s.pc, 'detected', 'LAB1'],
    ]);
    expect(pc.body.location).toMatchObject({
      code: 'LAB1',
      status: 'started',
      counts: { detected: 1, undetected: 2 },
    });
    expect((await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.classroom })).body.outcome).toBe(
      'detected',
    );

    const lim = await detect(t, s.credentials, id, { code: 'bm 2', idLocation: s.classroom });
    expect(lim.body.outcome).toBe('foundElsewhere');
    expect(lim.body.location).toMatchObject({ code: 'AULA1', foundHere: 1 });

    expect((await detect(t, s.credentials, id, { code: '3', idLocation: s.classroom })).body.outcome).toBe(
      'detected',
    );
    // "1" is the PC's number and the book's: the book belongs in the classroom.
    const book = await detect(t, s.credentials, id, { code: '1', idLocation: s.classroom });
    expect(book.body.assets.map((a) => a.idAsset)).toEqual([s.book]);
    expect((await detect(t, s.credentials, id, { code: '999', idLocation: s.lab })).body).toMatchObject({
      outcome: 'notFound',
      assets: [],
    });
    await t.db.update(assets).set({ status: 4 }).where(eq(assets.id, s.chair));
    await t.db.update(assets).set({ barcode: '8001234567895' }).where(eq(assets.id, s.chair));
    // The chair, counted, was discharged since: a read reports it and changes nothing.
    const chair = await detect(t, s.credentials, id, { code: '8001234567895', idLocation: s.lab });
    expect([chair.body.outcome, chair.body.assets]).toEqual(['discharged', []]);
    const waiting = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 50_000,
    });
    expect(
      (
        await detect(t, s.credentials, id, {
          code: `https://scuola.example/inventario/#/assets/${waiting}`,
          idLocation: s.lab,
        })
      ).body.outcome,
    ).toBe('notInRecognition');
    expect(await auditOf(t, s.customerCode, 'recognition.detect')).toHaveLength(4);
  });

  it('answers a read sent again with its id as before, and counts it once', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    const readId = '6f1c1b8e-3a55-4a55-9d7e-0d8a9c2b1e01';
    const first = await detect(t, s.credentials, id, { code: 'BM/2', idLocation: s.classroom, readId });
    const again = await detect(t, s.credentials, id, { code: 'BM/2', idLocation: s.classroom, readId });
    expect([first.body.outcome, again.body.outcome]).toEqual(['foundElsewhere', 'foundElsewhere']);
    const reads = await t.db.select().from(recognitionReads).where(eq(recognitionReads.readId, readId));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ code: 'BM/2', outcome: 'foundElsewhere', readBy: s.user.username });
  });

  it('refuses reads in a completed location until it starts again', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    const path = (action: string) => `/recognition/${id}/location/${s.lab}/${action}`;
    expect((await send<RecognitionLocation>(t, s.credentials, 'PUT', path('complete'))).body.status).toBe(
      'completed',
    );
    const refused = await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab });
    expect([refused.status, refused.body.code]).toEqual([409, 'recognitionLocationCompleted']);
    expect((await send<RecognitionLocation>(t, s.credentials, 'PUT', path('start'))).body.status).toBe(
      'started',
    );
    expect((await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab })).body.outcome).toBe(
      'detected',
    );
    expect((await send(t, s.credentials, 'PUT', `/recognition/${id}/location/999999/start`)).status).toBe(
      404,
    );
  });

  it('moves a good found elsewhere there, with a dated location change in its history', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    await detect(t, s.credentials, id, { code: 'BM/2', idLocation: s.classroom });
    const notElsewhere = await assetAction(t, s.credentials, id, s.pc, 'move', {});
    expect([notElsewhere.status, notElsewhere.body.code]).toEqual([409, 'recognitionAssetNotElsewhere']);
    const moved = await assetAction(t, s.credentials, id, s.lim, 'move', { date: '2026-05-05' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ detection: 'detected', location: { code: 'AULA1' } });
    const [row] = await t.db
      .select({ locationId: assets.locationId })
      .from(assets)
      .where(eq(assets.id, s.lim));
    expect(row?.locationId).toBe(s.classroom);
    const history = await t.db
      .select()
      .from(assetHistory)
      .where(and(eq(assetHistory.assetId, s.lim), eq(assetHistory.action, 'locationChange')));
    expect(history.map((h) => h.changes)).toEqual([
      { locationId: { from: s.lab, to: s.classroom }, effectiveDate: '2026-05-05' },
    ]);
  });

  it('marks correct, restores, proposes the missing goods and ends only when nothing is left', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab });
    expect((await assetAction(t, s.credentials, id, s.desk, 'correct')).body.detection).toBe('correct');
    const twice = await assetAction(t, s.credentials, id, s.desk, 'correct');
    expect([twice.status, twice.body.code]).toEqual([409, 'recognitionAssetNotUndetected']);
    expect((await assetAction(t, s.credentials, id, s.pc, 'restore')).body.detection).toBe('undetected');
    const undetectedRestore = await assetAction(t, s.credentials, id, s.pc, 'restore');
    expect([undetectedRestore.status, undetectedRestore.body.code]).toEqual([
      409,
      'recognitionAssetUndetected',
    ]);
    await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab });

    const early = await send<{ code: string; details: { blockers: string[] } }>(
      t,
      s.credentials,
      'PUT',
      `/recognition/${id}/end`,
    );
    expect([early.status, early.body.code, early.body.details.blockers]).toEqual([
      409,
      'recognitionUndetectedAssets',
      ['recognitionUndetectedAssets'],
    ]);

    const proposalOf = (assetIds: number[]) =>
      send<{ id: number; causal: string; code?: string }>(
        t,
        s.credentials,
        'POST',
        `/recognition/${id}/missingProposal`,
        {
          assetIds,
          date: '2026-05-06',
          progressive: 1,
        },
      );
    const wrong = await proposalOf([s.pc, s.lim]);
    expect([wrong.status, wrong.body.code]).toEqual([409, 'recognitionAssetNotUndetected']);
    const proposal = await proposalOf([s.lim, s.book]);
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200);
    expect(proposal.body.causal).toBe('SMA');
    const missing = await countedAssets(t, s.credentials, id, { detection: ['missing'] });
    expect(missing.assets.map((a) => [a.idAsset, a.missingProposal?.id])).toEqual([
      [s.lim, proposal.body.id],
      [s.book, proposal.body.id],
    ]);
    const held = await assetAction(t, s.credentials, id, s.lim, 'restore');
    expect([held.status, held.body.code]).toEqual([409, 'recognitionAssetInProposal']);

    const waiting = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 50_000,
    });
    const pending = await send<{ code: string }>(t, s.credentials, 'PUT', `/recognition/${id}/end`);
    expect([pending.status, pending.body.code]).toEqual([409, 'recognitionPendingAssets']);
    await t.db.delete(assets).where(eq(assets.id, waiting));

    const ended = await send<Recognition>(t, s.credentials, 'PUT', `/recognition/${id}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({
      status: 'completed',
      counts: { detected: 1, correct: 1, missing: 2, undetected: 0 },
      locations: { completed: 2 },
    });
    expect(ended.body.endDate).not.toBeNull();
    const after = await detect(t, s.credentials, id, { code: 'BM/1', idLocation: s.lab });
    expect([after.status, after.body.code]).toEqual([409, 'recognitionEnded']);
    expect((await start(t, s.credentials, { date: '2026-06-01' })).status).toBe(200);
  });

  it('does not end a recognition for renewal while movements are dated after the renewal year', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials, { forRenewal: true, renewalYear: 2025 })).body;
    for (const asset of (await countedAssets(t, s.credentials, id)).assets) {
      await assetAction(t, s.credentials, id, asset.idAsset, 'correct');
    }
    const refused = await send<{ code: string }>(t, s.credentials, 'PUT', `/recognition/${id}/end`);
    expect([refused.status, refused.body.code]).toEqual([409, 'recognitionMovementsAfterRenewal']);
  });

  it('keeps each school to its own recognitions', async () => {
    const s = await schoolToCount(t);
    const { id } = (await start(t, s.credentials)).body;
    const other = await signedInSchool(t);
    expect((await send(t, other.credentials, 'GET', `/recognition/${id}`)).status).toBe(404);
    expect((await detect(t, other.credentials, id, { code: 'BM/1', idLocation: s.lab })).status).toBe(404);
    const search = await send<{ total: number }>(
      t,
      other.credentials,
      'POST',
      '/recognition/search/1/10',
      {},
    );
    expect(search.body.total).toBe(0);
  });
});
