import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import {
  buildSchool,
  buildUser,
  type Credentials,
  call,
  signIn,
  startTestApp,
  type TestApp,
  type TestSchool,
} from '../../test/harness.ts';

const api = '/inventario/api';
const sheet = {
  description: 'A4 4 colonne',
  kind: 'sheet',
  rowsNumber: 10,
  columnsNumber: 4,
  barcodeScale: 1.25,
};

interface LabelsSettingAnswer {
  id: number;
  description: string;
  isDefault: boolean;
  codMin: string | null;
  symbols: string;
}

describe('labels settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ school: TestSchool; credentials: Credentials }> {
    const school = await buildSchool(t.db);
    return { school, credentials: await signIn(t, await buildUser(t.db, school)) };
  }

  function send(credentials: Credentials, method: 'POST' | 'PUT', url: string, payload: object) {
    return call(t, { method, url: `${api}${url}`, payload }, credentials);
  }

  async function create(credentials: Credentials, layout: object = sheet): Promise<LabelsSettingAnswer> {
    const response = await send(credentials, 'POST', '/labelsSetting', layout);
    expect(response.statusCode).toBe(200);
    return response.json<LabelsSettingAnswer>();
  }

  it('lists the four read-only defaults first, then the school’s own layouts with its code', async () => {
    const { school, credentials } = await signedIn();
    const created = await create(credentials);
    expect(created).toEqual({
      ...sheet,
      symbols: 'barcode',
      id: created.id,
      isDefault: false,
      codMin: school.codMin,
    });
    expect(created.id).toBeGreaterThan(100);

    const list = (await call(t, { method: 'GET', url: `${api}/labelsSetting/list` }, credentials)).json<
      LabelsSettingAnswer[]
    >();
    expect(list.map((layout) => layout.id)).toEqual([1, 2, 3, 4, created.id]);
    expect(list[2]).toMatchObject({ kind: 'sheet', rowsNumber: 7, columnsNumber: 2, barcodeScale: 1.2 });
    expect(list[3]).toMatchObject({ kind: 'zebra', rowsNumber: 1, columnsNumber: 1, isDefault: true });
    expect(list.slice(0, 4).every((layout) => layout.isDefault && layout.codMin === null)).toBe(true);
  });

  it('pages the layouts, defaults first by id unless sorted, filtered by description', async () => {
    const { credentials } = await signedIn();
    await create(credentials, { ...sheet, description: 'Zeta', rowsNumber: 40 });
    await create(credentials, { ...sheet, description: 'Beta', rowsNumber: 2 });
    const search = (page: number, size: number, body: object) =>
      send(credentials, 'POST', `/labelsSetting/search/${page}/${size}`, body);

    const first = (await search(1, 3, {})).json<{ labelsSettings: LabelsSettingAnswer[]; total: number }>();
    expect(first.total).toBe(6);
    expect(first.labelsSettings.map((layout) => layout.id)).toEqual([1, 2, 3]);
    const sorted = (await search(1, 2, { sortBy: 'rowsNumber', sortDesc: true })).json();
    expect(sorted).toMatchObject({ total: 6, labelsSettings: [{ description: 'Zeta' }, { rowsNumber: 8 }] });
    const filtered = (await search(1, 10, { description: 'zebra' })).json();
    expect(filtered).toMatchObject({ total: 1, labelsSettings: [{ id: 4 }] });
  });

  it('updates and deletes the school’s own layouts, with an audit trail', async () => {
    const { credentials } = await signedIn();
    const created = await create(credentials);
    const updated = await send(credentials, 'PUT', '/labelsSetting', {
      ...sheet,
      id: created.id,
      kind: 'zebra',
      rowsNumber: 1,
      columnsNumber: 1,
      barcodeScale: 2,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, kind: 'zebra', barcodeScale: 2 });

    const url = `${api}/labelsSetting/${created.id}`;
    expect((await call(t, { method: 'DELETE', url }, credentials)).statusCode).toBe(204);
    expect((await call(t, { method: 'DELETE', url }, credentials)).json()).toMatchObject({
      code: 'notFound',
    });

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'labelsSetting'), eq(auditEvents.entityId, String(created.id))))
      .orderBy(asc(auditEvents.id));
    expect(events).toMatchObject([
      { action: 'labelsSetting.create', before: null, after: { kind: 'sheet' } },
      { action: 'labelsSetting.update', before: { kind: 'sheet' }, after: { kind: 'zebra' } },
      { action: 'labelsSetting.delete', before: { kind: 'zebra' }, after: null },
    ]);
  });

  it('refuses to change or delete a default layout', async () => {
    const { credentials } = await signedIn();
    for (const id of [1, 4]) {
      const layout = id === 4 ? { ...sheet, kind: 'zebra', rowsNumber: 1, columnsNumber: 1 } : sheet;
      const update = await send(credentials, 'PUT', '/labelsSetting', { ...layout, id });
      expect(update.statusCode).toBe(403);
      expect(update.json()).toMatchObject({ code: 'defaultLabelsSettingReadOnly' });
      const removal = await call(t, { method: 'DELETE', url: `${api}/labelsSetting/${id}` }, credentials);
      expect(removal.statusCode).toBe(403);
      expect(removal.json()).toMatchObject({ code: 'defaultLabelsSettingReadOnly' });
    }
    const list = (await call(t, { method: 'GET', url: `${api}/labelsSetting/list` }, credentials)).json();
    expect(list).toMatchObject([{ id: 1, rowsNumber: 8 }, { id: 2 }, { id: 3 }, { id: 4 }]);
  });

  it('keeps the grid, the scale and the zebra shape within bounds', async () => {
    const { credentials } = await signedIn();
    const refused = [
      { rowsNumber: 0 },
      { rowsNumber: 41 },
      { columnsNumber: 7 },
      { rowsNumber: 2.5 },
      { barcodeScale: 0.4 },
      { barcodeScale: 4.01 },
      { barcodeScale: 1.234 },
      { kind: 'zebra', rowsNumber: 2, columnsNumber: 1 },
      { kind: 'laser' },
      { description: '  ' },
    ];
    for (const change of refused) {
      const response = await send(credentials, 'POST', '/labelsSetting', { ...sheet, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidRequest' });
    }
    await create(credentials, { ...sheet, rowsNumber: 40, columnsNumber: 6, barcodeScale: 4 });
    await create(credentials, { ...sheet, rowsNumber: 1, columnsNumber: 1, barcodeScale: 0.5 });
    await create(credentials, {
      ...sheet,
      kind: 'zebra',
      rowsNumber: 1,
      columnsNumber: 1,
      barcodeScale: 1.15,
    });
  });

  it('stores the symbols a layout prints, barcode by default, and refuses a QR on labels too small for it', async () => {
    const { credentials } = await signedIn();
    const both = await create(credentials, { ...sheet, symbols: 'both' });
    expect(both).toMatchObject({ symbols: 'both', rowsNumber: 10, columnsNumber: 4 });
    const qr = await send(credentials, 'PUT', '/labelsSetting', { ...sheet, id: both.id, symbols: 'qr' });
    expect(qr.json()).toMatchObject({ id: both.id, symbols: 'qr' });
    const list = (await call(t, { method: 'GET', url: `${api}/labelsSetting/list` }, credentials)).json<
      (LabelsSettingAnswer & { symbols: string })[]
    >();
    expect(list.map((layout) => layout.symbols)).toEqual(['barcode', 'barcode', 'barcode', 'barcode', 'qr']);

    // 6 × 20 cells are 35 × 14.85 mm: room for a barcode, not for a QR code.
    const tiny = { ...sheet, rowsNumber: 20, columnsNumber: 6 };
    for (const symbols of ['qr', 'both']) {
      const refused = await send(credentials, 'POST', '/labelsSetting', { ...tiny, symbols });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'labelTooSmallForQr' });
    }
    // 5 columns (42 mm): a QR alone fits, not beside the barcode; the refused change leaves the layout as it was.
    const narrow = await send(credentials, 'PUT', '/labelsSetting', {
      ...sheet,
      id: both.id,
      columnsNumber: 5,
      symbols: 'both',
    });
    expect(narrow.json()).toMatchObject({ code: 'labelTooSmallForQr' });
    expect((await create(credentials, { ...sheet, columnsNumber: 5, symbols: 'qr' })).symbols).toBe('qr');
    expect((await create(credentials, { ...tiny, symbols: 'barcode' })).symbols).toBe('barcode');
    const unchanged = (await call(t, { method: 'GET', url: `${api}/labelsSetting/list` }, credentials)).json<
      (LabelsSettingAnswer & { symbols: string; columnsNumber: number })[]
    >();
    expect(unchanged.find((layout) => layout.id === both.id)).toMatchObject({
      symbols: 'qr',
      columnsNumber: 4,
    });
    const unknown = await send(credentials, 'POST', '/labelsSetting', { ...sheet, symbols: 'datamatrix' });
    expect(unknown.statusCode).toBe(400);
  });

  it("answers 404 for another school's layout and never lists it", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const theirs = await create(owner.credentials);
    const update = await send(stranger.credentials, 'PUT', '/labelsSetting', { ...sheet, id: theirs.id });
    expect(update.statusCode).toBe(404);
    const url = `${api}/labelsSetting/${theirs.id}`;
    expect((await call(t, { method: 'DELETE', url }, stranger.credentials)).statusCode).toBe(404);
    const list = await call(t, { method: 'GET', url: `${api}/labelsSetting/list` }, stranger.credentials);
    expect(list.json<LabelsSettingAnswer[]>().map((layout) => layout.id)).toEqual([1, 2, 3, 4]);
  });

  it('documents its routes in OpenAPI', async () => {
    const response = await call(t, { method: 'GET', url: `${api}/docs/json` });
    const { paths } = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    expect(Object.keys(paths['/inventario/api/labelsSetting/{id}']?.delete?.responses ?? {})).toEqual([
      '204',
    ]);
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/inventario/api/labelsSetting/search/{page}/{size}',
        '/inventario/api/labelsSetting/{id}',
        '/inventario/api/creditor/search',
        '/inventario/api/debtor/{id}',
        '/inventario/api/administration/search/{page}/{size}',
      ]),
    );
  });
});
