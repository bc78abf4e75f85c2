import { describe, expect, it } from 'vitest';
import type { ImportCell } from './cell-values.ts';
import type { ImportIssue } from './import-issues.ts';
import { validateWholeInventory } from './validate-whole-inventory.ts';
import {
  type SheetTable,
  setCell,
  toSheets,
  validSchoolTables,
  withSheet,
} from './whole-inventory.fixtures.ts';

const errors = (issues: readonly ImportIssue[]) => issues.filter((i) => i.severity === 'error');
const warnings = (issues: readonly ImportIssue[]) => issues.filter((i) => i.severity === 'warning');

/** Adds a column to a sheet: its value in the rows given by index (from 0), empty in the others. */
function addColumn(table: SheetTable, header: string, values: Record<number, ImportCell>): void {
  table.header.push(header);
  table.rows.forEach((row, index) => {
    row.push(values[index] ?? null);
  });
}

describe('validateWholeInventory: a valid school', () => {
  const { plan, issues } = validateWholeInventory(toSheets(validSchoolTables()));

  it('finds no error and no warning', () => {
    expect(issues).toEqual([]);
  });

  it('plans every list, good and voucher of the file', () => {
    expect(plan.sites.map((s) => s.code)).toEqual(['S01', 'S02']);
    expect(plan.locations.map((l) => [l.siteCode, l.code, l.active])).toEqual([
      ['S01', 'LAB1', true],
      ['S01', 'SEG', true],
      ['S02', 'A1', false],
    ]);
    expect(plan.subConsignees).toHaveLength(1);
    expect(plan.creditors[0]).toMatchObject({ code: 'F1', vendorType: 'G', vatNumber: '00743110157' });
    expect(plan.years.map((y) => [y.year, y.state, y.endDate])).toEqual([
      [2025, 'closedWithDepreciation', '2025-12-31'],
      [2026, 'open', null],
    ]);
    expect(plan.movements.map((m) => [m.kind, m.year, m.number, m.lines.length])).toEqual([
      ['charge', 2025, 1, 3],
      ['decrease', 2025, 1, 2],
      ['proposal', 2026, 1, 1],
      ['discharge', 2026, 1, 1],
    ]);
    expect(plan.movements[3]?.proposals).toEqual([{ year: 2026, number: 1 }]);
  });

  it('keeps one subcategory per register, category and code, with its rates by year', () => {
    expect(plan.subcategories.map((s) => [s.categoryCode, s.code, s.rates])).toEqual([
      ['01', '01', [{ fromYear: null, percent: 10 }]],
      [
        '03',
        '02',
        [
          { fromYear: 2020, percent: 25 },
          { fromYear: 2026, percent: 20 },
        ],
      ],
    ]);
  });

  it('reads assets with their class, amounts in cents and dates in ISO', () => {
    expect(plan.assets[0]).toMatchObject({
      code: 'B1',
      register: 'movable',
      assetClass: 'inventory',
      inventoryNumber: 1,
      historicalCents: 80_000,
      actualCents: 60_000,
      chargeDate: '2025-03-10',
      state: 'charged',
      serialNumber: 'SN-1',
    });
    expect(plan.assets[2]).toMatchObject({ assetClass: 'durable', durableNumber: 1, inventoryNumber: null });
  });
});

