import { z } from '@inventario/shared/zod';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, textLimits } from './text-limit.ts';

describe('maxLengthOf', () => {
  it('reads the maximum of a contract string, through optional, nullable and default', () => {
    expect(maxLengthOf(z.string().trim().min(1).max(20))).toBe(20);
    expect(maxLengthOf(z.string().max(50).nullish())).toBe(50);
    expect(maxLengthOf(z.string().max(8).default(''))).toBe(8);
  });

  it('has none for a string without a limit or for what is not text', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(10))).toBeUndefined();
  });
});

describe('textLimits', () => {
  it('gives each text field of an object contract its limit', () => {
    const schema = z.object({
      code: z.string().max(20),
      notes: z.string().max(1000).nullish(),
      id: z.number(),
    });
    expect(textLimits(schema)).toEqual({ code: 20, notes: 1000, id: undefined });
  });
});
