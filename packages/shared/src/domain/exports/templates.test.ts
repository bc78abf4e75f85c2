import { describe, expect, it } from 'vitest';
import { fillTemplate, templateText } from './templates.ts';

describe('templates of the words an export writes', () => {
  it('fills placeholders with the values, leaving out those it has none of', () => {
    expect(fillTemplate('fornitore {{name}}', { name: 'Acme' })).toBe('fornitore Acme');
    expect(fillTemplate('{{ percent }} % dal {{year}}', { percent: '12,5', year: 2020 })).toBe(
      '12,5 % dal 2020',
    );
    expect(fillTemplate('n. {{from}}–{{to}}', { from: '1' })).toBe('n. 1–');
    // Only its own values: nothing of the object's prototype.
    expect(fillTemplate('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('chooses the plural form by count, as i18next does for Italian and English', () => {
    const templates = {
      sites_one: 'sede {{names}}',
      sites_other: 'sedi {{names}}',
      year: 'esercizio {{year}}',
    };
    expect(templateText(templates, 'sites', { names: 'Roma', count: 1 })).toBe('sede Roma');
    expect(templateText(templates, 'sites', { names: 'Roma, Latina', count: 2 })).toBe('sedi Roma, Latina');
    expect(templateText(templates, 'year', { year: 2026 })).toBe('esercizio 2026');
    expect(templateText(templates, 'missing')).toBeUndefined();
    expect(templateText(templates, 'hasOwnProperty')).toBeUndefined();
  });
});
