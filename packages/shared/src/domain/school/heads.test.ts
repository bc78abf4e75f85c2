import { describe, expect, it } from 'vitest';
import { headsDifferFromCustomerArea } from './heads.ts';

describe('headsDifferFromCustomerArea', () => {
  const same = { manager: 'Anna Ferri', consignee: 'Maria Rossi', ds: 'Anna Ferri', dsga: 'Maria Rossi' };

  it('is false when both names match, ignoring surrounding spaces', () => {
    expect(headsDifferFromCustomerArea(same)).toBe(false);
    expect(headsDifferFromCustomerArea({ ...same, manager: ' Anna Ferri ' })).toBe(false);
  });

  it('is true when the DS or the DSGA changed in the customer area', () => {
    expect(headsDifferFromCustomerArea({ ...same, ds: 'Carlo Galli' })).toBe(true);
    expect(headsDifferFromCustomerArea({ ...same, dsga: 'Giulia Conti' })).toBe(true);
  });

  it('is true when the school data has no names yet but the customer area has', () => {
    expect(headsDifferFromCustomerArea({ ...same, manager: null, consignee: null })).toBe(true);
  });

  it('treats missing names on both sides as equal', () => {
    expect(headsDifferFromCustomerArea({ manager: null, consignee: null, ds: null, dsga: '' })).toBe(false);
  });
});
