import type { Aggregation, Category, Register, Subcategory } from '@inventario/shared/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';

describe('registers, categories, subcategories and aggregations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function movableRegister(credentials: Credentials): Promise<Register> {
    const registers = (await send<Register[]>(t, credentials, 'GET', '/register/list')).body;
    const movable = registers.find((r) => r.kind === 'movable');
    if (!movable) throw new Error('no movable register');
    return movable;
  }

  it('gives a new school the registers of art. 31 and the default subcategories with rates and aggregations', async () => {
    const { credentials } = await signedInSchool(t);
    const registers = (await send<Register[]>(t, credentials, 'GET', '/register/list')).body;
    expect(registers.map((r) => r.kind)).toEqual([
      'movable',
      'historic',
      'books',
      'securities',
      'vehicles',
      'realEstate',
      'thirdParty',
    ]);
    expect(registers.filter((r) => r.hasDurableRegister).map((r) => r.kind)).toEqual([
      'movable',
      'historic',
      'books',
      'vehicles',
    ]);

    const all = (await send<Subcategory[]>(t, credentials, 'GET', '/subcategory/inventory')).body;
    const hardware = all.find((s) => s.description.startsWith('Personal computer'));
    expect(hardware).toMatchObject({
      rate: { percent: 25, validFromYear: 2022 },
      aggregation: { code: 'K03' },
      category: { description: 'Hardware' },
    });
    expect(all.every((s) => s.aggregation !== null)).toBe(true);

    const movable = await movableRegister(credentials);
    const ofMovable = (await send<Subcategory[]>(t, credentials, 'GET', `/subcategory/${movable.id}/list`))
      .body;
    expect(ofMovable.length).toBeGreaterThan(5);
    expect(ofMovable.every((s) => s.register.kind === 'movable')).toBe(true);
    const register = await send<Register>(t, credentials, 'GET', `/register/fromSubcategory/${hardware?.id}`);
    expect(register.body).toMatchObject({ id: movable.id, kind: 'movable' });
  });

  it('serves the default list and the default rates of a seeded subcategory', async () => {
    const { credentials } = await signedInSchool(t);
    const defaults = (
      await send<{ code: string; rate: { percent: number } }[]>(
        t,
        credentials,
        'GET',
        '/subcategory/default/list',
      )
    ).body;
    expect(defaults.find((d) => d.code === 'books.01.01')).toMatchObject({ rate: { percent: 5 } });
    const books = (await send<Subcategory[]>(t, credentials, 'GET', '/subcategory/inventory')).body.find(
      (s) => s.defaultCode === 'books.01.01',
    );
    const rates = await send(t, credentials, 'GET', `/subcategory/${books?.id}/rate/default/list`);
    expect(rates.body).toEqual([
      { percent: 5, validFromYear: 2022, source: expect.stringContaining('118/2011') },
    ]);
  });

  it('creates a category and a subcategory, changes its rate from a year on, and deletes both', async () => {
    const { credentials } = await signedInSchool(t);
    const movable = await movableRegister(credentials);
    const category = (
      await send<Category>(t, credentials, 'POST', '/category', {
        registerId: movable.id,
        code: '09',
        description: 'Strumenti musicali',
      })
    ).body;
    expect(category).toMatchObject({ code: '09', register: { id: movable.id } });
    const ofMovable = (
      await send<Category[]>(t, credentials, 'GET', `/category/list?registerId=${movable.id}`)
    ).body;
    expect(ofMovable.map((c) => c.code)).toEqual(['01', '02', '03', '09']);
    const all = (await send<Category[]>(t, credentials, 'GET', '/category/list')).body;
    expect(all.length).toBeGreaterThan(ofMovable.length);
    const aggregation = (await send<Aggregation[]>(t, credentials, 'GET', '/aggregation/list')).body[1];

    const created = await send<Subcategory>(t, credentials, 'POST', '/subcategory', {
      categoryId: category.id,
      code: '01',
      description: 'Pianoforti',
      aggregationId: aggregation?.id,
      rate: { percent: 12.5, validFromYear: 2020 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      description: 'Pianoforti',
      rate: { percent: 12.5, validFromYear: 2020 },
      aggregation: { id: aggregation?.id },
    });

    const future = await send<Subcategory>(t, credentials, 'POST', '/subcategory', {
      id: created.body.id,
      categoryId: category.id,
      code: '01',
      description: 'Pianoforti e organi',
      aggregationId: null,
      rate: { percent: 15, validFromYear: 2200 },
    });
    // The rate in force stays the one of 2020 until 2200.
    expect(future.body).toMatchObject({
      description: 'Pianoforti e organi',
      rate: { percent: 12.5, validFromYear: 2020 },
      aggregation: null,
    });

    const withoutAggregation = await send<{ subcategories: Subcategory[]; total: number }>(
      t,
      credentials,
      'POST',
      '/subcategory/search/1/10',
      { withoutAggregation: true },
    );
    expect(withoutAggregation.body.subcategories.map((s) => s.id)).toEqual([created.body.id]);

    expect((await send(t, credentials, 'DELETE', `/category/${category.id}`)).body).toMatchObject({
      code: 'errorFK',
    });
    expect((await send(t, credentials, 'DELETE', `/subcategory/${created.body.id}`)).status).toBe(204);
    expect((await send(t, credentials, 'DELETE', `/category/${category.id}`)).status).toBe(204);
  });

  it('refuses rates outside 0–100 and duplicate codes', async () => {
    const { credentials } = await signedInSchool(t);
    const [existing] = (await send<Subcategory[]>(t, credentials, 'GET', '/subcategory/inventory')).body;
    if (!existing) throw new Error('no subcategory');
    const base = { categoryId: existing.category.id, code: 'NEW', description: 'Nuova', aggregationId: null };
    for (const percent of [-1, 100.5]) {
      const response = await send(t, credentials, 'POST', '/subcategory', { ...base, rate: { percent } });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('rules.between0and100');
    }
    const duplicate = await send(t, credentials, 'POST', '/subcategory', {
      ...base,
      code: existing.code.toLowerCase(),
      rate: { percent: 10 },
    });
    expect(duplicate.body).toMatchObject({ code: 'subcategoryCodeExists' });
    const aggregation = await send(t, credentials, 'POST', '/aggregation', {
      code: 'k01',
      description: 'Doppia',
    });
    expect(aggregation.body).toMatchObject({ code: 'aggregationCodeExists' });
  });

  it('pages subcategories with sorting and a text filter', async () => {
    const { credentials } = await signedInSchool(t);
    const page = await send<{ subcategories: Subcategory[]; total: number }>(
      t,
      credentials,
      'POST',
      '/subcategory/search/1/5',
      { sortBy: 'description' },
    );
    expect(page.body.total).toBeGreaterThan(15);
    const descriptions = page.body.subcategories.map((s) => s.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b)));
    const text = await send<{ subcategories: Subcategory[] }>(
      t,
      credentials,
      'POST',
      '/subcategory/search/1/10',
      { text: 'natanti' },
    );
    expect(text.body.subcategories.map((s) => s.description)).toEqual(['Natanti']);
  });

  it("answers 404 for another school's catalogue rows", async () => {
    const owner = await signedInSchool(t);
    const intruder = await signedInSchool(t);
    const [theirs] = (await send<Subcategory[]>(t, owner.credentials, 'GET', '/subcategory/inventory')).body;
    const theirAggregation = (await send<Aggregation[]>(t, owner.credentials, 'GET', '/aggregation/list'))
      .body[0];
    if (!theirs || !theirAggregation) throw new Error('no catalogue');
    expect(
      (await send(t, intruder.credentials, 'GET', `/register/fromSubcategory/${theirs.id}`)).status,
    ).toBe(404);
    expect((await send(t, intruder.credentials, 'DELETE', `/subcategory/${theirs.id}`)).status).toBe(404);
    expect((await send(t, intruder.credentials, 'DELETE', `/category/${theirs.category.id}`)).status).toBe(
      404,
    );
    expect(
      (await send(t, intruder.credentials, 'DELETE', `/aggregation/${theirAggregation.id}`)).status,
    ).toBe(404);
    const move = await send(t, intruder.credentials, 'POST', '/subcategory', {
      categoryId: theirs.category.id,
      code: 'Z',
      description: 'Z',
      aggregationId: null,
      rate: { percent: 1 },
    });
    expect(move.status).toBe(404);
    expect(
      (await send(t, intruder.credentials, 'GET', `/subcategory/${theirs.id}/rate/default/list`)).status,
    ).toBe(404);
  });
});
