/** Test data for Model K: subcategories of two aggregation lines with every kind of figure. */
import type { ModelKInput, ModelKSubcategory } from './model-k.ts';

const AGGREGATIONS = {
  furniture: { code: 'K01', description: 'Mobili e arredi' },
  hardware: { code: 'K03', description: 'Hardware' },
};

export function modelKSubcategory(overrides: Partial<ModelKSubcategory> = {}): ModelKSubcategory {
  return {
    aggregation: AGGREGATIONS.hardware,
    register: 'Beni mobili',
    category: { code: '03', description: 'Macchine e attrezzature' },
    subcategory: { code: '01', description: 'Hardware' },
    openingCents: 1_000_000,
    chargesCents: 250_000,
    mergeChargesCents: 0,
    increaseVouchersCents: 10_000,
    dischargesCents: 90_000,
    mergeDischargesCents: 0,
    depreciationCents: 262_500,
    decreaseVouchersCents: 5_000,
    ...overrides,
  };
}

export const furnitureSubcategory = (code: string, overrides: Partial<ModelKSubcategory> = {}) =>
  modelKSubcategory({
    aggregation: AGGREGATIONS.furniture,
    category: { code: '01', description: 'Mobili e arredi' },
    subcategory: { code, description: `Arredi ${code}` },
    ...overrides,
  });

export function buildModelKInput(overrides: Partial<ModelKInput> = {}): ModelKInput {
  return {
    school: {
      name: 'Istituto Comprensivo "Gianni Rodari"',
      ministerialCode: 'RMIC81200X',
      heading: ['Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma'],
    },
    year: 2026,
    subcategories: [],
    ...overrides,
  };
}
