import { describe, expect, it } from 'vitest';
import { toPositiveIntegerOrNull, toPrice, toQuantity } from './number.ts';

describe('toPositiveIntegerOrNull', () => {
  it('gives null for values under 1 and for non-numeric values', () => {
    expect(toPositiveIntegerOrNull(0)).toBeNull();
    expect(toPositiveIntegerOrNull(-3)).toBeNull();
    expect(toPositiveIntegerOrNull('abc')).toBeNull();
    expect(toPositiveIntegerOrNull('')).toBeNull();
    expect(toPositiveIntegerOrNull(undefined)).toBeNull();
  });

  it('keeps whole numbers and reads numeric text', () => {
    expect(toPositiveIntegerOrNull(7)).toBe(7);
    expect(toPositiveIntegerOrNull('12')).toBe(12);
  });
});

describe('toQuantity', () => {
  it('turns a quantity under 1 into 1', () => {
    expect(toQuantity(0)).toBe(1);
    expect(toQuantity(-5)).toBe(1);
    expect(toQuantity('x')).toBe(1);
  });

  it('keeps valid quantities', () => {
    expect(toQuantity(3)).toBe(3);
  });
});

describe('toPrice', () => {
  it('cuts a price to two decimals without rounding up', () => {
    expect(toPrice(12.349)).toBe(12.34);
    expect(toPrice('1,239')).toBe(1.23);
  });

  it('is not fooled by float noise', () => {
    expect(toPrice(1.13)).toBe(1.13);
  });

  it('turns negative and non-numeric prices into 0', () => {
    expect(toPrice(-4)).toBe(0);
    expect(toPrice('abc')).toBe(0);
  });
});