describe('validateWholeInventory: problems, each where the user finds it', () => {
  it('names a missing sheet, a missing required column and an unknown one', () => {
    const tables = validSchoolTables().filter((t) => t.name !== 'Esercizi');
    const sites = tables[0];
    if (sites) sites.header[1] = 'Descrizione sede?';
    const { issues } = validateWholeInventory([...toSheets(tables), { name: 'Appunti', rows: [['x']] }]);
    expect(errors(issues)).toEqual(
      expect.arrayContaining([
        { severity: 'error', code: 'missingSheet', sheet: 'Esercizi', row: null, column: null },
        { severity: 'error', code: 'missingColumn', sheet: 'Sedi', row: 1, column: 'Descrizione' },
      ]),
    );
    expect(warnings(issues)).toEqual(
      expect.arrayContaining([
        { severity: 'warning', code: 'unknownColumn', sheet: 'Sedi', row: 1, column: 'Descrizione sede?' },
        { severity: 'warning', code: 'unknownSheet', sheet: 'Appunti', row: null, column: null },
      ]),
    );
  });

  it('reports malformed amounts and dates and empty required cells by sheet, row and column', () => {
    const sheets = withSheet('Beni', (t) => {
      setCell(t, 0, 'Valore storico', 'ottocento');
      setCell(t, 1, 'Data carico', '31/02/2025');
      setCell(t, 2, 'Descrizione', '  ');
    });
    const { issues } = validateWholeInventory(sheets);
    expect(errors(issues)).toEqual([
      { severity: 'error', code: 'cell.notAnAmount', sheet: 'Beni', row: 2, column: 'Valore storico' },
      { severity: 'error', code: 'cell.notADate', sheet: 'Beni', row: 3, column: 'Data carico' },
      { severity: 'error', code: 'required', sheet: 'Beni', row: 4, column: 'Descrizione' },
      // The rows left out are then missing from the vouchers that name them.
      {
        severity: 'error',
        code: 'unknownAsset',
        sheet: 'Righe',
        row: 2,
        column: 'Codice bene',
        params: { code: 'B1' },
      },
      {
        severity: 'error',
        code: 'unknownAsset',
        sheet: 'Righe',
        row: 4,
        column: 'Codice bene',
        params: { code: 'B3' },
      },
      {
        severity: 'error',
        code: 'unknownAsset',
        sheet: 'Righe',
        row: 5,
        column: 'Codice bene',
        params: { code: 'B1' },
      },
    ]);
  });

  it('finds duplicate codes and inventory numbers, naming the first row', () => {
    const sheets = withSheet('Beni', (t) => {
      setCell(t, 1, 'Codice bene', 'b1');
      setCell(t, 1, 'Numero inventario', 1);
    });
    const { issues } = validateWholeInventory(sheets);
    expect(errors(issues)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'duplicateAsset', row: 3, params: { value: 'B1', firstRow: 2 } }),
        expect.objectContaining({
          code: 'duplicateInventoryNumber',
          row: 3,
          params: { value: 'movable 1', firstRow: 2 },
        }),
      ]),
    );
  });

  it('needs exactly one of the inventory and the durable number', () => {
    const sheets = withSheet('Beni', (t) => {
      setCell(t, 0, 'Numero facile consumo', 7);
      setCell(t, 2, 'Numero facile consumo', null);
    });
    const { issues } = validateWholeInventory(sheets);
    expect(errors(issues).map((i) => [i.code, i.row])).toEqual(
      expect.arrayContaining([
        ['assetNumberTwice', 2],
        ['assetNumberMissing', 4],
      ]),
    );
  });

  it('refuses references to what the file does not have', () => {
    const tables = validSchoolTables();
    const [, , locations, , , , assets, movements] = tables;
    if (!locations || !assets || !movements) throw new Error('fixture');
    setCell(locations, 2, 'Codice sede', 'S09');
    setCell(locations, 1, 'Subconsegnatario', 'Verdi Luca');
    setCell(assets, 0, 'Sottocategoria', '99');
    setCell(assets, 1, 'Codice ubicazione', 'LAB9');
    setCell(movements, 0, 'Codice fornitore', 'F7');
    setCell(movements, 3, 'Proposte', '2026/4, 2026-5');
    const { issues } = validateWholeInventory(toSheets(tables));
    expect(errors(issues).map((i) => [i.code, i.sheet, i.row, i.column])).toEqual(
      expect.arrayContaining([
        ['unknownSite', 'Ubicazioni', 4, 'Codice sede'],
        ['unknownSubConsignee', 'Ubicazioni', 3, 'Subconsegnatario'],
        ['unknownSubcategory', 'Beni', 2, 'Sottocategoria'],
        ['unknownLocation', 'Beni', 3, 'Codice ubicazione'],
        ['unknownCreditor', 'Movimenti', 2, 'Codice fornitore'],
        ['unknownProposal', 'Movimenti', 5, 'Proposte'],
        ['badProposalReference', 'Movimenti', 5, 'Proposte'],
      ]),
    );
  });

  it('checks years: their dates, duplicates and at most two open', () => {
    const sheets = withSheet('Esercizi', (t) => {
      t.rows.push(
        [2024, '01/01/2023', null, 'Aperto'],
        [2026, '01/01/2026', null, 'Aperto'],
        [2023, '01/01/2023', null, 'Chiuso'],
      );
    });
    const { issues } = validateWholeInventory(sheets);
    expect(errors(issues).map((i) => [i.code, i.row])).toEqual(
      expect.arrayContaining([
        ['startOutsideYear', 4],
        ['duplicateYear', 5],
        ['tooManyOpenYears', 5],
        ['closedYearWithoutEnd', 6],
      ]),
    );
  });

  it('checks vouchers: their year, date, causal and lines', () => {
    const tables = validSchoolTables();
    const movements = tables.find((t) => t.name === 'Movimenti');
    const lines = tables.find((t) => t.name === 'Righe');
    if (!movements || !lines) throw new Error('fixture');
    setCell(movements, 0, 'Data', '10/03/2026');
    setCell(movements, 1, 'Tipo variazione', 'RIV');
    setCell(movements, 2, 'Causale', 'XYZ');
    movements.rows.push(['Carico', 2024, 1, '01/02/2024', 'ACQ', null, null, null, null, null, null]);
    lines.rows.push(['Carico', 2025, 9, 'B1', '1,00', null], ['Carico', 2025, 1, 'B1', '800,00', null]);
    setCell(lines, 3, 'Variazione', null);
    const { issues } = validateWholeInventory(toSheets(tables));
    expect(errors(issues).map((i) => [i.code, i.sheet, i.row])).toEqual(
      expect.arrayContaining([
        ['dateOutsideYear', 'Movimenti', 2],
        ['unknownVoucherType', 'Movimenti', 3],
        ['unknownCausal', 'Movimenti', 4],
        ['unknownYear', 'Movimenti', 6],
        ['movementWithoutLines', 'Movimenti', 6],
        ['lineOfUnknownMovement', 'Righe', 9],
        ['assetTwiceInMovement', 'Righe', 10],
        ['variationRequired', 'Righe', 5],
      ]),
    );
  });

  it("checks an asset's state against its vouchers, and warns about values and gaps", () => {
    const tables = validSchoolTables();
    const assets = tables.find((t) => t.name === 'Beni');
    const movements = tables.find((t) => t.name === 'Movimenti');
    if (!assets || !movements) throw new Error('fixture');
    setCell(assets, 1, 'Stato', 'In carico');
    setCell(assets, 0, 'Valore attuale', '650,00');
    setCell(movements, 0, 'Numero', 3);
    const lines = tables.find((t) => t.name === 'Righe');
    for (const row of lines?.rows.slice(0, 3) ?? []) row[2] = 3;
    const { issues } = validateWholeInventory(toSheets(tables));
    expect(errors(issues).map((i) => [i.code, i.row])).toEqual([['dischargeOfAssetNotDischarged', 3]]);
    expect(warnings(issues)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'actualValueDiffers',
          row: 2,
          params: { expectedCents: 60_000, actualCents: 65_000 },
        }),
        expect.objectContaining({
          code: 'movementNumberGaps',
          sheet: 'Movimenti',
          params: { kind: 'charge', year: 2025, numbers: '1, 2' },
        }),
      ]),
    );
  });

  it("skips the templates' instructions sheet without a word", () => {
    const sheets = [...toSheets(validSchoolTables()), { name: 'Istruzioni', rows: [['Foglio', 'Colonna']] }];
    expect(validateWholeInventory(sheets).issues).toEqual([]);
  });

  it("warns, as DOMAIN §10 asks, about a creditor's identifier that fails its check, and needs its name", () => {
    const sheets = withSheet('Fornitori', (t) => {
      setCell(t, 0, 'Partita IVA', '00743110158');
      t.rows.push(['F2', 'F', null, 'Verdi', null, null, null]);
    });
    const { issues } = validateWholeInventory(sheets);
    expect(issues.map((i) => [i.severity, i.code, i.row, i.column])).toEqual([
      ['error', 'required', 3, 'Nome'],
      ['warning', 'invalidVatNumber', 2, 'Partita IVA'],
      ['warning', 'identifierMissing', 3, 'Codice fiscale'],
    ]);
  });

  it('needs the end of a year in that year, and a causal on every voucher', () => {
    const tables = validSchoolTables();
    const years = tables.find((t) => t.name === 'Esercizi');
    const movements = tables.find((t) => t.name === 'Movimenti');
    if (!years || !movements) throw new Error('fixture');
    setCell(years, 0, 'Data fine', '31/12/2026');
    setCell(movements, 0, 'Causale', null);
    setCell(movements, 1, 'Tipo variazione', null);
    const { issues } = validateWholeInventory(toSheets(tables));
    expect(errors(issues).map((i) => [i.code, i.sheet, i.row])).toEqual([
      ['endOutsideYear', 'Esercizi', 2],
      ['causalRequired', 'Movimenti', 2],
      ['voucherTypeRequired', 'Movimenti', 3],
    ]);
  });

  it('sorts errors before warnings', () => {
    const sheets = withSheet('Sedi', (t) => {
      setCell(t, 1, 'Codice', 's01');
      t.header.push('Colore');
    });
    const { issues } = validateWholeInventory(sheets);
    expect(issues.map((i) => [i.severity, i.code])).toEqual([
      ['error', 'duplicateSite'],
      ['error', 'unknownSite'],
      ['warning', 'unknownColumn'],
    ]);
  });
});

