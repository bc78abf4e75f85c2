import type { ImportColumns, ImportSummary } from '@inventario/shared/contracts/imports';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, financialYears, movements } from '../../db/schema/index.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import {
  buildSchool,
  buildUser,
  type Credentials,
  call,
  send,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { importLeaving } from './imports.fixtures.ts';

/**
 * Type 4 (docs/IMPORTS.md): another school product's flat list, with that product's headers. The user
 * says which column holds which field; the mapping is remembered for the school's next import.
 */

/** A list as another product exports it: its own headers, `;` and Italian amounts and dates. */
const otherProductCsv = [
  'N. Inv.;Descrizione bene;Cat.;Sottocat.;Locale;Valore;Data buono;Ditta;P.IVA ditta;N. fattura;Data fattura;Colore',
  '12;Notebook 15 pollici;03;01;Aula informatica;899,00;15/09/2024;Informatica Srl;01234567890;F-77;10/09/2024;grigio',
  '13;Notebook 15 pollici;03;01;Aula informatica;899,00;15/09/2024;Informatica Srl;01234567890;F-77;10/09/2024;grigio',
  '14;Cattedra docente;01;01;Aula 1A;350,00;03/02/2025;Arredi Scuola Spa;09876543210;118;28/01/2025;noce',
].join('\r\n');

/** Which of those columns holds which field. */
const theirColumns = {
  inventoryNumber: 'N. Inv.',
  description: 'Descrizione bene',
  categoryCode: 'Cat.',
  subcategoryCode: 'Sottocat.',
  location: 'Locale',
  historicalValue: 'Valore',
  chargeDate: 'Data buono',
  creditorName: 'Ditta',
  creditorVatNumber: 'P.IVA ditta',
  documentNumber: 'N. fattura',
  documentDate: 'Data fattura',
};

