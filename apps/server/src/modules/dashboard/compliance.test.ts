import type { Compliance } from '@inventario/shared/contracts/compliance';
import type { SchoolData } from '@inventario/shared/contracts/school-data';
import { addDays, addYears } from '@inventario/shared/domain/compliance/compliance-items';
import { toIsoDate } from '@inventario/shared/format/date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, recognitions } from '../../db/schema/index.ts';
import {
  type Credentials,
  call,
  send,
  signedInSchool,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import {
  insertUniversality,
  insertWaitingAsset,
  schoolWithYear,
  universalityWith,
} from '../charges/charge.fixtures.ts';
import { confirm, proposal } from '../proposals/proposal.fixtures.ts';
import { start } from '../recognition/recognition.fixtures.ts';
import { chargeAssets } from '../value-vouchers/value-voucher.fixtures.ts';

describe('compliance calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const today = toIsoDate(new Date());
  const year = Number(today.slice(0, 4));

  const compliance = async (credentials: Credentials) => {
    const { status, body } = await send<Compliance>(t, credentials, 'GET', '/dashboard/compliance');
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const kindsOf = (body: Compliance) => body.items.map((i) => i.kind);

  /** The school's general data with the DS, DSGA and last renewal given. */
  async function saveHeads(
    credentials: Credentials,
    values: { manager: string | null; consignee: string | null; lastRenewalDate: string | null },
  ) {
    const current = (await send<SchoolData>(t, credentials, 'GET', '/school/data')).body;
    const saved = await send(t, credentials, 'POST', '/school/data', {
      heading: current.heading,
      labelHeading: current.labelHeading,
      firstYearDepreciation: current.firstYearDepreciation,
      lastDurableProgressive: current.lastDurableProgressive,
      ...values,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  async function insertCompletedRecognition(customerCode: string, endDate: string) {
    await t.db.insert(recognitions).values({
      customerCode,
      startDate: addDays(endDate, -20),
      endDate,
      status: 'completed',
      forRenewal: false,
      includeDurable: false,
      startedBy: 'test',
      endedBy: 'test',
    });
  }

  /** Makes a waiting asset recorded `days` ago. */
  async function recordedDaysAgo(customerCode: string, id: number, days: number) {
    await t.db
      .update(assets)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(and(eq(assets.customerCode, customerCode), eq(assets.id, id)));
  }

  it('refuses a call without credentials', async () => {
    const response = await call(t, { method: 'GET', url: '/inventario/api/dashboard/compliance' });
    expect(response.statusCode).toBe(401);
  });

  it('tells a new school what it lacks, without inventing a date', async () => {
    const { credentials } = await signedInSchool(t);
    const body = await compliance(credentials);
    expect(body.today).toBe(today);
    expect(body.items).toEqual([
      {
        kind: 'recognitionMissing',
        severity: 'toDo',
        dueDate: null,
        since: null,
        year: null,
        count: null,
        missing: [],
        route: '#/recognition',
      },
      {
        kind: 'renewalDateMissing',
        severity: 'toDo',
        dueDate: null,
        since: null,
        year: null,
        count: null,
        missing: [],
        route: '#/settings',
      },
      expect.objectContaining({ kind: 'yearToOpen', year, route: '#/financial-year' }),
      expect.objectContaining({ kind: 'headsMissing', missing: ['manager', 'consignee'] }),
    ]);
  });

  it("computes every item from the school's own facts, and nobody else's", async () => {
    const s = await schoolWithYear(t, year - 1);
    expect(
      (await send(t, s.credentials, 'POST', '/financialYear', { startDate: `${year}-01-01` })).status,
    ).toBe(200);
    const renewal = addDays(addYears(today, -10), 100);
    await saveHeads(s.credentials, {
      manager: 'Anna Ferri',
      consignee: 'Maria Rossi',
      lastRenewalDate: renewal,
    });
    const lastRecognition = addYears(today, -6);
    await insertCompletedRecognition(s.customerCode, lastRecognition);
    await insertCompletedRecognition(s.customerCode, addYears(today, -11));

    const old = await insertWaitingAsset(t, s.customerCode, { subcategoryId: s.hardware, priceCents: 5000 });
    await recordedDaysAgo(s.customerCode, old, 45);
    const older = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 7000,
    });
    await recordedDaysAgo(s.customerCode, older, 60);
    await insertWaitingAsset(t, s.customerCode, { subcategoryId: s.hardware, priceCents: 9000 });
    const recent = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 100,
    });
    await recordedDaysAgo(s.customerCode, recent, 20);

    // Incomplete: components under 200 euro (and one without any); complete, imported: not asked for.
    await universalityWith(t, s.customerCode, s.hardware, [5000, 4000]);
    await insertUniversality(t, s.customerCode, { description: 'Vuota' });
    await universalityWith(t, s.customerCode, s.hardware, [15000, 10000]);
    await insertUniversality(t, s.customerCode, { imported: true });

    // One proposal confirmed (not discharged), one still to be confirmed: only the first counts.
    const charge = await chargeAssets(t, s.credentials, `${year - 1}-03-01`, [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'PC' },
      { subcategoryId: s.hardware, historicalPrice: 700, description: 'Stampante' },
    ]);
    const [pc, printer] = charge.assets.map((a) => a.id) as [number, number];
    const confirmed = await proposal(t, s.credentials, {
      date: `${year - 1}-04-01`,
      progressive: 1,
      assetIds: [pc],
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await confirm(t, s.credentials, confirmed.body.id)).status).toBe(200);
    const toConfirm = await proposal(t, s.credentials, {
      date: `${year - 1}-04-02`,
      progressive: 2,
      assetIds: [printer],
    });
    expect(toConfirm.status, JSON.stringify(toConfirm.body)).toBe(200);

    // Another school with facts of every kind: none reaches the first one's calendar.
    const other = await schoolWithYear(t, year);
    const otherWaiting = await insertWaitingAsset(t, other.customerCode, {
      subcategoryId: other.hardware,
      priceCents: 100,
    });
    await recordedDaysAgo(other.customerCode, otherWaiting, 90);
    await universalityWith(t, other.customerCode, other.hardware, [1000]);
    await insertCompletedRecognition(other.customerCode, addYears(today, -1));
    const otherCharge = await chargeAssets(t, other.credentials, `${year}-01-02`, [
      { subcategoryId: other.hardware, historicalPrice: 900, description: 'PC' },
    ]);
    const ongoing = await start(t, other.credentials, { date: today });
    expect(ongoing.status, JSON.stringify(ongoing.body)).toBe(200);
    expect(otherCharge.assets).toHaveLength(1);

    const body = await compliance(s.credentials);
    expect(body.items).toEqual([
      {
        kind: 'recognitionDue',
        severity: 'overdue',
        dueDate: addYears(lastRecognition, 5),
        since: lastRecognition,
        year: null,
        count: null,
        missing: [],
        route: '#/recognition',
      },
      {
        kind: 'renewalDue',
        severity: 'dueSoon',
        dueDate: addYears(renewal, 10),
        since: renewal,
        year: null,
        count: null,
        missing: [],
        route: '#/renewal',
      },
      expect.objectContaining({ kind: 'yearToClose', severity: 'toDo', year: year - 1 }),
      expect.objectContaining({ kind: 'confirmedProposals', count: 1, route: '#/outdated' }),
      expect.objectContaining({
        kind: 'waitingAssets',
        count: 2,
        since: toIsoDate(new Date(Date.now() - 60 * 86_400_000)),
        route: '#/assets?view=waiting',
      }),
      expect.objectContaining({ kind: 'incompleteUniversalities', count: 2, route: '#/universalities' }),
    ]);

    // The other school sees its own: the ongoing recognition, its waiting asset, its universality.
    const theirs = await compliance(other.credentials);
    expect(theirs.items.find((i) => i.kind === 'recognitionOngoing')).toMatchObject({
      since: today,
      // Its last recognition, a year ago, sets the next one's date.
      dueDate: addYears(addYears(today, -1), 5),
      route: `#/recognition/detail/${ongoing.body.id}`,
    });
    expect(theirs.items.find((i) => i.kind === 'waitingAssets')?.count).toBe(1);
    expect(theirs.items.find((i) => i.kind === 'incompleteUniversalities')?.count).toBe(1);
    expect(kindsOf(theirs)).not.toContain('recognitionDue');
  });

  it('asks for the depreciation of a year closed without it, and no more once the names are there', async () => {
    const s = await schoolWithYear(t, year - 1);
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: `${year}-01-01` });
    const closed = await send(t, s.credentials, 'PUT', '/financialYear/close', {
      toDepreciate: false,
      endDate: `${year - 1}-12-31`,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await saveHeads(s.credentials, { manager: 'Anna Ferri', consignee: null, lastRenewalDate: '2021-12-31' });
    const before = await compliance(s.credentials);
    expect(kindsOf(before)).toEqual(['recognitionMissing', 'depreciationMissing', 'headsMissing']);
    expect(before.items[1]).toMatchObject({ year: year - 1, route: '#/annual-amortization' });
    expect(before.items[2]?.missing).toEqual(['consignee']);

    await saveHeads(s.credentials, {
      manager: 'Anna Ferri',
      consignee: 'Maria Rossi',
      lastRenewalDate: '2021-12-31',
    });
    expect(kindsOf(await compliance(s.credentials))).toEqual(['recognitionMissing', 'depreciationMissing']);
  });
});
