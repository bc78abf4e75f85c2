import { describe, expect, it } from 'vitest';
import { chargeDateAllowed, renewalDateOf } from './renewal-date.ts';

describe('renewalDateOf', () => {
  it('is 31 December of the chosen year', () => {
    expect(renewalDateOf(2021)).toBe('2021-12-31');
    expect(renewalDateOf(2031)).toBe('2031-12-31');
  });
});

describe('chargeDateAllowed', () => {
  it('allows a charge up to the renewal date, that day included, and refuses one after it', () => {
    expect(chargeDateAllowed('2021-06-30', '2021-12-31')).toBe(true);
    expect(chargeDateAllowed('2021-12-31', '2021-12-31')).toBe(true);
    expect(chargeDateAllowed('2022-01-01', '2021-12-31')).toBe(false);
  });

  it('reads only the day of a date with a time', () => {
    expect(chargeDateAllowed('2021-12-31T23:59:00Z', '2021-12-31')).toBe(true);
    expect(chargeDateAllowed('2022-01-01T00:00:00Z', '2021-12-31')).toBe(false);
  });
});
