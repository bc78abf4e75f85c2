import { publishRequestSchema } from '@inventario/shared/contracts/documents';
import { describe, expect, it } from 'vitest';
import {
  defaultDateOf,
  defaultYearOf,
  emptyPrintForm,
  fieldIssues,
  type PrintFormValues,
  printFormSchema,
  toPublishRequest,
} from './print-form.ts';

const form = (values: Partial<PrintFormValues>): PrintFormValues => ({ ...emptyPrintForm(), ...values });
const messages = (values: Partial<PrintFormValues>) =>
  fieldIssues(form(values)).map((issue) => [issue.path[0], issue.message]);

describe('default date and year (spec 01 §5)', () => {
  it('proposes today in the current open year, 31 December in another open year', () => {
    expect(defaultDateOf({ year: 2026, status: 1, endDate: null }, '2026-11-24')).toBe('2026-11-24');
    expect(defaultDateOf({ year: 2025, status: 1, endDate: null }, '2026-11-24')).toBe('2025-12-31');
  });
  it('proposes the end date of a closed year', () => {
    expect(defaultDateOf({ year: 2024, status: 2, endDate: '2024-08-31' }, '2026-11-24')).toBe('2024-08-31');
    expect(defaultDateOf(undefined, '2026-11-24')).toBeNull();
  });
  it('proposes the newest open year, else the newest year', () => {
    const closed = { status: 2, endDate: '2024-12-31' };
    expect(
      defaultYearOf([
        { year: 2024, ...closed },
        { year: 2025, status: 1, endDate: null },
      ]),
    ).toBe(2025);
    expect(
      defaultYearOf([
        { year: 2023, ...closed },
        { year: 2024, ...closed },
      ]),
    ).toBe(2024);
    expect(defaultYearOf([])).toBeNull();
  });
});

describe('validation (spec 01 §5)', () => {
  it('needs a type', () => {
    const result = printFormSchema.safeParse(emptyPrintForm());
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['documentType', 'rules.mandatory'],
    ]);
  });
  it('needs the register, year and date of an inventory register', () => {
    expect(messages({ documentType: 7 })).toEqual([
      ['idRegister', 'rules.mandatory'],
      ['year', 'rules.mandatory'],
      ['atDate', 'rules.mandatory'],
    ]);
  });
  it('takes every register for a minute or a list without one, and needs none', () => {
    expect(messages({ documentType: 43, atDate: '2026-05-05' })).toEqual([]);
    expect(messages({ documentType: 22, atDate: '2026-05-05' })).toEqual([]);
  });

  it('keeps the dates inside the chosen year', () => {
    const register = { documentType: 7, idRegister: 1, year: 2026 };
    expect(messages({ ...register, atDate: '2025-12-31' })).toEqual([
      ['atDate', 'printing.rules.dateOutsideYear'],
    ]);
    expect(messages({ ...register, atDate: '2026-01-01' })).toEqual([]);
    expect(messages({ ...register, atDate: 'invalid' })).toEqual([['atDate', 'rules.notValid']]);
  });
  it('checks the analytic registers: page from 1, from not after to', () => {
    const analytic = {
      documentType: 8,
      idRegister: 1,
      year: 2026,
      fromDate: '2026-03-01',
      toDate: '2026-02-01',
    };
    expect(messages({ ...analytic, startPage: 0 })).toEqual([
      ['startPage', 'rules.positive'],
      ['toDate', 'printing.rules.toBeforeFrom'],
    ]);
  });
  it('needs both original numbers', () => {
    expect(messages({ documentType: 31, originalNumberFrom: ' ' })).toEqual([
      ['originalNumberFrom', 'rules.mandatory'],
      ['originalNumberTo', 'rules.mandatory'],
    ]);
  });
});

describe('toPublishRequest', () => {
  const cases: [string, Partial<PrintFormValues>, unknown][] = [
    [
      'inventory register',
      { documentType: 7, idRegister: 2, year: 2026, atDate: '2026-06-30' },
      { documentType: 7, conditions: { idRegister: 2, atDate: '2026-06-30' } },
    ],
    [
      'subcategories summary',
      { documentType: 27, idRegister: 1, year: 2026, atDate: '2026-06-30' },
      { documentType: 27, conditions: { idRegister: 1, atDate: '2026-06-30' } },
    ],
    [
      'durable decrease',
      {
        documentType: 20,
        idRegister: 3,
        year: 2026,
        fromDate: '2026-01-01',
        toDate: '2026-06-30',
        startPage: 4,
      },
      {
        documentType: 20,
        conditions: { idRegister: 3, fromDate: '2026-01-01', toDate: '2026-06-30', startPage: 4 },
      },
    ],
    ['Model K', { documentType: 10, year: 2025 }, { documentType: 10, conditions: { year: 2025 } }],
    [
      'relocation list',
      { documentType: 42, year: 2026, fromDate: '2026-01-01', toDate: '2026-02-01' },
      { documentType: 42, conditions: { fromDate: '2026-01-01', toDate: '2026-02-01' } },
    ],
    [
      'Model 24',
      { documentType: 43, atDate: '2026-05-05' },
      { documentType: 43, conditions: { atDate: '2026-05-05' } },
    ],
    [
      'Model 24 of one register',
      { documentType: 43, idRegister: 2, atDate: '2026-05-05' },
      { documentType: 43, conditions: { atDate: '2026-05-05', idRegister: 2 } },
    ],
    [
      'supplier list of one register',
      {
        documentType: 28,
        idRegister: 2,
        creditor: { id: 9, description: 'Cartoleria' },
        fromDate: '2026-01-01',
        toDate: '2026-02-01',
      },
      {
        documentType: 28,
        conditions: { idCreditorDebtor: 9, fromDate: '2026-01-01', toDate: '2026-02-01', idRegister: 2 },
      },
    ],
    [
      'original numbers',
      { documentType: 31, originalNumberFrom: ' A1 ', originalNumberTo: 'B9' },
      {
        documentType: 31,
        conditions: { originalInventoryNumberFrom: 'A1', originalInventoryNumberTo: 'B9' },
      },
    ],
  ];
  it.each(cases)('builds the %s request the server accepts', (_name, values, expected) => {
    const request = toPublishRequest(form(values));
    expect(request).toEqual(expected);
    expect(publishRequestSchema.safeParse(request).success).toBe(true);
  });
  it('builds nothing for a type whose fields the dialog does not have yet', () => {
    expect(toPublishRequest(form({ documentType: 29 }))).toBeNull();
    expect(messages({ documentType: 29 })).toEqual([]);
  });
});
