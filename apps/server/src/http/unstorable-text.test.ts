import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, send, signedInSchool, startTestApp, type TestApp } from '../test/harness.ts';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800';

/**
 * Text PostgreSQL cannot keep (a NUL character in a text column, a lone surrogate in JSON) is the
 * client's mistake: the shared string schemas refuse it with a 400 naming the field (issue 14 found a
 * 500 on 14 endpoints, after the statement failed), on every contract.
 */
describe('text a database cannot keep', () => {
  let t: TestApp;
  let c: Credentials;
  let ids: { register: number; category: number; subcategory: number; site: number };
  beforeAll(async () => {
    t = await startTestApp();
    c = (await signedInSchool(t)).credentials;
    const registers = await send<{ id: number }[]>(t, c, 'GET', '/register/list');
    const subcategories = await send<{ id: number; category: { id: number } }[]>(
      t,
      c,
      'GET',
      '/subcategory/inventory',
    );
    const site = await send<{ id: number }>(t, c, 'POST', '/site', { code: 'S1', description: 'Sede' });
    const [register] = registers.body;
    const [subcategory] = subcategories.body;
    if (!register || !subcategory || site.status !== 200) throw new Error('no lists');
    ids = {
      register: register.id,
      category: subcategory.category.id,
      subcategory: subcategory.id,
      site: site.body.id,
    };
  });
  afterAll(() => t.close());

  /** The issue's endpoints, each with a body valid but for the text field named. */
  const requests = (text: string): [string, object, string][] => [
    ['/site', { code: 'A1', description: text }, 'description'],
    ['/location', { siteId: ids.site, code: 'L1', description: 'Aula', notes: text }, 'notes'],
    ['/subconsignee', { description: text }, 'description'],
    ['/universality', { description: text }, 'description'],
    ['/asset', { description: text, subcategoryId: ids.subcategory, historicalPrice: 10 }, 'description'],
    ['/administration', { description: 'Comune', city: text }, 'city'],
    ['/aggregation', { code: 'AG', description: text }, 'description'],
    ['/category', { registerId: ids.register, code: 'C9', description: text }, 'description'],
    [
      '/subcategory',
      {
        categoryId: ids.category,
        code: text,
        description: 'Sotto',
        aggregationId: null,
        rate: { percent: 10 },
      },
      'code',
    ],
    ['/creditor/search', { businessNameFullName: text }, 'businessNameFullName'],
  ];

  it.each([
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('answers %s with a 400 naming the field', async (_, text) => {
    const answers = [];
    for (const [path, body, field] of requests(text)) {
      const answer = await send<{ code: string; details?: { issues?: { path: string; message: string }[] } }>(
        t,
        c,
        'POST',
        path,
        body,
      );
      const named = answer.body.details?.issues?.some(
        (issue) => issue.path === `/${field}` && issue.message === 'rules.invalidCharacters',
      );
      answers.push([path, answer.status, answer.body.code, named ? field : 'no field']);
    }
    expect(answers).toEqual(requests(text).map(([path, , field]) => [path, 400, 'invalidRequest', field]));
  });

  it('keeps text with characters beyond the basic plane, whose surrogates come in pairs', async () => {
    const saved = await send<{ id: number; description: string }>(t, c, 'POST', '/universality', {
      description: 'Laboratorio 🔬 di 𝔣isica',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.description).toBe('Laboratorio 🔬 di 𝔣isica');
  });
});
