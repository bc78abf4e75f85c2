import type { AssetDetail, AssetSummary } from '@inventario/shared/contracts/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import { type Answer, confirm, detail, ok, proposal } from '../proposals/proposal.fixtures.ts';
import { historyRows } from './asset.fixtures.ts';

type Page = { assets: AssetSummary[]; total: number };

/** Spec 02 §3 "Asset": original price, barcode, the inventory number with its register, the proposal's status. */
describe('the asset record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const list = async (s: { credentials: Parameters<typeof send>[1] }, body: object) =>
    ok(await send<Page>(t, s.credentials, 'POST', '/asset/search/1/10', body)).body;
  const assetOf = async (s: { credentials: Parameters<typeof send>[1] }, id: number) =>
    ok(await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${id}`)).body;

  it('keeps the original price and the barcode of a waiting asset and of a charged one, and finds an asset by its barcode', async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    const waiting = ok(
      await send<AssetDetail>(t, c, 'POST', '/asset', {
        description: 'Proiettore',
        subcategoryId: s.hardware,
        historicalPrice: 450,
        originalPrice: 512.4,
        barcode: '8001234567890',
      }),
    ).body;
    expect([waiting.originalPrice, waiting.barcode]).toEqual([512.4, '8001234567890']);

    const charge = ok(
      await send<Answer>(t, c, 'POST', '/movement/charge', {
        date: '2026-02-01',
        causal: 'ACQ',
        waitingAssetIds: [waiting.id],
        assets: [
          {
            description: 'Lavagna',
            subcategoryId: s.hardware,
            historicalPrice: 900,
            barcode: 'LIM-0042',
          },
        ],
      }),
    ).body;
    expect(charge.assets.map((a) => [a.description, a.originalPrice, a.barcode])).toEqual([
      ['Lavagna', null, 'LIM-0042'],
      ['Proiettore', 512.4, '8001234567890'],
    ]);

    // A charged asset's barcode and original price are descriptive: they change, with their history.
    const edited = ok(
      await send<AssetDetail>(t, c, 'PUT', `/asset/${waiting.id}`, {
        description: 'Proiettore',
        subcategoryId: s.hardware,
        historicalPrice: 450,
        originalPrice: 500,
        barcode: '8001234567891',
      }),
    ).body;
    expect([edited.originalPrice, edited.barcode]).toEqual([500, '8001234567891']);
    const rows = await historyRows(t, s, [waiting.id]);
    expect(rows.at(-1)?.changes).toEqual({
      originalPrice: { from: 512.4, to: 500 },
      barcode: { from: '8001234567890', to: '8001234567891' },
    });

    // A charge edit that sends the lines back as the detail shows them keeps both.
    const kept = ok(
      await send<Answer>(t, c, 'PUT', '/movement/charge', {
        id: charge.id,
        date: charge.date,
        causal: 'ACQ',
        assets: (await detail(t, c, charge.id)).body.assets.map((a) => ({
          id: a.id,
          description: a.description,
          subcategoryId: a.subcategory.id,
          historicalPrice: a.historicalPrice,
          originalPrice: a.originalPrice,
          barcode: a.barcode,
        })),
      }),
    ).body;
    expect(kept.assets.map((a) => a.barcode)).toEqual(['LIM-0042', '8001234567891']);

    const found = await list(s, { text: '8001234567891' });
    expect(found.assets.map((a) => a.id)).toEqual([waiting.id]);
    expect((await list(s, { text: 'lim-00' })).assets.map((a) => a.description)).toEqual(['Lavagna']);
  });

  it('names the register of each number: number 1 of the movable assets and number 1 of the books', async () => {
    const s = await schoolWithYear(t);
    const charge = ok(
      await send<Answer>(t, s.credentials, 'POST', '/movement/charge', {
        date: '2026-02-01',
        causal: 'ACQ',
        assets: [
          { description: 'Armadio', subcategoryId: s.furniture, historicalPrice: 300 },
          { description: 'Enciclopedia', subcategoryId: s.books, historicalPrice: 250 },
        ],
      }),
    ).body;
    const numbers = (rows: { inventoryNumber: number | null; register: { kind: string } }[]) =>
      rows.map((r) => [r.register.kind, r.inventoryNumber]);
    expect(numbers(charge.assets)).toEqual([
      ['movable', 1],
      ['books', 1],
    ]);
    const page = await list(s, { sortBy: 'description' });
    expect(numbers(page.assets)).toEqual([
      ['movable', 1],
      ['books', 1],
    ]);
    const [cupboard] = charge.assets;
    expect((await assetOf(s, cupboard?.id ?? 0)).register.kind).toBe('movable');
  });

  it('tells an asset in a proposal to be confirmed from one in a confirmed proposal', async () => {
    const s = await schoolWithYear(t);
    const c = s.credentials;
    const charge = ok(
      await send<Answer>(t, c, 'POST', '/movement/charge', {
        date: '2026-02-01',
        causal: 'ACQ',
        assets: [
          { description: 'PC', subcategoryId: s.hardware, historicalPrice: 900 },
          { description: 'LIM', subcategoryId: s.hardware, historicalPrice: 1500 },
        ],
      }),
    ).body;
    const [pc, lim] = charge.assets.map((a) => a.id) as [number, number];
    const statuses = async () =>
      Object.fromEntries(
        (await list(s, { sortBy: 'description' })).assets.map((a) => [
          a.description,
          [a.status, a.proposalStatus],
        ]),
      );
    expect(await statuses()).toEqual({ LIM: [2, null], PC: [2, null] });
    const out = ok(await proposal(t, c, { date: '2026-03-01', progressive: 1, assetIds: [pc] })).body;
    expect(await statuses()).toEqual({ LIM: [2, null], PC: [3, 1] });
    expect((await assetOf(s, pc)).proposalStatus).toBe(1);
    ok(await confirm(t, c, out.id));
    expect(await statuses()).toEqual({ LIM: [2, null], PC: [3, 2] });
    expect((await assetOf(s, pc)).proposalStatus).toBe(2);
    expect((await assetOf(s, lim)).proposalStatus).toBeNull();
  });
});