describe('imports: another school software (type 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKER: 'on' });
  });
  afterAll(() => t.close());

  async function vendorOfNewSchool() {
    const school = await buildSchool(t.db);
    const credentials = await signIn(
      t,
      await buildUser(t.db, school, { roles: ['inv.default', 'InvAdmin'] }),
    );
    return { school, customerCode: school.customerCode, credentials };
  }

  async function uploaded(credentials: Credentials, csv = otherProductCsv): Promise<ImportSummary> {
    const answer = await call(
      t,
      {
        method: 'POST',
        url: '/inventario/api/import/type/4?fileName=altro-software.csv',
        headers: { 'content-type': 'text/csv' },
        payload: Buffer.from(csv, 'utf8'),
      },
      credentials,
    );
    expect(answer.statusCode).toBe(202);
    return importLeaving(t, credentials, answer.json<ImportSummary>().id, ['validating']);
  }

  const columnsOf = (credentials: Credentials, id: string) =>
    send<ImportColumns>(t, credentials, 'GET', `/import/${id}/columns`);

  it('asks for the columns, checks the file with them, and imports its goods with their numbers', async () => {
    const { customerCode, credentials } = await vendorOfNewSchool();
    const waiting = await uploaded(credentials);
    expect(waiting).toMatchObject({ state: 'columns', errorCount: 0 });

    const asked = await columnsOf(credentials, waiting.id);
    expect(asked.status).toBe(200);
    expect(asked.body.headers).toContain('Descrizione bene');
    expect(asked.body.samples[0]).toContain('Notebook 15 pollici');
    expect(asked.body.remembered).toBe(false);

    const saved = await send<ImportSummary>(t, credentials, 'PUT', `/import/${waiting.id}/columns`, {
      mapping: theirColumns,
    });
    expect(saved).toMatchObject({ status: 202, body: { state: 'validating' } });
    const ready = await importLeaving(t, credentials, waiting.id, ['validating']);
    expect(ready).toMatchObject({ state: 'ready', errorCount: 0, counts: { assets: 3, movements: 2 } });

    expect((await send(t, credentials, 'POST', `/import/${ready.id}/confirm`)).status).toBe(202);
    const done = await importLeaving(t, credentials, ready.id, ['importing']);
    expect(done).toMatchObject({ state: 'imported', result: { assets: 3, charge: 2, years: 2 } });

    const stored = await inTenantTransaction(t.db, customerCode, async (tx) => ({
      goods: await tx
        .select({ number: assets.inventoryNumber, description: assets.description })
        .from(assets)
        .where(eq(assets.customerCode, customerCode))
        .orderBy(asc(assets.inventoryNumber)),
      charges: await tx
        .select({ year: movements.year, number: movements.number, document: movements.documentNumber })
        .from(movements)
        .where(eq(movements.customerCode, customerCode))
        .orderBy(asc(movements.date)),
      years: await tx
        .select({ year: financialYears.year, status: financialYears.status })
        .from(financialYears)
        .where(eq(financialYears.customerCode, customerCode))
        .orderBy(asc(financialYears.year)),
    }));
    expect(stored.goods).toEqual([
      { number: 12, description: 'Notebook 15 pollici' },
      { number: 13, description: 'Notebook 15 pollici' },
      { number: 14, description: 'Cattedra docente' },
    ]);
    expect(stored.charges).toEqual([
      { year: 2024, number: 1, document: 'F-77' },
      { year: 2025, number: 1, document: '118' },
    ]);
    // The years before the last come closed as imported; the school goes on from the last, open.
    expect(stored.years).toEqual([
      { year: 2024, status: 4 },
      { year: 2025, status: 1 },
    ]);

    // The next import of the type proposes the columns given this time.
    const next = await uploaded(credentials);
    const proposed = await columnsOf(credentials, next.id);
    expect(proposed.body.remembered).toBe(true);
    expect(proposed.body.mapping).toMatchObject(theirColumns);
  });

  it('refuses a mapping without a required field or with a column the file lacks, and changes nothing', async () => {
    const { credentials } = await vendorOfNewSchool();
    const waiting = await uploaded(credentials);
    const { inventoryNumber: _, ...withoutNumber } = theirColumns;
    const missing = await send(t, credentials, 'PUT', `/import/${waiting.id}/columns`, {
      mapping: withoutNumber,
    });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        code: 'importColumnsInvalid',
        details: { field: 'inventoryNumber', problem: 'columnRequired' },
      },
    });
    const unknown = await send(t, credentials, 'PUT', `/import/${waiting.id}/columns`, {
      mapping: { ...theirColumns, notes: 'Osservazioni' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'importColumnsInvalid', details: { field: 'notes', problem: 'columnUnknown' } },
    });
    expect((await send<ImportSummary>(t, credentials, 'GET', `/import/${waiting.id}`)).body.state).toBe(
      'columns',
    );
    expect((await columnsOf(credentials, waiting.id)).body.remembered).toBe(false);
  });

  it('reports duplicate numbers by row, and lets the columns be given again', async () => {
    const { credentials } = await vendorOfNewSchool();
    const twice = otherProductCsv.replace('\r\n13;', '\r\n12;');
    const waiting = await uploaded(credentials, twice);
    await send(t, credentials, 'PUT', `/import/${waiting.id}/columns`, { mapping: theirColumns });
    const invalid = await importLeaving(t, credentials, waiting.id, ['validating']);
    expect(invalid.state).toBe('invalid');
    const issues = await send<{ issues: { row: number | null; column: string | null }[] }>(
      t,
      credentials,
      'GET',
      `/import/${waiting.id}/issues/1/50?severity=error`,
    );
    expect(issues.body.issues).toContainEqual(expect.objectContaining({ row: 3 }));

    // The same file with other columns is checked again from the start.
    const again = await send<ImportSummary>(t, credentials, 'PUT', `/import/${waiting.id}/columns`, {
      mapping: { ...theirColumns, notes: 'Colore' },
    });
    expect(again.body.state).toBe('validating');
    expect((await importLeaving(t, credentials, waiting.id, ['validating'])).state).toBe('invalid');
    expect((await columnsOf(credentials, waiting.id)).body.mapping.notes).toBe('Colore');
  });

  it('takes a column mapping from type-4 imports alone, and from vendor staff alone', async () => {
    const { school, credentials } = await vendorOfNewSchool();
    const wholeInventory = await call(
      t,
      {
        method: 'POST',
        url: '/inventario/api/import/type/3?fileName=inventario.csv',
        headers: { 'content-type': 'text/csv' },
        payload: Buffer.from('Codice;Descrizione\r\nS1;Sede\r\n', 'utf8'),
      },
      credentials,
    );
    const id = wholeInventory.json<ImportSummary>().id;
    await importLeaving(t, credentials, id, ['validating']);
    expect(await send(t, credentials, 'GET', `/import/${id}/columns`)).toMatchObject({
      status: 409,
      body: { code: 'importColumnsNotExpected' },
    });
    await send(t, credentials, 'DELETE', `/import/${id}`);

    const waiting = await uploaded(credentials);
    const dsga = await signIn(t, await buildUser(t.db, school));
    expect(
      await send(t, dsga, 'PUT', `/import/${waiting.id}/columns`, { mapping: theirColumns }),
    ).toMatchObject({ status: 403 });
  });
});
