import { describe, expect, it } from 'vitest';
import { assignNumbers, countNumbers, giveBackNumbers, type NumberingLine } from './renumbering.ts';

const inventory = (registerId: number): NumberingLine => ({
  assetClass: 'inventory',
  registerId,
  durableKind: null,
});
const durable = (registerId: number, kind = 'movable'): NumberingLine => ({
  assetClass: 'durable',
  registerId,
  durableKind: kind,
});
const component = (registerId: number, universalityId = 9): NumberingLine => ({
  ...inventory(registerId),
  universalityId,
});

describe('countNumbers', () => {
  it('counts per register and per durable register, a universality once', () => {
    const lines = [inventory(1), durable(1), inventory(2), component(1), component(1), inventory(1)];
    expect(Object.fromEntries(countNumbers(lines))).toEqual({
      'inventory:1': 3,
      'durable:movable': 1,
      'inventory:2': 1,
    });
  });

  it('counts nothing for no lines', () => {
    expect(countNumbers([]).size).toBe(0);
  });

  it('refuses a durable line without a durable register', () => {
    expect(() => countNumbers([{ assetClass: 'durable', registerId: 1, durableKind: null }])).toThrow();
  });
});

describe('assignNumbers', () => {
  it('numbers the lines in order, the universality where its first component stands', () => {
    const lines = [inventory(1), component(1), durable(1), component(1), inventory(1), inventory(2)];
    const first = new Map([
      ['inventory:1', 10],
      ['durable:movable', 121],
      ['inventory:2', 1],
    ]);
    expect(assignNumbers(lines, first)).toEqual([
      { inventoryNumber: 10, durableNumber: null },
      { inventoryNumber: 11, durableNumber: null },
      { inventoryNumber: null, durableNumber: 121 },
      { inventoryNumber: 11, durableNumber: null },
      { inventoryNumber: 12, durableNumber: null },
      { inventoryNumber: 1, durableNumber: null },
    ]);
  });

  it('numbers 600 lines without a gap', () => {
    const lines = Array.from({ length: 600 }, () => inventory(1));
    const numbers = assignNumbers(lines, countNumbers(lines).set('inventory:1', 1));
    expect(numbers.map((n) => n.inventoryNumber)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
  });

  it('fails loudly when a counter gave nothing', () => {
    expect(() => assignNumbers([inventory(3)], new Map())).toThrow();
  });
});

describe('giveBackNumbers', () => {
  it('gives back the tail of the counter', () => {
    expect(giveBackNumbers([11, 12, 13], 13)).toEqual({ ok: true, last: 10 });
    expect(giveBackNumbers([13, 11, 12, 12], 13)).toEqual({ ok: true, last: 10 });
    expect(giveBackNumbers([1], 1)).toEqual({ ok: true, last: 0 });
  });

  it('leaves a counter the charge does not use as it is', () => {
    expect(giveBackNumbers([], 42)).toEqual({ ok: true, last: 42 });
  });

  it('refuses numbers that are not the tail or not one run', () => {
    expect(giveBackNumbers([11, 12], 13)).toEqual({ ok: false, code: 'chargeNotLatest' });
    expect(giveBackNumbers([10, 13], 13)).toEqual({ ok: false, code: 'chargeNotLatest' });
  });

  it('gives back what assignNumbers took, so numbering again gives the same numbers', () => {
    const lines = [inventory(1), component(1), component(1), durable(1)];
    const first = new Map([
      ['inventory:1', 5],
      ['durable:movable', 8],
    ]);
    const taken = assignNumbers(lines, first);
    const inventoryHeld = taken.flatMap((n) => (n.inventoryNumber ? [n.inventoryNumber] : []));
    expect(giveBackNumbers(inventoryHeld, 6)).toEqual({ ok: true, last: 4 });
    expect(giveBackNumbers([8], 8)).toEqual({ ok: true, last: 7 });
  });
});
