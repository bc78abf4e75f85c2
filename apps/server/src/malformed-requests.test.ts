import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { APP_VERSION } from '@inventario/shared/contracts/config';
import { type InvoiceUploadUrl, invoicePaths } from '@inventario/shared/contracts/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUniversality, insertWaitingAsset, schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { siteWithLocation } from './modules/documents/minutes/minutes-school.fixtures.ts';
import { insertCreditor, insertExternal } from './modules/external-movements/external-movement.fixtures.ts';
import { chargeAssets } from './modules/value-vouchers/value-voucher.fixtures.ts';
import {
  buildUser,
  type Credentials,
  call,
  send,
  signedInSchool,
  signIn,
  startTestApp,
  type TestApp,
  type TestSchool,
} from './test/harness.ts';
import { schoolDigest } from './test/school-digest.ts';

/** The part of an OpenAPI 3.0 schema object the generator reads. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
}

interface Operation {
  method: 'POST' | 'PUT' | 'PATCH';
  /** The path as the document names it (`/inventario/api/asset/{id}`). */
  path: string;
  /** The path with the test school's ids. */
  url: string;
  body: Schema | undefined;
}

interface Variant {
  name: string;
  payload: string;
  contentType: string;
  /** The field (a JSON pointer) the refusal must name. */
  names?: string;
}

/** How the school's ids are named in paths and bodies; anything else is the school's first asset. */
type SchoolIds = Record<string, number>;

/**
 * Operations whose body is a file, not a JSON document: every variant above would stop at the check
 * that comes before any body (the upload's missing `?token=`), so they would say nothing of the body.
 * Their own malformed requests are the last test below.
 */
const RAW_BODY_OPERATIONS = new Set([
  `PUT /inventario/api${invoicePaths.upload}`,
  'POST /inventario/api/import/type/{type}',
]);

const ONE_MB_TEXT = 'm'.repeat(1_000_000); // 1 MB that still fits the body limit (1 MiB): the schema refuses it
const TWENTY_MB = 20 * 1024 * 1024;
const RAW = '\u0001raw\u0001';

function idFor(ids: SchoolIds, name: string): number {
  const key = name.replace(/^id(?=[A-Z])/, '').replace(/(Ids|Id|List|s)$/, '');
  return ids[key.charAt(0).toLowerCase() + key.slice(1)] ?? (ids.asset as number);
}

