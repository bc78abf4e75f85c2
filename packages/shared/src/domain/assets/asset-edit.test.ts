import { describe, expect, it } from 'vitest';
import {
  checkDeletable,
  checkLegalContentKept,
  checkNotDischarged,
  checkSameRegister,
  editScope,
} from './asset-edit.ts';

describe('editScope', () => {
  it('lets a waiting asset change wholly and a charged one only in its description', () => {
    expect(editScope(1)).toEqual({ ok: true, scope: 'full' });
    expect(editScope(2)).toEqual({ ok: true, scope: 'descriptive' });
    expect(editScope(3)).toEqual({ ok: true, scope: 'descriptive' });
  });

  it('refuses a discharged asset', () => {
    expect(editScope(4)).toEqual({ ok: false, code: 'assetDischarged' });
    expect(checkNotDischarged(4)).toEqual({ ok: false, code: 'assetDischarged' });
    expect(checkNotDischarged(3)).toEqual({ ok: true });
  });
});

describe('checkDeletable', () => {
  it('deletes waiting assets only', () => {
    expect(checkDeletable(1)).toEqual({ ok: true });
    for (const status of [2, 3, 4])
      expect(checkDeletable(status)).toEqual({ ok: false, code: 'assetNotWaiting' });
  });
});

describe('checkLegalContentKept', () => {
  const stored = { historicalPriceCents: 20_000, subcategoryId: 3, universalityId: null };

  it('accepts the same price, subcategory and universality', () => {
    expect(checkLegalContentKept(stored, { ...stored })).toEqual({ ok: true });
  });

  it('refuses a cent of difference, another subcategory or a universality', () => {
    const refused = { ok: false, code: 'assetNotWaiting' };
    expect(checkLegalContentKept(stored, { ...stored, historicalPriceCents: 19_999 })).toEqual(refused);
    expect(checkLegalContentKept(stored, { ...stored, subcategoryId: 4 })).toEqual(refused);
    expect(checkLegalContentKept(stored, { ...stored, universalityId: 9 })).toEqual(refused);
  });
});

describe('checkSameRegister', () => {
  it('keeps every asset in the target register', () => {
    expect(checkSameRegister([1, 1], 1)).toEqual({ ok: true });
    expect(checkSameRegister([1, 2], 1)).toEqual({ ok: false, code: 'subcategoryOtherRegister' });
    expect(checkSameRegister([2], 1)).toEqual({ ok: false, code: 'subcategoryOtherRegister' });
  });
});
