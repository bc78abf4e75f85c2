import type { ValueVoucherType } from '@inventario/shared/contracts/value-vouchers';
import { describe, expect, it } from 'vitest';
import { kindOf, movementTypeOf, newVoucherPath, voucherDetailPath } from './voucher-kind.ts';
import { choosableTypes, isSystemVoucher, typeDescription } from './voucher-types.ts';

const types: ValueVoucherType[] = [
  { code: 'SVA', description: 'Svalutazione', kinds: [5], system: false },
  { code: 'RIV', description: 'Rivalutazione', kinds: [6], system: false },
  { code: 'RET', description: 'Rettifica', kinds: [5, 6], system: false },
  { code: 'DEP', description: 'Ammortamento', kinds: [5], system: true },
];

describe('voucher types', () => {
  it("offers a kind's own types and those of both kinds, never the system's", () => {
    expect(choosableTypes(types, 5).map((t) => t.code)).toEqual(['SVA', 'RET']);
    expect(choosableTypes(types, 6).map((t) => t.code)).toEqual(['RIV', 'RET']);
  });

  it('describes a type by its code, the code itself when unknown', () => {
    expect(typeDescription(types, 'RIV')).toBe('Rivalutazione');
    expect(typeDescription(types, 'XYZ')).toBe('XYZ');
    expect(typeDescription(undefined, 'RIV')).toBe('RIV');
    expect(typeDescription(types, null)).toBe('');
  });

  it("knows the system's vouchers, the depreciation even before the list loads", () => {
    expect(isSystemVoucher(types, 'DEP')).toBe(true);
    expect(isSystemVoucher(undefined, 'DEP')).toBe(true);
    expect(isSystemVoucher(types, 'SVA')).toBe(false);
    expect(isSystemVoucher(types, null)).toBe(false);
  });
});

describe('voucher kinds', () => {
  it('maps kinds to movement types and back', () => {
    expect(movementTypeOf('decrease')).toBe(5);
    expect(movementTypeOf('increase')).toBe(6);
    expect(kindOf(5)).toBe('decrease');
    expect(kindOf(6)).toBe('increase');
    expect(kindOf(1)).toBeUndefined();
  });

  it('writes the routes of a kind', () => {
    expect(voucherDetailPath({ id: 9, type: 6 })).toBe('/value-voucher/increase/detail/9');
    expect(voucherDetailPath({ id: 9, type: 5 })).toBe('/value-voucher/decrease/detail/9');
    expect(newVoucherPath('increase')).toBe('/value-voucher/increase/new');
  });
});
