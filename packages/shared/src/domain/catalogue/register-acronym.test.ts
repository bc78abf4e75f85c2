import { describe, expect, it } from 'vitest';
import { registerKinds } from '../../contracts/catalogue.ts';
import {
  categoryCodeText,
  REGISTER_ACRONYMS,
  registerAcronym,
  registerNumberText,
} from './register-acronym.ts';

describe('register acronyms', () => {
  it('every register has one, and no two registers share it', () => {
    const acronyms = registerKinds.map(registerAcronym);
    expect(acronyms.every((acronym) => /^[A-Z]{2,3}$/.test(acronym))).toBe(true);
    expect(new Set(acronyms).size).toBe(registerKinds.length);
    expect(Object.keys(REGISTER_ACRONYMS).sort()).toEqual([...registerKinds].sort());
  });

  it('number 1 of the movable assets and number 1 of the books read apart', () => {
    expect(registerNumberText('movable', 1)).toBe('BM 1');
    expect(registerNumberText('books', 1)).toBe('LB 1');
  });

  it('a waiting asset, not yet numbered, shows no number at all', () => {
    expect(registerNumberText('movable', null)).toBe('');
    expect(registerNumberText('movable', undefined)).toBe('');
  });

  it('category 01 of two registers reads apart', () => {
    expect(categoryCodeText('movable', '01')).toBe('BM 01');
    expect(categoryCodeText('books', '01')).toBe('LB 01');
  });
});
