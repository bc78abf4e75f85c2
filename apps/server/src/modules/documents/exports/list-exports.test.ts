import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { EXPORT_TABLE_MAX_BYTES, EXPORT_TABLE_MAX_ROWS } from '@inventario/shared/contracts/exports';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index.ts';
import {
  buildUser,
  type Credentials,
  send,
  signedInSchool,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { exported, untilSettled } from './export.fixtures.ts';

/**
 * The exports of issue 20's remaining lists: a table the client builds itself (the sites, the
 * aggregations, the categories), the documents page, and the admin lists the server pages.
 */

/** A CSV's lines after its BOM. */
const csvLines = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
};

const siteColumns = [
  { header: 'Codice', kind: 'text' },
  { header: 'Descrizione', kind: 'text' },
  { header: 'Beni', kind: 'integer' },
  { header: 'Valore', kind: 'euro' },
  { header: 'Aperta dal', kind: 'date' },
  { header: 'Modificata', kind: 'dateTime' },
];
const siteRows = [
  ['RM01', 'Sede centrale', 12, 1234.5, '2026-02-01', '2026-03-05T09:07:00.000Z'],
  ['-5', '=HYPERLINK("http://x")', -5, -5, null, null],
  ['RM02', 'Plesso "Verdi"; via Roma', 0, 0.1, '2024-02-29', '2026-07-05T22:30:00Z'],
];
const siteTable = { list: 'table', title: 'Sedi', columns: siteColumns, rows: siteRows };

