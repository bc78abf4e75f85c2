import type { Renewal } from '@inventario/shared/contracts/renewal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, send, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { start as startRecognition } from '../recognition/recognition.fixtures.ts';
import { changeMapping, mapping, renewalStep, schoolToRenew, startRenewal } from './renewal.fixtures.ts';

describe('the renewal: start and subcategory mapping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('starts at 31/12 of the year from the ended recognition for renewal, one at a time', async () => {
    const s = await schoolToRenew(t);
    const none = await send<{ renewal: Renewal | null }>(t, s.credentials, 'GET', '/renewal');
    expect(none.body).toEqual({ renewal: null });
    const candidates = await send<{ id: number; renewalYear: number }[]>(
      t,
      s.credentials,
      'GET',
      '/renewal/recognitions',
    );
    expect(candidates.body).toMatchObject([{ id: s.recognitionId, renewalYear: 2026 }]);

    const wrongYear = await startRenewal(t, s.credentials, { year: 2025, recognitionId: s.recognitionId });
    expect([wrongYear.status, wrongYear.body.code]).toEqual([409, 'renewalRecognitionMissing']);
    const started = await startRenewal(t, s.credentials, { recognitionId: s.recognitionId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      year: 2026,
      renewalDate: '2026-12-31',
      status: 'ongoing',
      step: 'mapping',
      mappingConfirmedAt: null,
    });
    const again = await startRenewal(t, s.credentials, { recognitionId: s.recognitionId });
    expect([again.status, again.body.code]).toEqual([409, 'renewalOngoing']);
    const current = await send<{ renewal: Renewal | null }>(t, s.credentials, 'GET', '/renewal');
    expect(current.body.renewal?.id).toBe(started.body.id);
    expect((await send<unknown[]>(t, s.credentials, 'GET', '/renewal/recognitions')).body).toEqual([]);
  });

  it('is refused without licence RIN, and without an ended recognition for renewal', async () => {
    const s = await schoolToRenew(t);
    const noRin = await signIn(t, await buildUser(t.db, s.school, { licenses: ['INV'] }));
    for (const [method, path] of [
      ['GET', '/renewal'],
      ['GET', '/renewal/recognitions'],
      ['POST', '/renewal'],
    ] as const) {
      const refused = await send<{ code: string }>(
        t,
        noRin,
        method,
        path,
        method === 'POST'
          ? { year: 2026, recognitionId: s.recognitionId, startDate: '2026-12-01' }
          : undefined,
      );
      expect([refused.status, refused.body.code], path).toEqual([403, 'renewalLicenceMissing']);
    }
    const ongoing = await startRecognition(t, s.credentials, {
      forRenewal: true,
      renewalYear: 2027,
      date: '2026-06-01',
    });
    const notEnded = await startRenewal(t, s.credentials, { year: 2027, recognitionId: ongoing.body.id });
    expect([notEnded.status, notEnded.body.code]).toEqual([409, 'renewalRecognitionMissing']);
  });

  it('maps each subcategory in use onto itself at first; confirms only a whole mapping with one rate per target', async () => {
    const s = await schoolToRenew(t);
    const { id } = (await startRenewal(t, s.credentials, { recognitionId: s.recognitionId })).body;
    const first = await mapping(t, s.credentials, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const rows = new Map(first.body.rows.map((row) => [row.subcategory.id, row]));
    expect([...rows.keys()].sort()).toEqual([s.hardware, s.furniture, s.books].sort());
    expect(rows.get(s.hardware)).toMatchObject({ assets: 2, targetSubcategoryId: s.hardware });
    expect(rows.get(s.furniture)?.assets).toBe(2);
    expect(first.body.problems).toEqual({ unmapped: [], rateConflicts: [], crossRegister: [] });
    expect(first.body.targets.length).toBeGreaterThan(rows.size);

    // The desk's and the PC's subcategories onto one target with two rates: a conflict.
    const furnitureTarget = { subcategoryId: s.furniture, targetSubcategoryId: s.hardware, targetRate: 12.5 };
    const conflicting = await changeMapping(t, s.credentials, id, [furnitureTarget]);
    expect(conflicting.status, JSON.stringify(conflicting.body)).toBe(200);
    expect(conflicting.body.problems.rateConflicts).toEqual([
      { targetSubcategoryId: s.hardware, rates: expect.arrayContaining([12.5]) },
    ]);
    const refused = await renewalStep(t, s.credentials, id, 'mapping/confirm');
    expect([refused.status, refused.body.code]).toEqual([409, 'renewalRateConflict']);

    const books = await changeMapping(t, s.credentials, id, [
      { subcategoryId: s.books, targetSubcategoryId: s.hardware, targetRate: 20 },
    ]);
    expect([books.status, books.body.code]).toEqual([409, 'renewalMappingCrossRegister']);
    const unmapped = await changeMapping(t, s.credentials, id, [
      { subcategoryId: s.books, targetSubcategoryId: null, targetRate: null },
      { ...furnitureTarget, targetRate: rows.get(s.hardware)?.targetRate ?? 0 },
    ]);
    expect(unmapped.body.problems).toMatchObject({ unmapped: [s.books], rateConflicts: [] });
    const incomplete = await renewalStep(t, s.credentials, id, 'mapping/confirm');
    expect([incomplete.status, incomplete.body.code]).toEqual([409, 'renewalMappingIncomplete']);
    expect(incomplete.body.details).toMatchObject({ subcategoryIds: [s.books] });

    await changeMapping(t, s.credentials, id, [
      {
        subcategoryId: s.books,
        targetSubcategoryId: s.books,
        targetRate: rows.get(s.books)?.targetRate ?? 0,
      },
    ]);
    const confirmed = await renewalStep(t, s.credentials, id, 'mapping/confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.step).toBe('adjustments');
    expect(confirmed.body.mappingConfirmedAt).not.toBeNull();
    const locked = await changeMapping(t, s.credentials, id, [furnitureTarget]);
    expect([locked.status, locked.body.code]).toEqual([409, 'renewalMappingConfirmed']);
    const reopened = await renewalStep(t, s.credentials, id, 'mapping/reopen');
    expect([reopened.status, reopened.body.step]).toEqual([200, 'mapping']);
  });

  it('holds the years and the recognitions while it is ongoing', async () => {
    const s = await schoolToRenew(t);
    expect((await startRenewal(t, s.credentials, { recognitionId: s.recognitionId })).status).toBe(200);
    const close = await send<{ code: string }>(t, s.credentials, 'PUT', '/financialYear/close', {
      toDepreciate: false,
      endDate: '2026-12-31',
    });
    expect([close.status, close.body.code]).toEqual([409, 'errorOngoingRenewal']);
    const create = await send<{ code: string }>(t, s.credentials, 'POST', '/financialYear', {
      startDate: '2027-01-01',
    });
    expect([create.status, create.body.code]).toEqual([409, 'errorOngoingRenewal']);
    const recognition = await startRecognition(t, s.credentials, { date: '2026-12-10' });
    expect([recognition.status, recognition.body.code]).toEqual([409, 'errorOngoingRenewal']);
  });

  it('takes charges dated up to the renewal date only, and ends only once renumbered', async () => {
    const s = await schoolToRenew(t);
    // The next year was opened before the renewal: its charges wait for the renewed registers.
    expect((await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2027-01-01' })).status).toBe(
      200,
    );
    const { id } = (await startRenewal(t, s.credentials, { recognitionId: s.recognitionId })).body;
    const charge = (date: string) =>
      send<{ code: string; details?: object }>(t, s.credentials, 'POST', '/movement/charge', {
        date,
        causal: 'ACQ',
        assets: [{ description: 'Proiettore trovato', subcategoryId: s.hardware, historicalPrice: 400 }],
      });
    expect((await charge('2026-12-31')).status).toBe(200);
    const later = await charge('2027-01-10');
    expect([later.status, later.body.code, later.body.details]).toEqual([
      409,
      'renewalChargeAfterDate',
      { renewalDate: '2026-12-31' },
    ]);
    await renewalStep(t, s.credentials, id, 'mapping/confirm');
    const early = await renewalStep(t, s.credentials, id, 'end');
    expect([early.status, early.body.code]).toEqual([409, 'renewalNotRenumbered']);
  });

  it('keeps each school to its own renewal', async () => {
    const mine = await schoolToRenew(t);
    const other = await schoolToRenew(t);
    const { id } = (await startRenewal(t, mine.credentials, { recognitionId: mine.recognitionId })).body;
    expect((await send(t, other.credentials, 'GET', `/renewal/${id}`)).status).toBe(404);
    expect((await mapping(t, other.credentials, id)).status).toBe(404);
    const foreign = await startRenewal(t, other.credentials, { recognitionId: mine.recognitionId });
    expect([foreign.status, foreign.body.code]).toEqual([409, 'renewalRecognitionMissing']);
  });
});
