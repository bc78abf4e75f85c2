import type { TempList } from '@inventario/shared/contracts/imports';
import type { MergeOverviewRow } from '@inventario/shared/contracts/merges';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, locations, sites, universalities } from '../../db/schema/index.ts';
import { buildUser, send, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, schoolWithYear, universalityWith } from '../charges/charge.fixtures.ts';
import { schoolWithCharged } from '../proposals/proposal.fixtures.ts';
import { place } from '../recognition/recognition.fixtures.ts';
import {
  type Answer,
  chargeMerge,
  dischargeMerge,
  receiverState,
  recordMerge,
  sellerState,
} from './merges.fixtures.ts';

describe('a merge receipt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A seller whose site MI01 holds a universality of two components and a PC devalued to 700 €. */
  async function sellerWithUniversality() {
    const s = await schoolWithCharged(t, 2026);
    const universality = await universalityWith(t, s.customerCode, s.furniture, [15_000, 15_000]);
    const charged = await send<{ id: number }>(t, s.credentials, 'POST', '/movement/charge', {
      date: '2026-03-01',
      causal: 'ACQ',
      assets: [asset(s.furniture, 20, 'Cestino')],
      waitingAssetIds: [],
      universalityId: universality.id,
    });
    expect(charged.status).toBe(200);
    await send(t, s.credentials, 'POST', '/movement/valueVoucher', {
      type: 5,
      date: '2026-04-01',
      voucherType: 'DAN',
      lines: [{ assetId: s.pc, variation: 200 }],
    });
    const [site] = await t.db
      .insert(sites)
      .values({ customerCode: s.customerCode, code: 'MI01', description: 'Sede di Milano', city: 'Milano' })
      .returning({ id: sites.id });
    const [room] = await t.db
      .insert(locations)
      .values({
        customerCode: s.customerCode,
        siteId: site?.id ?? 0,
        code: 'L01',
        description: 'Laboratorio',
      })
      .returning({ id: locations.id });
    const held = await t.db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.customerCode, s.customerCode), eq(assets.status, 2)));
    await place(
      t,
      s.customerCode,
      held.map((a) => a.id),
      room?.id ?? 0,
    );
    return { ...s, siteId: site?.id ?? 0 };
  }

  it('maps the package onto the receiver and charges each good with its values, universality and history', async () => {
    const seller = await sellerWithUniversality();
    const receiver = await schoolWithYear(t, 2026);
    const [own] = await t.db
      .insert(sites)
      .values({ customerCode: receiver.customerCode, code: 'RM01', description: 'Sede centrale' })
      .returning({ id: sites.id });
    await send(t, receiver.credentials, 'POST', '/movement/charge', {
      date: '2026-10-15',
      causal: 'ACQ',
      assets: [asset(receiver.hardware, 500, 'Proiettore')],
    });
    const mergeId = await recordMerge(t, seller.customerCode, receiver.customerCode);
    expect((await dischargeMerge(t, seller.credentials, mergeId, [seller.siteId])).body.package?.goods).toBe(
      7,
    );

    const siteList = await send<TempList>(
      t,
      receiver.credentials,
      'POST',
      `/site/temp/merge/${mergeId}/list`,
    );
    expect(siteList.body.entries).toEqual([
      expect.objectContaining({ sourceKey: 'MI01', action: 'create', targetId: null }),
    ]);
    const mapped = await send<TempList>(t, receiver.credentials, 'PUT', `/site/temp/merge/${mergeId}/list`, {
      entries: [{ sourceKey: 'MI01', action: 'map', targetId: own?.id }],
    });
    expect(mapped.body.entries[0]).toMatchObject({ action: 'map', targetId: own?.id, matchedBy: 'user' });
    const rooms = await send<TempList>(t, receiver.credentials, 'GET', '/location/temp/list');
    expect(rooms.body.entries).toEqual([expect.objectContaining({ action: 'create' })]);
    expect((await receiverState(t, receiver.credentials, mergeId)).body).toMatchObject({
      receipt: { state: 'ready' },
      chargeDate: '2026-10-15',
    });

    const charged = await chargeMerge(t, receiver.credentials, mergeId);
    expect(charged.body.package?.charge).toMatchObject({ number: 2, date: '2026-10-15' });
    const goods = await t.db
      .select({
        description: assets.description,
        inventoryNumber: assets.inventoryNumber,
        durableNumber: assets.durableNumber,
        original: assets.originalInventoryNumber,
        historical: assets.historicalPriceCents,
        actual: assets.actualPriceCents,
        universalityId: assets.universalityId,
        siteId: locations.siteId,
      })
      .from(assets)
      .innerJoin(
        locations,
        and(eq(locations.customerCode, assets.customerCode), eq(locations.id, assets.locationId)),
      )
      .where(eq(assets.customerCode, receiver.customerCode))
      .orderBy(assets.id);
    expect(goods.every((g) => g.siteId === own?.id)).toBe(true);
    expect(goods.find((g) => g.description === 'PC')).toMatchObject({
      inventoryNumber: 2,
      original: 'BM 1',
      historical: 90_000,
      actual: 70_000,
    });
    const components = goods.filter((g) => g.universalityId !== null);
    expect(components.map((g) => [g.inventoryNumber, g.original])).toEqual([
      [5, 'BM 4'],
      [5, 'BM 4'],
    ]);
    const [whole] = await t.db
      .select({ number: universalities.inventoryNumber })
      .from(universalities)
      .where(
        and(eq(universalities.customerCode, receiver.customerCode), isNotNull(universalities.registerId)),
      );
    expect(whole?.number).toBe(5);

    const chargeId = (
      await t.db
        .select({ id: assets.chargeMovementId })
        .from(assets)
        .where(eq(assets.customerCode, receiver.customerCode))
    ).find((a) => a.id !== null)?.id;
    const locked = await send<Answer<object>>(
      t,
      receiver.credentials,
      'DELETE',
      `/movement/charge/${charged.body.package?.charge?.id ?? chargeId}`,
    );
    expect(locked.body.code).toBe('mergeMovement');
  });

  it('shows every merge to the vendor staff, and only to them', async () => {
    const seller = await sellerWithUniversality();
    const receiver = await schoolWithYear(t, 2026);
    const mergeId = await recordMerge(t, seller.customerCode, receiver.customerCode);
    await dischargeMerge(t, seller.credentials, mergeId, [seller.siteId]);
    const vendor = await signIn(
      t,
      await buildUser(t.db, seller.school, { roles: ['inv.default', 'InvAdmin'] }),
    );
    const overview = await send<MergeOverviewRow[]>(t, vendor, 'GET', '/merge/overview');
    expect(overview.body.find((row) => row.merge.id === mergeId)).toMatchObject({
      state: 'discharged',
      goods: 7,
      sites: [{ code: 'MI01' }],
      discharge: { date: '2026-08-31' },
      charge: null,
    });
    expect((await send(t, seller.credentials, 'GET', '/merge/overview')).status).toBe(403);
  });

  it('refuses to reopen a year a merge touched', async () => {
    const seller = await sellerWithUniversality();
    const receiver = await schoolWithYear(t, 2026);
    const mergeId = await recordMerge(t, seller.customerCode, receiver.customerCode);
    await dischargeMerge(t, seller.credentials, mergeId, [seller.siteId]);
    await send(t, seller.credentials, 'PUT', '/financialYear/close', {
      toDepreciate: false,
      endDate: '2026-12-31',
    });
    const reopened = await send<Answer<object>>(t, seller.credentials, 'PUT', '/financialYear/reopen', {
      year: 2026,
    });
    expect(reopened.body.code).toBe('mergeYearCannotBeReopened');
    expect((await sellerState(t, seller.credentials, mergeId)).body.package?.goods).toBe(7);
  });
});
