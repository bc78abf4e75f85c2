import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './i18n.ts';

describe('the language of the texts', () => {
  it('is the first preferred language the product has, whatever its region', () => {
    expect(preferredLanguage(['en-US', 'it-IT'])).toBe('en');
    expect(preferredLanguage(['it-IT', 'en'])).toBe('it');
    expect(preferredLanguage(['de-DE', 'EN-gb'])).toBe('en');
  });

  it('is Italian when the browser prefers none of them, or says nothing', () => {
    expect(preferredLanguage(['de-DE', 'fr'])).toBe('it');
    expect(preferredLanguage([])).toBe('it');
  });
});