/** A value of the schema, with the school's ids where a field names one: the base each variant breaks. */
function sample(schema: Schema, name: string, ids: SchoolIds): unknown {
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.[0]) return sample(options[0], name, ids);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, key, ids)]),
      );
    case 'array':
      return schema.items ? [sample(schema.items, name, ids)] : [];
    case 'string':
      if (schema.format === 'date') return '2026-03-31';
      if (schema.format === 'date-time') return '2026-03-31T10:00:00Z';
      return 'Prova'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 5);
    case 'integer':
    case 'number': {
      if (/(^id[A-Z]|Ids?$|^id$|List$)/.test(name)) return idFor(ids, name);
      const minimum = (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(minimum, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A value no schema of this type accepts. */
function wrongType(schema: Schema): unknown {
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'x' : 12_345;
  switch (schema.type) {
    case 'string':
      return 12_345;
    case 'array':
      return { not: 'a list' };
    default:
      return 'x';
  }
}

/** Every field of the base (JSON pointer, its schema, whether its object requires it), lists by their first item. */
function* fields(schema: Schema, value: unknown, at = ''): Generator<[string, Schema, boolean]> {
  if (schema.type === 'object' && value && typeof value === 'object') {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const pointer = `${at}/${key}`;
      yield [pointer, child, schema.required?.includes(key) ?? false];
      yield* fields(child.oneOf?.[0] ?? child, (value as Record<string, unknown>)[key], pointer);
    }
  } else if (schema.type === 'array' && schema.items && Array.isArray(value) && value.length > 0) {
    yield* fields(schema.items.oneOf?.[0] ?? schema.items, value[0], `${at}/0`);
  }
}

const DELETE = Symbol('delete');

function changed(base: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(base);
  const keys = pointer.split('/').slice(1);
  const last = keys.pop() as string;
  let parent = copy as Record<string, unknown>;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  if (value === DELETE) delete parent[last];
  else parent[last] = value;
  return copy;
}

const json = (payload: unknown): Variant['payload'] => JSON.stringify(payload);
const jsonVariant = (name: string, payload: string, names?: string): Variant => ({
  name,
  payload,
  contentType: 'application/json',
  ...(names ? { names } : {}),
});

/** The malformed requests of one body shape: each field broken on its own, then the body as a whole. */
function fieldVariants(schema: Schema, ids: SchoolIds): Variant[] {
  const base = sample(schema, '', ids);
  const variants: Variant[] = [];
  for (const [pointer, field, required] of fields(schema, base)) {
    variants.push(jsonVariant(`${pointer} of a wrong type`, json(changed(base, pointer, wrongType(field)))));
    if (required) variants.push(jsonVariant(`${pointer} missing`, json(changed(base, pointer, DELETE))));
    if (field.type === 'string' || (field.enum && typeof field.enum[0] === 'string')) {
      for (const [name, text] of [
        ['1 MB', ONE_MB_TEXT],
        ['a NUL character', 'a\u0000b'],
        ['a lone surrogate', 'x\ud800'],
      ] as const) {
        variants.push(jsonVariant(`${pointer} with ${name}`, json(changed(base, pointer, text)), pointer));
      }
    }
    if (field.type === 'integer' || field.type === 'number') {
      const raw = json(changed(base, pointer, RAW));
      variants.push(jsonVariant(`${pointer} = 1e309`, raw.replace(`"${RAW}"`, '1e309'), pointer));
      variants.push(jsonVariant(`${pointer} = NaN`, raw.replace(`"${RAW}"`, 'NaN')));
    }
  }
  return variants;
}

/** The body as a whole: not JSON, not what the schema wants, nested too deep, another type, too big. */
function bodyVariants(operation: Operation, ids: SchoolIds): Variant[] {
  const base = operation.body ? json(sample(operation.body, '', ids)) : '{}';
  const variants = [
    jsonVariant('invalid JSON', '{"description": "no end'),
    { name: 'a content type the API does not read', payload: base, contentType: 'application/xml' },
    jsonVariant('a 20 MB body', `{"description":"${'z'.repeat(TWENTY_MB)}"}`),
  ];
  // A route without a body ignores one it can read: only what never parses is malformed there.
  if (!operation.body) return variants;
  return [
    ...variants,
    { name: 'a wrong content type', payload: base, contentType: 'text/plain' },
    jsonVariant('null', 'null'),
    jsonVariant('a list', '[]'),
    jsonVariant('200-deep nesting', `${'['.repeat(200)}${']'.repeat(200)}`),
  ];
}

function variantsOf(operation: Operation, ids: SchoolIds): Variant[] {
  const shapes = operation.body ? (operation.body.oneOf ?? [operation.body]) : [];
  return [...shapes.flatMap((shape) => fieldVariants(shape, ids)), ...bodyVariants(operation, ids)];
}

/** The error envelope of DESIGN §5: `{ code, message, details? }` and nothing else. */
function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, message, details, ...rest } = body as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (details === undefined || (typeof details === 'object' && details !== null)) &&
    Object.keys(rest).length === 0
  );
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Malformed requests on every POST, PUT and PATCH of the inventory API, read from its OpenAPI
 * document (a new endpoint joins by being in it): wrong types, missing fields, 1 MB strings, NaN and
 * 1e309, NUL and lone surrogates, 200-deep nesting, invalid JSON, a wrong content type, a 20 MB body.
 * None is a 5xx, every refusal is the error envelope, a text or number a field cannot take is a 400
 * naming the field, and the school's data is the same afterwards. The variants are a fixed list made
 * from the document, so every run sends the same requests.
 */
