import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';

describe('fillTemplate', () => {
  it('fills every placeholder with its variable', () => {
    expect(
      fillTemplate('{REGISTRO} dal {DATADAL} al {DATAAL}', {
        REGISTRO: 'Beni mobili',
        DATADAL: '01/01/2026',
        DATAAL: '31/12/2026',
      }),
    ).toBe('Beni mobili dal 01/01/2026 al 31/12/2026');
  });

  it('leaves a placeholder without a value as written, so that the gap shows', () => {
    expect(fillTemplate('Sede {SEDE}', {})).toBe('Sede {SEDE}');
  });
});
