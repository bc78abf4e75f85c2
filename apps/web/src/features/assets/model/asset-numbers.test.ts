import { describe, expect, it } from 'vitest';
import { assetNumberText, numberText } from './asset-numbers.ts';

const movable = { kind: 'movable' as const };
const books = { kind: 'books' as const };

describe('asset numbers with their register (spec 02 §3)', () => {
  it('number 1 of two registers reads apart', () => {
    expect(numberText({ inventoryNumber: 1, durableNumber: null, register: movable }, 'inventory')).toBe(
      'BM 1',
    );
    expect(numberText({ inventoryNumber: 1, durableNumber: null, register: books }, 'inventory')).toBe(
      'LB 1',
    );
  });

  it('a durable asset has its durable number only; a waiting one none', () => {
    const chair = { inventoryNumber: null, durableNumber: 4, register: movable };
    expect(numberText(chair, 'inventory')).toBe('');
    expect(numberText(chair, 'durable')).toBe('BM 4');
    expect(assetNumberText(chair)).toBe('BM 4');
    expect(assetNumberText({ inventoryNumber: null, durableNumber: null, register: movable })).toBe('');
  });
});
