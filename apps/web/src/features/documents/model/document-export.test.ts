import { SUBJECT_TEXT_KEYS } from '@inventario/shared/domain/documents/document-subject-text';
import { templateText } from '@inventario/shared/domain/exports/templates';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '@/app/i18n/english.ts';
import { italian } from '@/app/i18n/resources.ts';
import itExports from '@/locales/it/exports.json';
import { documentExportColumns } from './document-export.ts';
import { subjectTemplates } from './document-subject.ts';

const texts = i18next.createInstance();
let t: TFunction;

beforeAll(async () => {
  await texts.init({
    resources: {
      it: { translation: { ...italian, exports: itExports } },
      en: { translation: english },
    },
    lng: 'it',
    interpolation: { escapeValue: false },
  });
  t = texts.getFixedT('it');
});

const subjectOf = (language: string) => texts.getResource(language, 'translation', 'documents.subject');

describe("the documents list's export", () => {
  it('sends the subject templates of the language, every one the subject uses, plural forms apart', () => {
    for (const language of ['it', 'en']) {
      const templates = subjectTemplates(subjectOf(language), {});
      for (const key of SUBJECT_TEXT_KEYS) {
        expect(templateText(templates, key, { count: 2 }), `${language} ${key}`).toBeDefined();
      }
    }
    const italianTemplates = subjectTemplates(subjectOf('it'), {});
    expect(italianTemplates['range.inventoryNumber']).toBe('n. {{from}}–{{to}}');
    expect(templateText(italianTemplates, 'sites', { names: 'Roma', count: 1 })).toBe('sede Roma');
    expect(subjectTemplates(subjectOf('en'), subjectOf('it')).export).toBe('“{{list}}” as {{format}}');
    // A language without a text falls back to Italian's.
    expect(subjectTemplates({ export: 'x' }, subjectOf('it')).year).toBe('esercizio {{year}}');
  });

  it("names the grid's columns with its headers, the type's cell split in two, the status in words", () => {
    const columns = documentExportColumns(t, { export: '«{{list}}»' });
    expect(columns.map((column) => [column.key, column.header])).toEqual([
      ['documentType', 'Documento'],
      ['subject', 'Oggetto'],
      ['processingStatus', 'Stato'],
      ['files', 'File'],
      ['requestedBy', 'Richiesto da'],
      ['requestedAt', 'Richiesto il'],
    ]);
    expect(columns[1]?.labels).toEqual({ export: '«{{list}}»' });
    expect(columns[2]?.labels).toEqual({
      '1': 'In coda',
      '2': 'In elaborazione',
      '3': 'Pronto',
      '4': 'Non riuscito',
    });
  });
});
