import { describe, expect, it } from 'vitest';
import { canDeactivateLocation, normalizeCode, sameCode } from './placement.ts';

describe('codes', () => {
  it('treat case and surrounding spaces as the same code', () => {
    expect(normalizeCode('  a1 ')).toBe('A1');
    expect(sameCode('lab-1', 'LAB-1 ')).toBe(true);
    expect(sameCode('LAB-1', 'LAB-2')).toBe(false);
  });

  it('keep inner spaces, which make another code', () => {
    expect(sameCode('AULA 1', 'AULA1')).toBe(false);
  });
});

describe('canDeactivateLocation', () => {
  it('allows an empty location', () => {
    expect(canDeactivateLocation({ waitingAssets: 0, undischargedAssets: 0 })).toBe(true);
  });

  it('refuses a location with one waiting or one undischarged asset', () => {
    expect(canDeactivateLocation({ waitingAssets: 1, undischargedAssets: 0 })).toBe(false);
    expect(canDeactivateLocation({ waitingAssets: 0, undischargedAssets: 1 })).toBe(false);
  });
});
