import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { SearchResults } from '@inventario/shared/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, insertUniversality, insertWaitingAsset, schoolWithYear } from '../charges/charge.fixtures.ts';

describe('search', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof schoolWithYear>>;
  let other: Awaited<ReturnType<typeof schoolWithYear>>;
  let first: MovementWithAssets;
  let second: MovementWithAssets;
  let books: MovementWithAssets;
  const year = 2026;

  beforeAll(async () => {
    t = await startTestApp();
    s = await schoolWithYear(t, year);
    other = await schoolWithYear(t, year);
    const charge = async (school: typeof s, date: string, assets: object[], causal = 'ACQ') => {
      const response = await send<MovementWithAssets>(t, school.credentials, 'POST', '/movement/charge', {
        date,
        causal,
        assets,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    // BM 1 Notebook, BM 2 Proiettore, then BM 3…BM 13 (Sedia), then LB 1 Enciclopedia.
    first = await charge(s, `${year}-01-10`, [
      { ...asset(s.hardware, 899.9, 'Notebook Lenovo'), serialNumber: 'SN-4410X' },
      { ...asset(s.hardware, 450, 'Proiettore Epson'), serialNumber: 'EP-77' },
    ]);
    second = await charge(
      s,
      `${year}-02-01`,
      Array.from({ length: 11 }, (_, i) => asset(s.furniture, 250, `Sedia ${i + 1}`)),
      'DON',
    );
    books = await charge(s, `${year}-02-02`, [asset(s.books, 300, 'Enciclopedia Treccani')]);
    await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 50000,
      description: 'Notebook in attesa',
    });
    await insertUniversality(t, s.customerCode, { description: 'Laboratorio di informatica' });
    await send(t, s.credentials, 'POST', '/creditor', {
      vendorType: 'G',
      businessName: 'Acme Forniture srl',
      vatNumber: '00743110157',
    });
    await send(t, s.credentials, 'POST', '/debtor', {
      vendorType: 'F',
      name: 'Luca',
      surname: 'Bianchi',
      fiscalCode: 'BNCLCU80A01H501Q',
    });
    const site = await send<{ id: number }>(t, s.credentials, 'POST', '/site', {
      code: 'PLX',
      description: 'Plesso Manzoni',
    });
    expect(site.status).toBe(200);
    const location = await send(t, s.credentials, 'POST', '/location', {
      siteId: site.body.id,
      code: 'LAB1',
      description: 'Laboratorio linguistico',
    });
    expect(location.status).toBe(200);

    // Another school's records with the same names and numbers.
    await charge(other, `${year}-01-10`, [
      { ...asset(other.hardware, 999, 'Notebook Lenovo'), serialNumber: 'SN-4410X' },
    ]);
    await insertUniversality(t, other.customerCode, { description: 'Laboratorio di informatica' });
    await send(t, other.credentials, 'POST', '/creditor', {
      vendorType: 'G',
      businessName: 'Acme Forniture srl',
      vatNumber: '00743110157',
    });
    await send(t, other.credentials, 'POST', '/site', { code: 'PLX', description: 'Plesso Manzoni' });
  });
  afterAll(() => t.close());

  const search = async (q: string, credentials = s.credentials, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    const response = await send<SearchResults>(t, credentials, 'GET', `/search?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const numbers = (results: SearchResults) =>
    results.assets.map((a) => [a.registerKind, a.inventoryNumber ?? a.durableNumber, a.description]);

  it('finds an asset by its inventory number, first, with or without its register acronym', async () => {
    const notebook = first.assets[0]?.id;
    const plain = await search('1');
    // Number 1 of every register first (by number), then the descriptions containing "1".
    expect(plain.assets[0]).toEqual({
      id: notebook,
      description: 'Notebook Lenovo',
      registerKind: 'movable',
      inventoryNumber: 1,
      durableNumber: null,
      serialNumber: 'SN-4410X',
      status: 2,
    });
    expect(plain.assets[1]).toMatchObject({ registerKind: 'books', inventoryNumber: 1 });
    expect(plain.assets).toHaveLength(5);

    for (const typed of ['BM 1', 'bm1', 'BM/1', 'Bm-1']) {
      const found = await search(typed);
      expect(numbers(found)[0], typed).toEqual(['movable', 1, 'Notebook Lenovo']);
      expect(found.assets.some((a) => a.registerKind === 'books')).toBe(false);
    }
    expect(numbers(await search('LB 1'))).toEqual([['books', 1, 'Enciclopedia Treccani']]);
    expect(numbers(await search('BM 13'))).toEqual([['movable', 13, 'Sedia 11']]);
  });

  it('finds assets by serial number and description, prefix before contains', async () => {
    expect((await search('sn-4410x')).assets.map((a) => a.id)).toEqual([first.assets[0]?.id]);
    const notebooks = await search('notebook');
    expect(notebooks.assets.map((a) => a.description)).toEqual(['Notebook Lenovo', 'Notebook in attesa']);
    expect(notebooks.assets[1]).toMatchObject({ status: 1, inventoryNumber: null });
    // "sedia" starts eleven descriptions: the five of the lowest numbers.
    expect(numbers(await search('sedia')).map(([, n]) => n)).toEqual([3, 4, 5, 6, 7]);
    expect(numbers(await search('Sedia', s.credentials, 2)).map(([, n]) => n)).toEqual([3, 4]);
    // Contains, not only starts.
    expect(numbers(await search('treccani'))).toEqual([['books', 1, 'Enciclopedia Treccani']]);
  });

  it('finds a movement by number and year, by number, and by its causal code', async () => {
    for (const typed of ['2/2026', '2-2026', '02 / 2026']) {
      const found = await search(typed);
      expect(found.movements[0], typed).toEqual({
        id: second.id,
        type: 1,
        number: 2,
        year,
        date: `${year}-02-01`,
        causal: 'DON',
      });
      expect(found.movements).toHaveLength(1);
    }
    expect((await search('2/2025')).movements).toEqual([]);
    expect((await search('3')).movements.map((m) => m.id)).toEqual([books.id]);
    expect((await search('don')).movements.map((m) => m.id)).toEqual([second.id]);
  });

  it('finds universalities, creditors, debtors, sites and locations', async () => {
    const lab = await search('laboratorio');
    expect(lab.universalities).toEqual([
      expect.objectContaining({ description: 'Laboratorio di informatica', inventoryNumber: null }),
    ]);
    expect(lab.locations).toEqual([
      expect.objectContaining({
        code: 'LAB1',
        description: 'Laboratorio linguistico',
        site: expect.objectContaining({ code: 'PLX' }),
      }),
    ]);
    expect((await search('acme')).parties).toEqual([
      expect.objectContaining({
        kind: 'creditor',
        displayName: 'Acme Forniture srl',
        vatNumber: '00743110157',
      }),
    ]);
    expect((await search('00743110157')).parties.map((p) => p.kind)).toEqual(['creditor']);
    expect((await search('bianchi')).parties).toEqual([
      expect.objectContaining({ kind: 'debtor', fiscalCode: 'BNCLCU80A01H501Q' }),
    ]);
    const site = await search('plx');
    expect(site.sites).toEqual([expect.objectContaining({ code: 'PLX', description: 'Plesso Manzoni' })]);
    expect(site.locations.map((l) => l.code)).toEqual([]);
    expect((await search('manzoni')).sites.map((x) => x.code)).toEqual(['PLX']);
    expect((await search('lab1')).locations.map((l) => l.code)).toEqual(['LAB1']);
  });

  it("never finds another school's records", async () => {
    const mine = await search('notebook');
    const theirs = await search('notebook', other.credentials);
    expect(theirs.assets.map((a) => a.description)).toEqual(['Notebook Lenovo']);
    expect(mine.assets.map((a) => a.id)).not.toContain(theirs.assets[0]?.id);
    expect((await search('laboratorio', other.credentials)).locations).toEqual([]);
    expect((await search('bianchi', other.credentials)).parties).toEqual([]);
    expect((await search('1/2026', other.credentials)).movements).toHaveLength(1);
    expect((await search('2/2026', other.credentials)).movements).toEqual([]);
    const acme = await search('acme', other.credentials);
    const ours = await search('acme');
    expect(acme.parties[0]?.id).not.toBe(ours.parties[0]?.id);
  });

  it('answers empty groups when nothing matches', async () => {
    expect(await search('zzzz-nothing')).toEqual({
      assets: [],
      movements: [],
      universalities: [],
      parties: [],
      sites: [],
      locations: [],
    });
  });

  it('refuses a blank or too long text, a bad limit, and a call without credentials', async () => {
    const blank = await send(t, s.credentials, 'GET', '/search?q=%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'notEmptySearchField' });
    const long = await send(t, s.credentials, 'GET', `/search?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'searchTextTooLong' });
    expect((await send(t, s.credentials, 'GET', '/search')).status).toBe(400);
    expect((await send(t, s.credentials, 'GET', '/search?q=a&limit=50')).status).toBe(400);
    const anonymous = await call(t, { method: 'GET', url: '/inventario/api/search?q=notebook' });
    expect(anonymous.statusCode).toBe(401);
  });
});
