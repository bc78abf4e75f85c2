import { describe, expect, it } from 'vitest';
import { IssueList } from './import-issues.ts';
import { checkSchoolTakesWholeInventory } from './school-checks.ts';
import { validateWholeInventory } from './validate-whole-inventory.ts';
import { toSheets, validSchoolTables } from './whole-inventory.fixtures.ts';

const { plan } = validateWholeInventory(toSheets(validSchoolTables()));

function issuesFor(school: { movementCount: number; assetCount: number; years: number[] }) {
  const issues = new IssueList();
  checkSchoolTakesWholeInventory(plan, school, { years: 'Esercizi' }, issues);
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
