import { describe, expect, it } from 'vitest';
import { type ImportIssue, type IssueLabels, issueTextKey, issueTextValues } from './issue-text.ts';

const labels: IssueLabels = {
  movementKind: (kind) => ({ charge: 'carico', decrease: 'buono di diminuzione' })[kind] ?? kind,
  register: (register) => ({ movable: 'Beni mobili' })[register] ?? register,
  number: (value) => new Intl.NumberFormat('it-IT').format(value),
  fileSize: (bytes) => `${bytes / 1024 / 1024} MB`,
};

const issue = (code: string, params?: ImportIssue['params']): ImportIssue => ({
  severity: 'error',
  code,
  sheet: 'Beni',
  row: 4,
  column: 'Valore attuale',
  ...(params ? { params } : {}),
});

describe('issueTextValues', () => {
  it('writes cents as euros', () => {
    expect(
      issueTextValues(issue('actualValueDiffers', { expectedCents: 123456, actualCents: 100 }), labels),
    ).toMatchObject({
      expectedCents: '1.234,56 €',
      actualCents: '1,00 €',
    });
  });

  it('names movement kinds and registers in words', () => {
    expect(
      issueTextValues(issue('movementNumberGaps', { kind: 'charge', year: 2024, numbers: '3–5' }), labels),
    ).toMatchObject({
      kind: 'carico',
      year: 2024,
      numbers: '3–5',
    });
    expect(
      issueTextValues(issue('movementWithoutLines', { movement: 'decrease 2024/7' }), labels).movement,
    ).toBe('buono di diminuzione 2024/7');
    expect(
      issueTextValues(issue('inventoryNumberGaps', { register: 'movable', numbers: '9' }), labels).register,
    ).toBe('Beni mobili');
    expect(
      issueTextValues(issue('duplicateInventoryNumber', { value: 'movable 12', firstRow: 3 }), labels),
    ).toMatchObject({
      value: '12 (Beni mobili)',
      firstRow: 3,
    });
  });

  it('keeps an asset code as written, spaces and all', () => {
    expect(issueTextValues(issue('duplicateAsset', { value: 'PC 01', firstRow: 2 }), labels).value).toBe(
      'PC 01',
    );
  });

  it('writes a byte limit as a size and any other limit as a number', () => {
    expect(issueTextValues(issue('file.importFileTooLarge', { limit: 52428800 }), labels).limit).toBe(
      '50 MB',
    );
    expect(
      issueTextValues(issue('file.importSheetTooManyRows', { sheet: 'Beni', limit: 100000 }), labels).limit,
    ).toBe('100.000');
  });

  it('gives the message the code, the sheet and the column', () => {
    expect(issueTextValues(issue('missingColumn'), labels)).toEqual({
      code: 'missingColumn',
      sheet: 'Beni',
      column: 'Valore attuale',
    });
    expect(issueTextKey('cell.notAnAmount')).toBe('imports.issue.cell.notAnAmount');
  });
});
