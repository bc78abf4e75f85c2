import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { call, send, startTestApp, type TestApp } from './test/harness.ts';

/** The part of an OpenAPI 3.0 schema object these checks read. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
}

/** Every free text of a request body (JSON pointer and schema): strings with no format, enum or pattern. */
function* freeTexts(schema: Schema, at: string): Generator<[string, Schema]> {
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
    yield* freeTexts(option, at);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && !schema.format && !schema.enum && schema.const === undefined)
    yield [at, schema];
  for (const [key, child] of Object.entries(schema.properties ?? {})) yield* freeTexts(child, `${at}/${key}`);
  if (schema.items) yield* freeTexts(schema.items, `${at}/0`);
}

/**
 * Issue 14 (20): every text a user types has a length the contract decides, which the form shows and
 * the server enforces (a 300-character description used to be saved), and a price is cut to two
 * decimals (spec 02 §5), by the server as by the form.
 */
describe('input rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives every text field of every request body a maximum length', async () => {
    const document = (await call(t, { method: 'GET', url: '/inventario/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
    }>();
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const body = operation.requestBody?.content['application/json']?.schema;
        if (!body) continue;
        for (const [pointer, schema] of freeTexts(body, '')) {
          checked++;
          if (schema.maxLength === undefined) unbounded.push(`${method.toUpperCase()} ${path} ${pointer}`);
        }
      }
    expect(unbounded).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses a description longer than the contract allows with a 400 naming the field', async () => {
    const school = await schoolWithYear(t);
    const answer = await send<{ code: string; details?: { issues?: { path: string; message: string }[] } }>(
      t,
      school.credentials,
      'POST',
      '/asset',
      { description: 'd'.repeat(256), subcategoryId: school.hardware, historicalPrice: 10 },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details?.issues).toContainEqual({
      path: '/description',
      message: 'rules.tooLongText',
    });
  });

  it('keeps a price of 1234.5678 as 1234.56: cut, never rounded', async () => {
    const school = await schoolWithYear(t);
    const created = await send<{ id: number }>(t, school.credentials, 'POST', '/asset', {
      description: 'Armadio',
      subcategoryId: school.furniture,
      historicalPrice: 1234.5678,
    });
    expect(created.status).toBe(200);
    const asset = await send<{ historicalPrice: number; actualPrice: number }>(
      t,
      school.credentials,
      'GET',
      `/asset/${created.body.id}`,
    );
    expect([asset.body.historicalPrice, asset.body.actualPrice]).toEqual([1234.56, 1234.56]);
  });
});