describe("validateWholeInventory: a voucher's delivery note, order, destination, administration and liability", () => {
  // The fixture's Movimenti: 0 a charge of 10/03/2025, 1 a decrease, 2 a proposal, 3 a discharge.
  const movementsWith = (columns: Record<string, Record<number, ImportCell>>) =>
    withSheet('Movimenti', (t) => {
      for (const [header, values] of Object.entries(columns)) addColumn(t, header, values);
    });

  it('reads them, under their headers or aliases, on the vouchers that carry them', () => {
    const { plan, issues } = validateWholeInventory(
      movementsWith({
        'Numero consegna': { 0: 'DDT 7' },
        'Data DDT': { 0: '08/03/2025' },
        'Numero ordine': { 0: 'ORD 3' },
        'Data ordine': { 0: '01/02/2025' },
        Amministrazione: { 0: 'USR Lombardia', 1: 'USR Lombardia', 3: 'Comune di Lodi' },
        Debitore: { 3: 'Comune di Lodi' },
        Responsabilità: { 3: 'responsabile' },
        Responsabile: { 3: 'Mario Rossi' },
      }),
    );
    expect(issues).toEqual([]);
    expect(plan.movements[0]).toMatchObject({
      deliveryNumber: 'DDT 7',
      deliveryDate: '2025-03-08',
      orderNumber: 'ORD 3',
      orderDate: '2025-02-01',
      administrationName: 'USR Lombardia',
      debtorName: null,
      liability: null,
      liableParty: null,
    });
    expect(plan.movements[1]?.administrationName).toBe('USR Lombardia');
    expect(plan.movements[3]).toMatchObject({
      debtorName: 'Comune di Lodi',
      administrationName: 'Comune di Lodi',
      liability: 'liable',
      liableParty: 'Mario Rossi',
      deliveryNumber: null,
      orderDate: null,
    });
  });

  it('reads a liability of nobody, and leaves every new column empty when the file has none', () => {
    const { plan, issues } = validateWholeInventory(movementsWith({ Responsabilità: { 3: 'Nessuno' } }));
    expect(issues).toEqual([]);
    expect(plan.movements[3]?.liability).toBe('nobody');
    const { plan: without } = validateWholeInventory(toSheets(validSchoolTables()));
    expect(
      without.movements.map((m) => [
        m.deliveryNumber,
        m.deliveryDate,
        m.orderNumber,
        m.orderDate,
        m.debtorName,
        m.administrationName,
        m.liability,
        m.liableParty,
      ]),
    ).toEqual(without.movements.map(() => [null, null, null, null, null, null, null, null]));
  });

  it('refuses each on a kind of voucher that does not carry it, and a delivery after the charge', () => {
    const { issues } = validateWholeInventory(
      movementsWith({
        Destinatario: { 0: 'Comune di Lodi' },
        'Numero DDT': { 3: 'DDT 9' },
        'Data DDT': { 0: '11/03/2025' },
        'Data ordine': { 1: '01/02/2025' },
        Amministrazione: { 2: 'USR Lombardia' },
        Responsabilità: { 0: 'Nessuno' },
        Responsabile: { 2: 'Mario Rossi' },
      }),
    );
    expect(errors(issues).map((i) => [i.code, i.row, i.column, i.params])).toEqual([
      ['deliveryDateAfterMovement', 2, 'Data DDT', undefined],
      ['columnNotOfMovementKind', 2, 'Destinatario', { kind: 'charge' }],
      ['columnNotOfMovementKind', 2, 'Responsabilità', { kind: 'charge' }],
      ['columnNotOfMovementKind', 3, 'Data ordine', { kind: 'decrease' }],
      ['columnNotOfMovementKind', 4, 'Amministrazione', { kind: 'proposal' }],
      ['columnNotOfMovementKind', 4, 'Responsabile', { kind: 'proposal' }],
      ['columnNotOfMovementKind', 5, 'Numero DDT', { kind: 'discharge' }],
    ]);
  });

  it('needs the liable party of a discharge with someone liable, and only then', () => {
    const liable = validateWholeInventory(movementsWith({ Responsabilità: { 3: 'Responsabile' } }));
    expect(errors(liable.issues)).toEqual([
      { severity: 'error', code: 'liablePartyRequired', sheet: 'Movimenti', row: 5, column: 'Responsabile' },
    ]);
    for (const liability of ['Nessuno', null]) {
      const { issues } = validateWholeInventory(
        movementsWith({ Responsabilità: { 3: liability }, Responsabile: { 3: 'Mario Rossi' } }),
      );
      expect(errors(issues).map((i) => [i.code, i.row, i.column])).toEqual([
        ['liablePartyWithoutLiability', 5, 'Responsabile'],
      ]);
    }
  });

  it('reads Responsabilità as a choice, and a text too long for its column as an error', () => {
    const { issues } = validateWholeInventory(
      movementsWith({ Responsabilità: { 3: 'forse' }, Amministrazione: { 0: 'x'.repeat(201) } }),
    );
    expect(errors(issues).map((i) => [i.code, i.row, i.column])).toEqual([
      ['cell.textTooLong', 2, 'Amministrazione'],
      ['cell.notAChoice', 5, 'Responsabilità'],
    ]);
  });
});