describe('malformed requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function schoolWithData(): Promise<{
    school: TestSchool;
    customerCode: string;
    credentials: Credentials;
    ids: SchoolIds;
  }> {
    const s = await schoolWithYear(t);
    const { customerCode, credentials } = s;
    const voucher = await chargeAssets(t, credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900 },
      { subcategoryId: s.furniture, historicalPrice: 300 },
    ]);
    const { site, subConsignee, location } = await siteWithLocation(t, customerCode);
    const universality = await insertUniversality(t, customerCode);
    const news = await send<{ id: number }[]>(t, credentials, 'GET', `/news/${APP_VERSION}`);
    const registers = await send<{ id: number }[]>(t, credentials, 'GET', '/register/list');
    return {
      school: s.school,
      customerCode,
      credentials,
      ids: {
        asset: voucher.assets[0]?.id as number,
        waitingAsset: await insertWaitingAsset(t, customerCode, {
          subcategoryId: s.hardware,
          priceCents: 5_000,
        }),
        movement: voucher.id,
        subcategory: s.hardware,
        register: registers.body[0]?.id as number,
        site,
        location,
        subConsignee,
        creditor: await insertCreditor(t, customerCode),
        universality,
        externalMovement: await insertExternal(t, customerCode, { source: 'warehouse' }),
        labelsSetting: 1,
        news: news.body[0]?.id as number,
      },
    };
  }

  /** The school's ids in a path: `{id}` is the record of the segment before it. */
  function urlOf(path: string, ids: SchoolIds, codMin: string): string {
    const byResource: Record<string, number | string | undefined> = {
      asset: ids.waitingAsset,
      // An attachment need not exist: the body is refused before it is looked for.
      attachments: '00000000-0000-4000-8000-000000000001',
      universality: ids.universality,
      external: ids.externalMovement,
      id: ids.news,
    };
    const values: Record<string, unknown> = {
      page: 1,
      size: 5,
      appVersion: APP_VERSION,
      code: codMin,
      idAsset: ids.asset,
      idLocation: ids.location,
      owner: 'asset',
      ownerId: ids.waitingAsset,
      // A merge of the customer area (none names this school: the body is refused before that matters).
      x: 1,
    };
    const segments = path.split('/');
    return segments
      .map((segment, i) => {
        const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!parameter) return segment;
        return parameter === 'id' ? (byResource[segments[i - 1] ?? ''] ?? ids.asset) : values[parameter];
      })
      .join('/');
  }

  it('refuses each of them with a 4xx in the envelope, naming the field, and stores nothing', async () => {
    const school = await schoolWithData();
    const codMin = (await send<{ codMin: string }>(t, school.credentials, 'GET', '/school/data')).body.codMin;
    const document = (await call(t, { method: 'GET', url: '/inventario/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
    }>();
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method))
        .filter(([method]) => !RAW_BODY_OPERATIONS.has(`${method.toUpperCase()} ${path}`))
        .map(([method, operation]) => ({
          method: method.toUpperCase() as Operation['method'],
          path,
          url: urlOf(path, school.ids, codMin),
          body: operation.requestBody?.content['application/json']?.schema,
        })),
    );
    expect(operations.length).toBeGreaterThan(50);

    // Vendor staff's operations refuse the school's user before reading the body: their malformed
    // bodies are sent as vendor staff acting for the same school.
    const vendor = await signIn(
      t,
      await buildUser(t.db, school.school, { roles: ['inv.default', 'InvAdmin'] }),
    );
    // A phone's operations answer only its QR code's token: their malformed bodies are sent with one.
    const phoneToken = await phoneOf(school.credentials);
    const before = await schoolDigest(t, school.customerCode);
    const problems: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const operation of operations) {
      for (const variant of variantsOf(operation, school.ids)) {
        const send = (credentials: Credentials) =>
          call(
            t,
            {
              method: operation.method,
              url: operation.url,
              payload: variant.payload,
              headers: { 'content-type': variant.contentType },
            },
            credentials,
          );
        const sendAsPhone = () =>
          call(t, {
            method: operation.method,
            url: operation.url,
            payload: variant.payload,
            headers: { 'content-type': variant.contentType, 'x-scan-token': phoneToken },
          });
        const asSchool = await send(school.credentials);
        const vendorOnly =
          asSchool.statusCode === 403 &&
          parsed(asSchool.body) !== undefined &&
          (parsed(asSchool.body) as { message?: string }).message === 'Vendor staff only';
        const phoneOnly =
          asSchool.statusCode === 401 &&
          (parsed(asSchool.body) as { message?: string } | undefined)?.message === 'Missing x-scan-token';
        const answer = vendorOnly ? await send(vendor) : phoneOnly ? await sendAsPhone() : asSchool;
        sent++;
        const body = parsed(answer.body);
        const issues = (body as { details?: { issues?: { path: string }[] } })?.details?.issues ?? [];
        const problem =
          answer.statusCode < 400 || answer.statusCode >= 500
            ? `answered ${answer.statusCode}`
            : !isEnvelope(body)
              ? `answered ${answer.statusCode} outside the envelope: ${answer.body.slice(0, 200)}`
              : variant.names && !issues.some((issue) => issue.path === variant.names)
                ? `answered ${answer.statusCode} without naming ${variant.names}: ${answer.body.slice(0, 200)}`
                : undefined;
        if (problem) problems.push(`${operation.method} ${operation.path}, ${variant.name}: ${problem}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`${operations.length} operations, ${sent} malformed requests in ${seconds.toFixed(1)} s`);

    expect(problems).toEqual([]);
    expect(await schoolDigest(t, school.customerCode)).toEqual(before);
  }, 300_000);

  /** The token of a phone signed in with a QR code of a recognition the school starts. */
  async function phoneOf(credentials: Credentials): Promise<string> {
    const started = await send<{ id: number }>(t, credentials, 'POST', '/recognition', {
      date: '2026-05-04',
      forRenewal: false,
      includeDurable: true,
    });
    const link = await send<{ url: string }>(
      t,
      credentials,
      'POST',
      `/recognition/${started.body.id}/scanLink`,
      {},
    );
    const code = decodeURIComponent(link.body.url.split('#code=')[1] ?? '');
    const session = await call(t, {
      method: 'POST',
      url: '/inventario/api/recognition/scan/session',
      payload: { code },
    });
    return session.json<{ token: string }>().token;
  }

  /** A PUT over a real connection, declaring `declaredLength` bytes and sending `body`. */
  function rawPut(url: string, body: Buffer, declaredLength = body.length) {
    return rawSend('PUT', url, body, declaredLength);
  }

  /** A request over a real connection, declaring `declaredLength` bytes and sending `body`. */
  function rawSend(
    method: 'PUT' | 'POST',
    url: string,
    body: Buffer,
    declaredLength = body.length,
    headers: Record<string, string> = {},
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(url, {
        method,
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(declaredLength),
          ...headers,
        },
      });
      request.on('response', (response) => {
        let text = '';
        response
          .on('data', (chunk) => (text += chunk))
          .on('end', () => {
            resolve({ status: response.statusCode ?? 0, body: text });
            request.destroy();
          });
      });
      request.on('error', reject);
      request.write(body);
      if (declaredLength === body.length) request.end();
    });
  }

  type RawVariant = [string, string, () => Promise<{ status: number; body: string }>];

  /** Each variant answered with its code in the envelope, never a 5xx, and the school unchanged. */
  async function expectRefusedStoringNothing(customerCode: string, variants: readonly RawVariant[]) {
    const before = await schoolDigest(t, customerCode);
    const problems: string[] = [];
    for (const [name, code, sendIt] of variants) {
      const answer = await sendIt();
      const body = parsed(answer.body);
      if (answer.status >= 500 || !isEnvelope(body) || (body as { code: string }).code !== code)
        problems.push(`${name}: answered ${answer.status} ${answer.body.slice(0, 200)}, not ${code}`);
    }
    expect(problems).toEqual([]);
    expect(await schoolDigest(t, customerCode)).toEqual(before);
  }

  it('refuses malformed uploads of an invoice file, in the envelope, and stores nothing', async () => {
    const { school, credentials } = await signedInSchool(t);
    const target = (
      await send<InvoiceUploadUrl>(t, credentials, 'POST', invoicePaths.uploadUrl, {
        fileName: 'f.xml',
        size: 9,
      })
    ).body;
    const path = `/inventario/api${invoicePaths.upload}`;
    const xml = Buffer.from('<a>b</a>\n');
    const variants: RawVariant[] = [
      ['no token', 'invalidRequest', () => rawPut(`${t.baseUrl}${path}`, xml)],
      ['an empty token', 'invalidRequest', () => rawPut(`${t.baseUrl}${path}?token=`, xml)],
      ['a forged token', 'uploadUrlExpired', () => rawPut(`${t.baseUrl}${path}?token=e30.forged`, xml)],
      [
        'a token of 5000 characters',
        'invalidRequest',
        () => rawPut(`${t.baseUrl}${path}?token=${'x'.repeat(5000)}`, xml),
      ],
      ['an empty body', 'invoiceContentMismatch', () => rawPut(target.url, Buffer.alloc(0))],
      [
        'JSON under an .xml name',
        'invoiceContentMismatch',
        () => rawPut(target.url, Buffer.from('{"description": "no end')),
      ],
      [
        'a zip under an .xml name',
        'invoiceContentMismatch',
        () => rawPut(target.url, Buffer.from('PK\u0003\u0004xxxx')),
      ],
      [
        'a declared Content-Length of 20 GB',
        'invoiceTooLarge',
        () => rawPut(target.url, xml, 20 * 1024 ** 3),
      ],
      [
        'a Content-MD5 that is no MD5',
        'invalidRequest',
        async () => {
          const answer = await call(t, {
            method: 'PUT',
            url: new URL(target.url).pathname + new URL(target.url).search,
            payload: xml,
            headers: { 'content-type': 'application/xml', 'content-md5': 'not-base64-md5' },
          });
          return { status: answer.statusCode, body: answer.body };
        },
      ],
    ];
    await expectRefusedStoringNothing(school.customerCode, variants);
    const invoices = join(t.dataDir, 'documents', school.customerCode, 'invoices');
    expect(await readdir(invoices).catch(() => [])).toEqual([]);
    // The URL is still good for the file itself.
    expect((await rawPut(target.url, xml)).status).toBe(204);
  });

  it('refuses malformed uploads of an import file, in the envelope, and stores nothing', async () => {
    const { school, credentials } = await signedInSchool(t);
    const auth = {
      authorization: `Bearer ${credentials.accessToken}`,
      'x-auth-token': credentials.sessionToken ?? '',
    };
    const url = (query: string) => `${t.baseUrl}/inventario/api/import/type/1${query}`;
    const post = (query: string, body: Buffer, declaredLength = body.length) =>
      rawSend('POST', url(query), body, declaredLength, auth);
    const csv = Buffer.from('Codice;Descrizione\n');
    const variants: RawVariant[] = [
      ['no file name', 'invalidRequest', () => post('', csv)],
      [
        'a file name of 300 characters',
        'invalidRequest',
        () => post(`?fileName=${'x'.repeat(300)}.csv`, csv),
      ],
      [
        'a type that is no type',
        'invalidRequest',
        () =>
          rawSend('POST', `${t.baseUrl}/inventario/api/import/type/x?fileName=a.csv`, csv, csv.length, auth),
      ],
      ['an empty body', 'importContentMismatch', () => post('?fileName=a.xlsx', Buffer.alloc(0))],
      [
        'JSON under an .xlsx name',
        'importContentMismatch',
        () => post('?fileName=a.xlsx', Buffer.from('{"a": 1')),
      ],
      [
        'a binary file under a .csv name',
        'importContentMismatch',
        () => post('?fileName=a.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])),
      ],
      [
        'a declared Content-Length of 20 GB',
        'importTooLarge',
        () => post('?fileName=a.csv', csv, 20 * 1024 ** 3),
      ],
    ];
    await expectRefusedStoringNothing(school.customerCode, variants);
    const imports = join(t.dataDir, 'documents', school.customerCode, 'imports');
    expect(await readdir(imports).catch(() => [])).toEqual([]);
  });
});
