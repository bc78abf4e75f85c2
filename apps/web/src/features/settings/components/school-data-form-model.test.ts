import type { SchoolData } from '@inventario/shared/contracts/school-data';
import { describe, expect, it } from 'vitest';
import { formValuesOf, schoolDataFormSchema } from './school-data-form-model.ts';

const stored: SchoolData = {
  codMin: 'RMIC81200X',
  name: 'Istituto Comprensivo Demo',
  heading: 'Istituto Comprensivo Demo – Roma',
  labelHeading: 'IC Demo Roma',
  manager: null,
  consignee: 'Maria Rossi',
  ds: 'Anna Ferri',
  dsga: 'Maria Rossi',
  lastRenewalDate: '2024-03-15',
  firstYearDepreciation: 'half',
  lastDurableProgressive: { movable: 12, books: 0, historic: 0, vehicles: 3 },
};

function messagesOf(values: unknown): Record<string, string> {
  const parsed = schoolDataFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the settings form schema', () => {
  it('accepts the stored data as they come back in the form', () => {
    expect(messagesOf(formValuesOf(stored))).toEqual({});
  });

  it('says "not valid" for an empty, negative or decimal progressive and for an incomplete date', () => {
    const values = formValuesOf(stored);
    expect(
      messagesOf({
        ...values,
        lastRenewalDate: 'invalid',
        lastDurableProgressive: { movable: Number.NaN, books: -1, historic: 1.5, vehicles: 0 },
      }),
    ).toEqual({
      lastRenewalDate: 'rules.notValid',
      'lastDurableProgressive.movable': 'rules.notValid',
      'lastDurableProgressive.books': 'rules.notValid',
      'lastDurableProgressive.historic': 'rules.notValid',
    });
  });

  it('keeps the shared rules: a heading is required, a label heading is at most 100 characters', () => {
    const values = formValuesOf(stored);
    expect(messagesOf({ ...values, heading: '  ', labelHeading: 'x'.repeat(101) })).toEqual({
      heading: 'rules.mandatory',
      labelHeading: 'rules.tooLongText',
    });
  });
});
