import { describe, expect, it } from 'vitest';
import { IssueList } from './import-issues.ts';
import {
  checkAggregationsKnown,
  checkSchoolTakesDurables,
  checkSchoolTakesWholeInventory,
} from './school-checks.ts';
import { validateDurables } from './validate-durables.ts';
import { validateWholeInventory } from './validate-whole-inventory.ts';
import { toSheets, validSchoolTables } from './whole-inventory.fixtures.ts';

const { plan } = validateWholeInventory(toSheets(validSchoolTables()));
const sheets = { years: 'Esercizi', subcategories: 'Sottocategorie', movements: 'Movimenti' };

function issuesFor(school: { movementCount: number; assetCount: number; years: number[] }) {
  const issues = new IssueList();
  checkSchoolTakesWholeInventory(
    plan,
    { ...school, aggregationCodes: [], openYears: [], lastMovementDate: null, durableRegisters: [] },
    sheets,
    issues,
  );
  return issues.items;
}

describe('a whole inventory and the school it comes into', () => {
  it('comes into a school with lists but no goods, vouchers or the same years', () => {
    expect(issuesFor({ movementCount: 0, assetCount: 0, years: [2024] })).toEqual([]);
  });

  it('is refused by a school that has goods or vouchers already', () => {
    expect(issuesFor({ movementCount: 3, assetCount: 0, years: [] })).toEqual([
      {
        severity: 'error',
        code: 'schoolNotEmpty',
        sheet: null,
        row: null,
        column: null,
        params: { movements: 3, assets: 0 },
      },
    ]);
    expect(issuesFor({ movementCount: 0, assetCount: 1, years: [] }).map((i) => i.code)).toEqual([
      'schoolNotEmpty',
    ]);
  });

  it('names each year of the file the school has opened already', () => {
    expect(issuesFor({ movementCount: 0, assetCount: 0, years: [2026] })).toEqual([
      {
        severity: 'error',
        code: 'yearExists',
        sheet: 'Esercizi',
        row: 3,
        column: 'Anno',
        params: { year: 2026 },
      },
    ]);
  });
});

describe('the Model K aggregations a file names', () => {
  const school = {
    movementCount: 0,
    assetCount: 0,
    years: [],
    aggregationCodes: ['K01', 'k03'],
    openYears: [],
    lastMovementDate: null,
    durableRegisters: [],
  };
  const withCodes = (subcategory: string | null, movement: string | null) => ({
    ...plan,
    subcategories: plan.subcategories.map((s, i) => (i === 0 ? { ...s, aggregationCode: subcategory } : s)),
    movements: plan.movements.map((m, i) => (i === 0 ? { ...m, aggregationCode: movement } : m)),
  });
  const issuesOf = (subcategory: string | null, movement: string | null) => {
    const issues = new IssueList();
    checkAggregationsKnown(withCodes(subcategory, movement), school, sheets, issues);
    return issues.items;
  };

  it("are the school's, whatever their case, or none", () => {
    expect(issuesOf('K03', null)).toEqual([]);
    expect(issuesOf(null, 'k01')).toEqual([]);
  });

  it('are named where the file has one the school lacks', () => {
    expect(issuesOf('K99', 'X1')).toEqual([
      {
        severity: 'error',
        code: 'aggregationUnknown',
        sheet: 'Sottocategorie',
        row: plan.subcategories[0]?.row,
        column: 'Aggregazione',
        params: { code: 'K99' },
      },
      {
        severity: 'error',
        code: 'aggregationUnknown',
        sheet: 'Movimenti',
        row: plan.movements[0]?.row,
        column: 'Aggregazione',
        params: { code: 'X1' },
      },
    ]);
  });
});

describe('durable goods and the school they join', () => {
  const header = ['Descrizione', 'Registro', 'Categoria', 'Sottocategoria', 'Prezzo unitario', 'Data carico'];
  const { plan: durables } = validateDurables([
    {
      name: 'Beni',
      rows: [
        header,
        ['Penne', 'BM', '02', '01', '1,00', '10/02/2025'],
        ['Atlante', 'LB', '01', '01', '15,00', '10/03/2026'],
        ['Gomme', 'BM', '02', '01', '0,50', '10/03/2026'],
      ],
    },
  ]);
  const school = {
    movementCount: 3,
    assetCount: 3,
    years: [2025, 2026],
    aggregationCodes: [],
    openYears: [2026],
    lastMovementDate: '2026-03-01',
    durableRegisters: ['movable'],
  };
  const issuesOf = (changes: Partial<typeof school> = {}) => {
    const issues = new IssueList();
    checkSchoolTakesDurables(durables, { ...school, ...changes }, 'Beni', issues);
    return issues.items.map((i) => [i.code, i.row, i.column, i.params ?? null]);
  };

  it('come as charges in open years, after the latest movement, into registers with durable goods', () => {
    expect(issuesOf()).toEqual([
      ['yearNotOpen', 2, 'Data carico', { year: 2025 }],
      ['registerWithoutDurables', 3, 'Registro', null],
    ]);
    expect(issuesOf({ openYears: [2025, 2026], lastMovementDate: '2026-04-01' })).toEqual([
      ['chargeBeforeLastMovement', 2, 'Data carico', { date: '2026-04-01' }],
      ['chargeBeforeLastMovement', 3, 'Data carico', { date: '2026-04-01' }],
      ['registerWithoutDurables', 3, 'Registro', null],
    ]);
  });
});
