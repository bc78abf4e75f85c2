import { describe, expect, it } from 'vitest';
import { type MappingRow, mappingProblems, proposeMappings, type SubcategoryRef } from './mapping.ts';

const sub = (id: number, overrides: Partial<SubcategoryRef> = {}): SubcategoryRef => ({
  id,
  code: `S${id}`,
  description: `Subcategory ${id}`,
  categoryId: 1,
  categoryCode: '01',
  registerKind: 'movable',
  rate: 20,
  ...overrides,
});
const row = (subcategoryId: number, targetSubcategoryId: number | null, targetRate: number | null = null) =>
  ({ subcategoryId, targetSubcategoryId, targetRate }) satisfies MappingRow;

describe('proposeMappings', () => {
  it('keeps a subcategory still in the current list, at its current rate', () => {
    const old = sub(1, { rate: 10 });
    expect(proposeMappings([old], [sub(1, { rate: 25 })])).toEqual([row(1, 1, 25)]);
  });

  it('maps an old subcategory onto the current one of the same register kind with the same code', () => {
    const old = sub(1, { code: '2.1', description: 'Mobili' });
    const current = [
      sub(10, { code: '2.1', registerKind: 'books', rate: 5 }),
      sub(11, { code: '2.1 ', rate: 10 }),
      sub(12, { description: 'Mobili' }),
    ];
    expect(proposeMappings([old], current)).toEqual([row(1, 11, 10)]);
  });

  it('falls back on the same description, case and spaces ignored', () => {
    const old = sub(1, { code: 'OLD', description: 'Macchine  per ufficio' });
    const current = [sub(10, { description: 'macchine per Ufficio', rate: 20 })];
    expect(proposeMappings([old], current)).toEqual([row(1, 10, 20)]);
  });

  it('prefers the same category code when a code repeats in other categories of the register', () => {
    const old = sub(1, { code: '01', categoryCode: 'B' });
    const current = [sub(10, { code: '01', categoryCode: 'A' }), sub(11, { code: '01', categoryCode: 'B' })];
    expect(proposeMappings([old], current)).toEqual([row(1, 11, 20)]);
  });

  it('proposes none rather than guess between two equal candidates, or when nothing fits', () => {
    const old = sub(1, { code: '01', categoryCode: 'C', description: 'Arredi' });
    const twoByCode = [
      sub(10, { code: '01', categoryCode: 'A' }),
      sub(11, { code: '01', categoryCode: 'B' }),
    ];
    expect(proposeMappings([old], twoByCode)).toEqual([row(1, null)]);
    expect(proposeMappings([old], [...twoByCode, sub(12, { description: 'ARREDI' })])).toEqual([
      row(1, 12, 20),
    ]);
    expect(proposeMappings([old], [sub(13, { registerKind: 'books', description: 'Arredi' })])).toEqual([
      row(1, null),
    ]);
  });

  it('gives one row per subcategory in use, in their order', () => {
    expect(proposeMappings([sub(2), sub(1), sub(2)], [sub(1), sub(2)])).toEqual([
      row(2, 2, 20),
      row(1, 1, 20),
    ]);
  });
});

describe('mappingProblems', () => {
  const current = [sub(10, { rate: 20 }), sub(11, { rate: 10 }), sub(20, { registerKind: 'books', rate: 5 })];
  const inUse = [sub(1), sub(2), sub(3)];

  it('finds nothing in a complete mapping', () => {
    expect(mappingProblems([row(1, 10, 20), row(2, 11, 10), row(3, 11, 10)], inUse, current)).toEqual({
      unmapped: [],
      rateConflicts: [],
      crossRegister: [],
    });
  });

  it('names the subcategories in use without a target, missing rows and unknown targets too', () => {
    const rows = [row(3, 99, 20), row(1, null)];
    expect(mappingProblems(rows, inUse, current).unmapped).toEqual([1, 2, 3]);
  });

  it('names a target given two rates (DOMAIN §8), the rates ascending', () => {
    const rows = [row(1, 10, 20), row(2, 10, 12.5), row(3, 10, 20)];
    expect(mappingProblems(rows, inUse, current).rateConflicts).toEqual([
      { targetSubcategoryId: 10, rates: [12.5, 20] },
    ]);
  });

  it('takes a target given one rate twice for no conflict', () => {
    const rows = [row(1, 10, 25), row(2, 10, 25), row(3, 11, 10)];
    expect(mappingProblems(rows, inUse, current).rateConflicts).toEqual([]);
  });

  it("reads a row without a rate at the target's current rate", () => {
    expect(mappingProblems([row(1, 10), row(2, 10, 20)], inUse, current).rateConflicts).toEqual([]);
    expect(mappingProblems([row(1, 10), row(2, 10, 25)], inUse, current).rateConflicts).toEqual([
      { targetSubcategoryId: 10, rates: [20, 25] },
    ]);
  });

  it('refuses a target in another register kind: a good stays in its register', () => {
    const rows = [row(1, 20, 5), row(2, 10, 20), row(3, 20, 5)];
    expect(mappingProblems(rows, inUse, current).crossRegister).toEqual([1, 3]);
  });

  it('ignores rows of subcategories no good holds', () => {
    const rows = [row(1, 10, 20), row(2, 11, 10), row(3, 11, 10), row(4, 10, 99), row(5, 20, 5)];
    expect(mappingProblems(rows, inUse, current)).toEqual({
      unmapped: [],
      rateConflicts: [],
      crossRegister: [],
    });
  });
});
