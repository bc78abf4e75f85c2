import { describe, expect, it } from 'vitest';
import { pickLanguage } from './messages.ts';

describe('pickLanguage', () => {
  it('is Italian by default and for browsers that prefer neither language', () => {
    expect(pickLanguage(undefined)).toBe('it');
    expect(pickLanguage('')).toBe('it');
    expect(pickLanguage('fr-FR,fr;q=0.9,de;q=0.8')).toBe('it');
  });

  it('is English only when English ranks above Italian', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-FR, en;q=0.5')).toBe('en');
    expect(pickLanguage('it-IT,it;q=0.9,en;q=0.8')).toBe('it');
    expect(pickLanguage('en;q=0.4, it;q=0.6')).toBe('it');
    expect(pickLanguage('en;q=0, fr')).toBe('it');
  });

  it('follows ui_locales of the authorization request before the browser', () => {
    expect(pickLanguage('en-US', 'it')).toBe('it');
    expect(pickLanguage('it-IT', 'fr en-GB')).toBe('en');
  });
});
