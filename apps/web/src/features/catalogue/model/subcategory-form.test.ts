import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  formatRateInput,
  parseDecimal,
  rateMessage,
  subcategoryFormDefaults,
  subcategoryFormSchema,
  toSubcategorySave,
} from './subcategory-form.ts';

function buildSubcategory(overrides: Partial<Subcategory> = {}): Subcategory {
  return {
    id: 7,
    code: '01',
    description: 'Mobili per ufficio',
    category: { id: 3, code: 'A', description: 'Mobili e arredi' },
    register: { id: 1, description: 'Beni mobili', kind: 'movable' },
    rate: { percent: 10, validFromYear: 2022 },
    aggregation: { id: 5, code: 'K01', description: 'Mobili e arredi' },
    defaultCode: 'M.A.01',
    ...overrides,
  };
}

describe('rate of a subcategory', () => {
  it('reads a comma or a dot as the decimal separator', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 12.50 ')).toBe(12.5);
    expect(parseDecimal('1e2')).toBeNaN();
    expect(parseDecimal('-3')).toBeNaN();
  });

  it('accepts 0 and 100, refuses more than 100 and a third decimal', () => {
    expect(rateMessage('0')).toBeUndefined();
    expect(rateMessage('100')).toBeUndefined();
    expect(rateMessage('33,33')).toBeUndefined();
    expect(rateMessage('100,01')).toBe('rules.between0and100');
    expect(rateMessage('12,345')).toBe('rules.notValid');
    expect(rateMessage('dieci')).toBe('rules.notValid');
    expect(rateMessage(' ')).toBe('rules.mandatory');
  });

  it('shows a stored rate with the Italian comma and no trailing zeros', () => {
    expect(formatRateInput(12.5)).toBe('12,5');
    expect(formatRateInput(20)).toBe('20');
  });
});

describe('subcategory form', () => {
  it('starts a new subcategory blank, its rate valid from the current year', () => {
    expect(subcategoryFormDefaults(undefined, 2026, 3)).toEqual({
      categoryId: 3,
      code: '',
      description: '',
      aggregationId: null,
      ratePercent: '',
      validFromYear: '2026',
    });
  });

  it('asks for a category and a rate', () => {
    const result = subcategoryFormSchema.safeParse(subcategoryFormDefaults(undefined, 2026));
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['categoryId', 'rules.mandatory'],
        ['code', 'rules.mandatory'],
        ['ratePercent', 'rules.mandatory'],
      ]),
    );
  });

  it('saves a changed rate from the chosen year, so it applies from that year on', () => {
    const original = buildSubcategory();
    const values = { ...subcategoryFormDefaults(original, 2026), ratePercent: '12,5' };
    expect(toSubcategorySave(values, original)).toEqual({
      id: 7,
      categoryId: 3,
      code: '01',
      description: 'Mobili per ufficio',
      aggregationId: 5,
      rate: { percent: 12.5, validFromYear: 2026 },
    });
  });

  it('keeps the year of an unchanged rate: a new description adds no rate version', () => {
    const original = buildSubcategory();
    const values = { ...subcategoryFormDefaults(original, 2026), description: ' Arredi ' };
    expect(toSubcategorySave(values, original).rate).toEqual({ percent: 10, validFromYear: 2022 });
    expect(toSubcategorySave(values, original).description).toBe('Arredi');
  });

  it('creates without an id and may leave the aggregation empty', () => {
    const values = {
      ...subcategoryFormDefaults(undefined, 2026, 3),
      code: '9',
      description: 'X',
      ratePercent: '0',
    };
    const saved = toSubcategorySave(values, undefined);
    expect(saved).not.toHaveProperty('id');
    expect(saved.aggregationId).toBeNull();
    expect(saved.rate).toEqual({ percent: 0, validFromYear: 2026 });
  });
});
