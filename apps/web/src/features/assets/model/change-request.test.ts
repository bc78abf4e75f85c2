import { describe, expect, it } from 'vitest';
import { alreadyThere, changeProblem, toLocationChange, toSubcategoryChange } from './change-request.ts';

describe('changeProblem', () => {
  it('asks for assets, then the target, then a readable date', () => {
    expect(changeProblem({ assetIds: [], targetId: null, date: null })).toBe('noAssets');
    expect(changeProblem({ assetIds: [1], targetId: null, date: null })).toBe('noTarget');
    expect(changeProblem({ assetIds: [1], targetId: 4, date: 'invalid' })).toBe('invalidDate');
    expect(changeProblem({ assetIds: [1], targetId: 4, date: null })).toBeUndefined();
    expect(changeProblem({ assetIds: [1], targetId: 4, date: '2026-03-01' })).toBeUndefined();
  });
});

describe('requests', () => {
  it('sends the date only when given', () => {
    expect(toSubcategoryChange({ assetIds: [1, 2], targetId: 7, date: null })).toEqual({
      assetIds: [1, 2],
      subcategoryId: 7,
    });
    expect(toLocationChange({ assetIds: [3], targetId: 9, date: '2026-03-01' })).toEqual({
      assetIds: [3],
      locationId: 9,
      date: '2026-03-01',
    });
  });
});

describe('alreadyThere', () => {
  it('counts the assets the change would not move', () => {
    const assets = [{ place: 1 }, { place: 2 }, { place: null }];
    expect(alreadyThere(assets, 1, (asset) => asset.place)).toBe(1);
    expect(alreadyThere(assets, null, (asset) => asset.place)).toBe(0);
  });
});
