import { describe, expect, it } from 'vitest';
import { euroAmountSchema, newAssetSchema } from './charges.ts';

describe('euroAmountSchema', () => {
  it('cuts an amount to whole cents, never rounding up (spec 02 §5)', () => {
    expect(euroAmountSchema.parse(1234.5678)).toBe(1234.56);
    expect(euroAmountSchema.parse(0.019)).toBe(0.01);
    expect(euroAmountSchema.parse(1.13)).toBe(1.13);
  });

  it('refuses a negative amount and what is not a finite number', () => {
    expect(euroAmountSchema.safeParse(-0.5).success).toBe(false);
    expect(euroAmountSchema.safeParse(Number.NaN).success).toBe(false);
    expect(euroAmountSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});

describe('newAssetSchema', () => {
  it('keeps a description within 255 characters', () => {
    const asset = { subcategoryId: 1, historicalPrice: 10 };
    expect(newAssetSchema.safeParse({ ...asset, description: 'd'.repeat(255) }).success).toBe(true);
    expect(newAssetSchema.safeParse({ ...asset, description: 'd'.repeat(256) }).success).toBe(false);
  });
});
