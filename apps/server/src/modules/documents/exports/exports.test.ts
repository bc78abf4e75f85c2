import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startTestApp, type TestApp } from '../../../test/harness.ts';
import { schoolWithYear } from '../../charges/charge.fixtures.ts';
import { chargeAssets } from '../../value-vouchers/value-voucher.fixtures.ts';
import { exported, untilSettled } from './export.fixtures.ts';

const STATUS_LABELS = { charged: 'Inventariato', waiting: 'In attesa' };

const assetColumns = [
  { key: 'inventoryNumber', header: 'N. inv.' },
  { key: 'description', header: 'Descrizione' },
  { key: 'historicalPrice', header: 'Valore storico' },
  { key: 'chargeDate', header: 'Data carico' },
  { key: 'status', header: 'Stato', labels: STATUS_LABELS },
];

describe('exports of the lists', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof schoolWithYear>>;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
    school = await schoolWithYear(t);
    await chargeAssets(t, school.credentials, '2026-02-01', [
      { subcategoryId: school.hardware, historicalPrice: 1234.56, description: 'Server di rete' },
      { subcategoryId: school.furniture, historicalPrice: 250, description: '=HYPERLINK("http://x")' },
      { subcategoryId: school.hardware, historicalPrice: 99.9, description: 'Mouse; "ottico"' },
    ]);
  });
  afterAll(() => t.close());

  it('writes the asset list as a workbook: its filters, its order, typed cells', async () => {
    const { done, bytes, type } = await exported(t, school.credentials, {
      list: 'assets',
      format: 'xlsx',
      title: 'Beni',
      search: { sortBy: 'historicalPrice', sortDesc: true },
      columns: assetColumns,
    });
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(done).toMatchObject({
      documentType: { id: 50, group: 9 },
      subject: { export: { title: 'Beni', format: 'xlsx' } },
      files: [{ fileName: expect.stringMatching(/^beni-\d{4}-\d{2}-\d{2}\.xlsx$/) }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Beni');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'N. inv.',
      'Descrizione',
      'Valore storico',
      'Data carico',
      'Stato',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(1).numFmt).toBe('"BM "0');
    expect(first.getCell(2).value).toBe('Server di rete');
    expect(first.getCell(3).value).toBe(1234.56);
    expect(first.getCell(3).numFmt).toBe('#,##0.00 "€"');
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 1, 1)));
    expect(first.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(5).value).toBe('Inventariato');
    // A text that looks like a formula is a text cell, never a formula.
    const formulaLike = sheet.getRow(3).getCell(2);
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(4).getCell(3).value).toBe(99.9);
  });

  it('writes a CSV an Italian spreadsheet opens: BOM, semicolons, decimal comma, inert text', async () => {
    const { bytes, type } = await exported(t, school.credentials, {
      list: 'assets',
      format: 'csv',
      title: 'Beni informatici',
      search: { text: 'e', sortBy: 'description' },
      columns: assetColumns,
    });
    expect(type).toBe('text/csv; charset=utf-8');
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'N. inv.;Descrizione;Valore storico;Data carico;Stato',
      `BM 2;"'=HYPERLINK(""http://x"")";250,00;01/02/2026;Inventariato`,
      // Under 200 euro: a durable asset, without an inventory number.
      ';"Mouse; ""ottico""";99,90;01/02/2026;Inventariato',
      'BM 1;Server di rete;1234,56;01/02/2026;Inventariato',
      '',
    ]);
  });

  it('exports the universalities', async () => {
    const created = await send<{ id: number }>(t, school.credentials, 'POST', '/universality', {
      description: 'Laboratorio mobile',
    });
    expect(created.status).toBe(200);
    const { bytes } = await exported(t, school.credentials, {
      list: 'universalities',
      format: 'csv',
      title: 'Universalità',
      search: {},
      columns: [
        { key: 'description', header: 'Descrizione' },
        { key: 'status', header: 'Stato', labels: { '0': 'Incompleta', '1': 'Completa' } },
        { key: 'assetCount', header: 'Beni' },
        { key: 'totalHistoricalValue', header: 'Totale' },
      ],
    });
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Descrizione;Stato;Beni;Totale',
      'Laboratorio mobile;Incompleta;0;0,00',
      '',
    ]);
  });

  it('exports the activity log, with the changed fields and the actions in words', async () => {
    const created = await send<{ id: number }>(t, school.credentials, 'POST', '/universality', {
      description: 'Registro prova',
    });
    expect(created.status).toBe(200);
    const renamed = await send(t, school.credentials, 'PUT', `/universality/${created.body.id}`, {
      description: 'Registro prova 2',
    });
    expect(renamed.status).toBe(200);
    const { bytes } = await exported(t, school.credentials, {
      list: 'activity',
      format: 'csv',
      title: 'Registro attività',
      search: { entity: 'universality', entityId: String(created.body.id) },
      columns: [
        { key: 'username', header: 'Utente' },
        { key: 'action', header: 'Azione', labels: { 'universality.update': 'Universalità modificata' } },
        { key: 'entityId', header: 'Record' },
        { key: 'changes', header: 'Modifiche' },
      ],
    });
    const id = created.body.id;
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Utente;Azione;Record;Modifiche',
      `${school.user.username};Universalità modificata;${id};description: Registro prova → Registro prova 2`,
      `${school.user.username};universality.create;${id};description:  → Registro prova`,
      '',
    ]);
  });

  it('exports the charge vouchers with their causals in words', async () => {
    const { bytes } = await exported(t, school.credentials, {
      list: 'movements',
      format: 'csv',
      title: 'Carichi',
      search: { type: 1 },
      columns: [
        { key: 'number', header: 'Numero' },
        { key: 'date', header: 'Data' },
        { key: 'causal', header: 'Causale', labels: { ACQ: 'Acquisto' } },
        { key: 'assetCount', header: 'Beni' },
        { key: 'worth', header: 'Valore' },
      ],
    });
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Numero;Data;Causale;Beni;Valore',
      '1/2026;01/02/2026;Acquisto;3;1584,46',
      '',
    ]);
  });

  it('refuses what it cannot export, and keeps each school to its own', async () => {
    const body = { list: 'assets', format: 'xlsx', title: 'Beni', search: {}, columns: assetColumns };
    const refused = (extra: object) =>
      send<{ code: string }>(t, school.credentials, 'POST', '/s3documents/export/publishMessage', {
        ...body,
        ...extra,
      });
    expect((await refused({ columns: [{ key: 'password', header: 'x' }] })).body.code).toBe(
      'exportColumnUnknown',
    );
    expect((await refused({ columns: [] })).status).toBe(400);
    expect((await refused({ format: 'pdf' })).status).toBe(400);
    expect((await refused({ timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await refused({ list: 'passwords' })).status).toBe(400);
    const generic = await send<{ code: string }>(
      t,
      school.credentials,
      'POST',
      '/s3documents/publishMessage',
      {
        documentType: 50,
        conditions: body,
      },
    );
    expect(generic.body.code).toBe('documentTypeExportOnly');

    const published = await send<{ id: number }>(
      t,
      school.credentials,
      'POST',
      '/s3documents/export/publishMessage',
      body,
    );
    await untilSettled(t, school.credentials, published.body.id);
    const other = await schoolWithYear(t);
    expect((await send(t, other.credentials, 'GET', `/s3documents/${published.body.id}`)).status).toBe(404);
    const theirs = await exported(t, other.credentials, body);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(theirs.bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Beni')?.rowCount).toBe(1);
  });
});
