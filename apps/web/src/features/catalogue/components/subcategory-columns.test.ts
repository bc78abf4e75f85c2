import { fillTemplate } from '@inventario/shared/domain/exports/templates';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { english } from '@/app/i18n/english.ts';
import { italian } from '@/app/i18n/resources.ts';
import { subcategoryExportWords } from './subcategory-columns.tsx';

describe("the subcategories' export words", () => {
  it("keep the rate's placeholders for the server, as the grid's button says it", async () => {
    const texts = i18next.createInstance();
    await texts.init({
      resources: { it: { translation: italian }, en: { translation: english } },
      lng: 'it',
      interpolation: { escapeValue: false },
    });
    const words = subcategoryExportWords(texts.getFixedT('it'));
    expect(words).toEqual({
      rate: { rate: '{{percent}} % dal {{year}}', none: 'Non impostata' },
      aggregation: { none: 'Nessuna' },
    });
    const rate = subcategoryExportWords(texts.getFixedT('en')).rate?.rate ?? '';
    expect(fillTemplate(rate, { percent: '12,5', year: 2020 })).toBe('12,5 % from 2020');
  });
});
