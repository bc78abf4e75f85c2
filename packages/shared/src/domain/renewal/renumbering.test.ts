import { describe, expect, it } from 'vitest';
import { type NumberedAsset, originalNumberText, renumber, shownInventoryNumber } from './renumbering.ts';

const asset = (
  assetId: number,
  inventoryNumber: number,
  registerId = 1,
  universalityId: number | null = null,
): NumberedAsset => ({ assetId, registerId, inventoryNumber, universalityId });

const numbers = (assets: NumberedAsset[]) =>
  renumber(assets).map((row) => [row.assetId, row.oldNumber, row.newNumber]);

describe('renumber', () => {
  it('numbers a register again from 1, closing the gaps, in the order of the old numbers', () => {
    expect(numbers([asset(3, 40), asset(1, 7), asset(2, 12)])).toEqual([
      [1, 7, 1],
      [2, 12, 2],
      [3, 40, 3],
    ]);
  });

  it('numbers each register on its own', () => {
    const rows = renumber([asset(1, 5, 2), asset(2, 9, 1), asset(3, 3, 2), asset(4, 4, 1)]);
    expect(rows).toEqual([
      { assetId: 4, registerId: 1, oldNumber: 4, newNumber: 1 },
      { assetId: 2, registerId: 1, oldNumber: 9, newNumber: 2 },
      { assetId: 3, registerId: 2, oldNumber: 3, newNumber: 1 },
      { assetId: 1, registerId: 2, oldNumber: 5, newNumber: 2 },
    ]);
  });

  it('breaks a tie between two goods of one old number by asset id', () => {
    expect(numbers([asset(9, 4), asset(5, 4), asset(7, 2)])).toEqual([
      [7, 2, 1],
      [5, 4, 2],
      [9, 4, 3],
    ]);
  });

  it("gives a universality's components one new number, taking one place in the order", () => {
    const assets = [asset(1, 1), asset(20, 3, 1, 8), asset(2, 5), asset(21, 3, 1, 8), asset(22, 3, 1, 8)];
    expect(numbers(assets)).toEqual([
      [1, 1, 1],
      [20, 3, 2],
      [21, 3, 2],
      [22, 3, 2],
      [2, 5, 3],
    ]);
  });

  it('keeps a universality apart from a good of the same old number', () => {
    expect(numbers([asset(30, 6, 1, 4), asset(10, 6), asset(31, 6, 1, 4)])).toEqual([
      [10, 6, 1],
      [30, 6, 2],
      [31, 6, 2],
    ]);
  });

  it('gives the same result whatever order the goods come in', () => {
    const assets = [asset(1, 3), asset(2, 1, 1, 5), asset(3, 1, 1, 5), asset(4, 2), asset(5, 2, 2)];
    expect(renumber([...assets].reverse())).toEqual(renumber(assets));
  });

  it('has nothing to number in an empty register', () => {
    expect(renumber([])).toEqual([]);
  });
});

describe('originalNumberText', () => {
  it('keeps the old number with its register acronym', () => {
    expect(originalNumberText('BM', 12)).toBe('BM/12');
    expect(originalNumberText('LB', 1)).toBe('LB/1');
  });
});

describe('shownInventoryNumber', () => {
  it('shows a number of the registers, and none for a good set aside by a renumbering', () => {
    expect(shownInventoryNumber(12)).toBe(12);
    expect(shownInventoryNumber(null)).toBeNull();
    expect(shownInventoryNumber(-15)).toBeNull();
  });
});