describe('exports of the lists the client builds and of the admin lists', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof signedInSchool>>;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
    school = await signedInSchool(t);
  });
  afterAll(() => t.close());

  const refused = (body: object, c: Credentials = school.credentials) =>
    send<{ code: string; details?: Record<string, unknown> }>(
      t,
      c,
      'POST',
      '/s3documents/export/publishMessage',
      body,
    );

  it("writes a table the client sent as a workbook of typed cells: numbers, euros, dates, the user's clock", async () => {
    const { done, bytes } = await exported(t, school.credentials, {
      ...siteTable,
      format: 'xlsx',
      timeZone: 'Europe/Rome',
    });
    expect(done).toMatchObject({
      documentType: { id: 50 },
      subject: { export: { title: 'Sedi', format: 'xlsx' } },
      files: [{ fileName: expect.stringMatching(/^sedi-\d{4}-\d{2}-\d{2}\.xlsx$/) }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sedi');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, ...siteColumns.map((column) => column.header)]);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('RM01');
    expect(first.getCell(3).value).toBe(12);
    expect(first.getCell(3).numFmt).toBe('0');
    expect(first.getCell(4).value).toBe(1234.5);
    expect(first.getCell(4).numFmt).toBe('#,##0.00 "€"');
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2026, 1, 1)));
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy');
    // 09:07 UTC is 10:07 in Rome in March.
    expect(first.getCell(6).value).toEqual(new Date(Date.UTC(2026, 2, 5, 10, 7)));
    expect(first.getCell(6).numFmt).toBe('dd/mm/yyyy hh:mm');
    const formulaLike = sheet.getRow(3).getCell(2);
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(3).getCell(4).value).toBe(-5);
    expect(sheet.getRow(3).getCell(5).value).toBeNull();
    expect(sheet.getRow(4).getCell(5).value).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });

  it('writes the same table as CSV: BOM, semicolons, decimal comma, text made inert, numbers left as numbers', async () => {
    const { bytes } = await exported(t, school.credentials, {
      ...siteTable,
      format: 'csv',
      timeZone: 'Europe/Rome',
    });
    expect(csvLines(bytes)).toEqual([
      'Codice;Descrizione;Beni;Valore;Aperta dal;Modificata',
      'RM01;Sede centrale;12;1234,50;01/02/2026;05/03/2026 10:07',
      `'-5;"'=HYPERLINK(""http://x"")";-5;-5,00;;`,
      'RM02;"Plesso ""Verdi""; via Roma";0;0,10;29/02/2024;06/07/2026 00:30',
      '',
    ]);
  });

  it("keeps a table's cells out of the documents list and the activity log", async () => {
    const published = await send<{ id: number }>(
      t,
      school.credentials,
      'POST',
      '/s3documents/export/publishMessage',
      {
        ...siteTable,
        format: 'csv',
        title: 'Sedi per il registro',
      },
    );
    expect(published.status).toBe(200);
    const done = await untilSettled(t, school.credentials, published.body.id);
    expect(done.subject).toEqual({ export: { title: 'Sedi per il registro', format: 'csv' } });
    const page = await send<{ s3Documents: DocumentSummary[] }>(
      t,
      school.credentials,
      'POST',
      '/s3documents/search/1/10',
      {},
    );
    expect(page.body.s3Documents.find((document) => document.id === done.id)?.subject).toEqual({
      export: { title: 'Sedi per il registro', format: 'csv' },
    });
    const [audited] = await t.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.customerCode, school.school.customerCode),
          eq(auditEvents.entityId, String(published.body.id)),
        ),
      );
    expect(audited?.after).toMatchObject({
      conditions: { list: 'table', title: 'Sedi per il registro', rowCount: 3 },
    });
    expect(JSON.stringify(audited?.after)).not.toContain('Sede centrale');
  });

  it('refuses a table with a cell not of its kind, a short row, too many rows or too large a body', async () => {
    const body = { ...siteTable, format: 'xlsx' };
    const withRow = (row: unknown[]) => refused({ ...body, rows: [siteRows[0], row] });
    const wrongAmount = await withRow(['X', 'Y', 1, '12,50', null, null]);
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body).toMatchObject({
      code: 'exportCellInvalid',
      details: { row: 2, column: 4, kind: 'euro' },
    });
    expect((await withRow(['X', 'Y', 1.5, 1, null, null])).body).toMatchObject({
      code: 'exportCellInvalid',
      details: { column: 3, kind: 'integer' },
    });
    expect((await withRow(['X', 'Y', 1, 1, '2026-02-30', null])).body).toMatchObject({
      code: 'exportCellInvalid',
      details: { column: 5, kind: 'date' },
    });
    expect((await withRow(['X', 'Y', 1, 1, null, '05/03/2026'])).body).toMatchObject({
      code: 'exportCellInvalid',
      details: { column: 6, kind: 'dateTime' },
    });
    expect((await withRow([7, 'Y', 1, 1, null, null])).body).toMatchObject({
      code: 'exportCellInvalid',
      details: { row: 2, column: 1, kind: 'text' },
    });
    expect((await withRow(['X', 'Y'])).body).toMatchObject({
      code: 'exportCellInvalid',
      details: { column: 3 },
    });
    // A kind the writers do not have, or a cell that is neither text, number nor null: the contract's refusal.
    const badKind = await refused({ ...body, columns: [{ header: 'X', kind: 'formula' }], rows: [['=1+1']] });
    expect(badKind.status).toBe(400);
    expect(badKind.body.code).toBe('invalidRequest');
    expect((await withRow(['X', 'Y', 1, 1, null, { f: 'SUM(A1)' }])).body.code).toBe('invalidRequest');

    const tooMany = await refused({
      ...body,
      columns: [{ header: 'N', kind: 'integer' }],
      rows: Array.from({ length: EXPORT_TABLE_MAX_ROWS + 1 }, (_, index) => [index]),
    });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({
      code: 'exportTableTooLarge',
      details: { rows: EXPORT_TABLE_MAX_ROWS + 1 },
    });
    const long = 'x'.repeat(30_000);
    const tooLarge = await refused({
      ...body,
      columns: [{ header: 'Testo', kind: 'text' }],
      rows: Array.from({ length: Math.ceil(EXPORT_TABLE_MAX_BYTES / long.length) + 1 }, () => [long]),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('exportTableTooLarge');
    // Nothing of them was kept.
    const all = await send<{ total: number }>(t, school.credentials, 'POST', '/s3documents/search/1/50', {});
    expect(all.body.total).toBe(3);
  });

  it('exports the documents page with each subject in the words the client sends, its status in words', async () => {
    const other = await signedInSchool(t);
    // Two documents of this school: a CSV and an Excel file of the sites.
    for (const format of ['csv', 'xlsx']) await exported(t, other.credentials, { ...siteTable, format });
    const { bytes } = await exported(t, other.credentials, {
      list: 'documents',
      format: 'csv',
      title: 'Documenti generati',
      search: { processingStatus: 3 },
      columns: [
        { key: 'documentType', header: 'Documento' },
        { key: 'subject', header: 'Oggetto', labels: { export: '«{{list}}» in {{format}}' } },
        { key: 'processingStatus', header: 'Stato', labels: { '3': 'Pronto' } },
        { key: 'files', header: 'File' },
        { key: 'requestedBy', header: 'Richiesto da' },
      ],
    });
    const lines = csvLines(bytes);
    const file = (format: string) =>
      expect.stringMatching(new RegExp(`^sedi-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    expect(lines.map((line) => line.split(';'))).toEqual([
      ['Documento', 'Oggetto', 'Stato', 'File', 'Richiesto da'],
      // Newest first, as the page lists them; only the ready ones (the export itself is not yet).
      ['Esportazione di un elenco', '«Sedi» in XLSX', 'Pronto', file('xlsx'), other.user.username],
      ['Esportazione di un elenco', '«Sedi» in CSV', 'Pronto', file('csv'), other.user.username],
      [''],
    ]);
  });

  it("exports only the user's own documents for their publications", async () => {
    const other = await signedInSchool(t);
    await exported(t, other.credentials, { ...siteTable, format: 'csv' });
    const colleagueUser = await buildUser(t.db, other.school);
    const colleague = { user: colleagueUser, credentials: await signIn(t, colleagueUser) };
    const body = {
      list: 'documents',
      format: 'csv',
      title: 'Pubblicazioni',
      columns: [{ key: 'requestedBy', header: 'Richiesto da' }],
    };
    const mine = await exported(t, colleague.credentials, { ...body, search: { mine: true } });
    // Their own export, still processing while it reads the list, and not the colleague's.
    expect(csvLines(mine.bytes)).toEqual(['Richiesto da', colleague.user.username, '']);
    const all = await exported(t, colleague.credentials, { ...body, search: {} });
    expect(csvLines(all.bytes).slice(1, -1).sort()).toEqual(
      [colleague.user.username, colleague.user.username, other.user.username].sort(),
    );
  });

  it('exports the creditors as filtered and sorted, their kind in words', async () => {
    const create = (body: object) => send(t, school.credentials, 'POST', '/creditor', body);
    expect(
      (await create({ vendorType: 'G', businessName: 'Acme Forniture srl', vatNumber: '00743110157' }))
        .status,
    ).toBe(200);
    expect(
      (await create({ vendorType: 'F', name: 'Mario', surname: 'Rossi', fiscalCode: 'rssmra85t10a562s' }))
        .status,
    ).toBe(200);
    expect(
      (await create({ vendorType: 'G', businessName: 'Zeta spa', vatNumber: '01234567897' })).status,
    ).toBe(200);
    const columns = [
      { key: 'description', header: 'Ragione sociale / nominativo' },
      { key: 'vendorType', header: 'Tipo', labels: { G: 'Persona giuridica', F: 'Persona fisica' } },
      { key: 'vatNumber', header: 'Partita IVA' },
      { key: 'fiscalCode', header: 'Codice fiscale' },
    ];
    const { bytes } = await exported(t, school.credentials, {
      list: 'creditors',
      format: 'csv',
      title: 'Fornitori',
      search: { sortBy: 'displayName', sortDesc: true },
      columns,
    });
    expect(csvLines(bytes)).toEqual([
      'Ragione sociale / nominativo;Tipo;Partita IVA;Codice fiscale',
      'Zeta spa;Persona giuridica;01234567897;',
      'Rossi Mario;Persona fisica;;RSSMRA85T10A562S',
      'Acme Forniture srl;Persona giuridica;00743110157;',
      '',
    ]);
    const legal = await exported(t, school.credentials, {
      list: 'creditors',
      format: 'csv',
      title: 'Fornitori',
      search: { vendorType: 'G' },
      columns: columns.slice(0, 1),
    });
    expect(csvLines(legal.bytes)).toEqual([
      'Ragione sociale / nominativo',
      'Acme Forniture srl',
      'Zeta spa',
      '',
    ]);
    expect(
      (
        await refused({
          list: 'creditors',
          format: 'csv',
          title: 'F',
          search: {},
          columns: [{ key: 'email', header: 'E' }],
        })
      ).body.code,
    ).toBe('exportColumnUnknown');
  });

  it('exports the debtors and the administrations', async () => {
    expect(
      (
        await send(t, school.credentials, 'POST', '/debtor', {
          vendorType: 'F',
          name: 'Anna',
          surname: 'Bianchi',
          fiscalCode: 'rssmra85t10a562s',
          city: 'Roma',
          province: 'RM',
        })
      ).status,
    ).toBe(200);
    const debtors = await exported(t, school.credentials, {
      list: 'debtors',
      format: 'csv',
      title: 'Destinatari',
      search: { text: 'bianchi' },
      columns: [
        { key: 'description', header: 'Nominativo' },
        { key: 'city', header: 'Città' },
        { key: 'province', header: 'Prov.' },
      ],
    });
    expect(csvLines(debtors.bytes)).toEqual(['Nominativo;Città;Prov.', 'Bianchi Anna;Roma;RM', '']);
    for (const description of ['Comune di Roma', 'Provincia di Latina']) {
      const saved = await send(t, school.credentials, 'POST', '/administration', {
        description,
        city: 'Roma',
      });
      expect(saved.status).toBe(200);
    }
    const administrations = await exported(t, school.credentials, {
      list: 'administrations',
      format: 'csv',
      title: 'Amministrazioni',
      search: { description: 'di', sortBy: 'description', sortDesc: true },
      columns: [
        { key: 'description', header: 'Descrizione' },
        { key: 'city', header: 'Città' },
      ],
    });
    expect(csvLines(administrations.bytes)).toEqual([
      'Descrizione;Città',
      'Provincia di Latina;Roma',
      'Comune di Roma;Roma',
      '',
    ]);
  });

  it("exports a site's locations and the sub-consignees, coded values in words", async () => {
    const site = await send<{ id: number }>(t, school.credentials, 'POST', '/site', {
      code: 'EX',
      description: 'Sede export',
    });
    const person = await send<{ id: number }>(t, school.credentials, 'POST', '/subconsignee', {
      description: 'Prof. Verdi',
      notes: 'Laboratori',
    });
    for (const location of [
      { code: 'L2', description: 'Laboratorio', roomNumber: '12', subConsigneeId: person.body.id },
      { code: 'L1', description: 'Aula magna', floorNumber: '1', active: false },
    ]) {
      expect(
        (await send(t, school.credentials, 'POST', '/location', { siteId: site.body.id, ...location }))
          .status,
      ).toBe(200);
    }
    const locations = await exported(t, school.credentials, {
      list: 'locations',
      format: 'csv',
      title: 'Ubicazioni',
      search: { siteId: site.body.id },
      columns: [
        { key: 'code', header: 'Codice' },
        { key: 'description', header: 'Descrizione' },
        { key: 'roomNumber', header: 'Stanza' },
        { key: 'floorNumber', header: 'Piano' },
        { key: 'subConsignee', header: 'Subconsegnatario' },
        { key: 'active', header: 'Attiva', labels: { true: 'Attiva', false: 'Non attiva' } },
      ],
    });
    expect(csvLines(locations.bytes)).toEqual([
      'Codice;Descrizione;Stanza;Piano;Subconsegnatario;Attiva',
      'L1;Aula magna;;1;;Non attiva',
      'L2;Laboratorio;12;;Prof. Verdi;Attiva',
      '',
    ]);
    const people = await exported(t, school.credentials, {
      list: 'subconsignees',
      format: 'xlsx',
      title: 'Subconsegnatari',
      search: { description: 'verdi' },
      columns: [
        { key: 'description', header: 'Descrizione' },
        { key: 'locationCount', header: 'Ubicazioni' },
        { key: 'notes', header: 'Note' },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(people.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Subconsegnatari');
    expect(sheet?.getRow(2).values).toEqual([undefined, 'Prof. Verdi', 1, 'Laboratori']);
    expect(sheet?.rowCount).toBe(2);
  });

  it('exports the subcategories with each rate and aggregation as the grid says them', async () => {
    const registers = await send<{ id: number; kind: string }[]>(
      t,
      school.credentials,
      'GET',
      '/register/list',
    );
    const movable = registers.body.find((register) => register.kind === 'movable');
    const category = await send<{ id: number }>(t, school.credentials, 'POST', '/category', {
      registerId: movable?.id,
      code: '77',
      description: 'Strumenti musicali',
    });
    for (const [code, description, percent] of [
      ['01', 'Pianoforti', 12.5],
      ['02', 'Chitarre', 20],
    ] as const) {
      const saved = await send(t, school.credentials, 'POST', '/subcategory', {
        categoryId: category.body.id,
        code,
        description,
        aggregationId: null,
        rate: { percent, validFromYear: 2020 },
      });
      expect(saved.status).toBe(200);
    }
    const { bytes } = await exported(t, school.credentials, {
      list: 'subcategories',
      format: 'csv',
      title: 'Sottocategorie',
      search: { categoryId: category.body.id, sortBy: 'code', sortDesc: true },
      columns: [
        { key: 'categoryCode', header: 'Categoria' },
        { key: 'code', header: 'Codice' },
        { key: 'description', header: 'Descrizione' },
        {
          key: 'rate',
          header: 'Aliquota %',
          labels: { rate: '{{percent}} % dal {{year}}', none: 'Non impostata' },
        },
        { key: 'aggregation', header: 'Aggregazione', labels: { none: 'Nessuna' } },
      ],
    });
    expect(csvLines(bytes)).toEqual([
      'Categoria;Codice;Descrizione;Aliquota %;Aggregazione',
      '77;02;Chitarre;20 % dal 2020;Nessuna',
      '77;01;Pianoforti;12,5 % dal 2020;Nessuna',
      '',
    ]);
  });

  it('keeps each school to its own rows', async () => {
    const other = await signedInSchool(t);
    const { bytes } = await exported(t, other.credentials, {
      list: 'creditors',
      format: 'csv',
      title: 'Fornitori',
      search: {},
      columns: [{ key: 'description', header: 'Nome' }],
    });
    expect(csvLines(bytes)).toEqual(['Nome', '']);
  });
});
