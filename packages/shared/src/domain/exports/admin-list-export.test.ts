import { describe, expect, it } from 'vitest';
import type { Subcategory } from '../../contracts/catalogue.ts';
import type { DocumentSummary } from '../../contracts/documents.ts';
import type { Location } from '../../contracts/placement.ts';
import { LOCATION_EXPORT_COLUMNS, SUBCATEGORY_EXPORT_COLUMNS } from './admin-list-export.ts';
import { DOCUMENT_EXPORT_COLUMNS } from './document-export.ts';
import { type ExportColumn, exportValueOf } from './export-columns.ts';

const cellOf = <R>(column: ExportColumn<R> | undefined, row: R, labels?: Record<string, string>) => {
  if (!column) throw new Error('no such column');
  return exportValueOf(column, { key: 'k', header: 'h', labels }, row);
};

const subcategory: Subcategory = {
  id: 1,
  code: '01',
  description: 'Pianoforti',
  category: { id: 2, code: '77', description: 'Strumenti musicali' },
  register: { id: 3, description: 'Beni mobili', kind: 'movable' },
  rate: { percent: 12.5, validFromYear: 2020 },
  aggregation: null,
  defaultCode: null,
};

describe('the admin lists as an export sees them', () => {
  const rateWords = { rate: '{{percent}} % dal {{year}}', none: 'Non impostata' };

  it("writes a subcategory's rate and aggregation as the grid says them, numbers the Italian way", () => {
    expect(cellOf(SUBCATEGORY_EXPORT_COLUMNS.rate, subcategory, rateWords)).toBe('12,5 % dal 2020');
    expect(cellOf(SUBCATEGORY_EXPORT_COLUMNS.rate, { ...subcategory, rate: null }, rateWords)).toBe(
      'Non impostata',
    );
    expect(
      cellOf(
        SUBCATEGORY_EXPORT_COLUMNS.rate,
        { ...subcategory, rate: { percent: 1234.5, validFromYear: 2020 } },
        {},
      ),
    ).toBe('1234,5 %');
    expect(cellOf(SUBCATEGORY_EXPORT_COLUMNS.aggregation, subcategory, { none: 'Nessuna' })).toBe('Nessuna');
    const aggregated = { ...subcategory, aggregation: { id: 9, code: 'A1', description: 'Arredi' } };
    expect(cellOf(SUBCATEGORY_EXPORT_COLUMNS.aggregation, aggregated, { none: 'Nessuna' })).toBe('A1');
  });

  it("writes a location's state in the client's words", () => {
    const location: Location = {
      id: 1,
      code: 'L1',
      description: 'Aula',
      notes: null,
      roomNumber: null,
      floorNumber: null,
      active: false,
      site: { id: 1, code: 'RM01', description: 'Sede' },
      subConsignee: null,
    };
    const words = { true: 'Attiva', false: 'Non attiva' };
    expect(cellOf(LOCATION_EXPORT_COLUMNS.active, location, words)).toBe('Non attiva');
    expect(cellOf(LOCATION_EXPORT_COLUMNS.siteCode, location)).toBe('RM01');
  });

  it("writes a document's subject with the client's templates, or its values alone without them", () => {
    const document: DocumentSummary = {
      id: 1,
      documentType: { id: 7, description: 'Registro di inventario', group: 1 },
      subject: { register: 'Beni mobili', atDate: '2026-12-31', sites: { names: ['Roma'], count: 3 } },
      processingStatus: 3,
      failureCode: null,
      requestedBy: 'dsga',
      requestedAt: '2026-03-05T09:07:00.000Z',
      finishedAt: null,
      progress: null,
      files: [
        { position: 0, fileName: 'registro.pdf', contentType: 'application/pdf', sizeBytes: 1 },
        { position: 1, fileName: 'registro.zpl', contentType: 'text/plain', sizeBytes: 1 },
      ],
    };
    const templates = {
      atDate: 'al {{date}}',
      andMore: '{{names}} e altri {{count}}',
      sites_one: 'sede {{names}}',
      sites_other: 'sedi {{names}}',
    };
    expect(cellOf(DOCUMENT_EXPORT_COLUMNS.subject, document, templates)).toBe(
      'Beni mobili · sedi Roma e altri 2 · al 31/12/2026',
    );
    expect(cellOf(DOCUMENT_EXPORT_COLUMNS.subject, document, {})).toBe('Beni mobili · Roma 2 3 · 31/12/2026');
    expect(cellOf(DOCUMENT_EXPORT_COLUMNS.subject, { ...document, subject: {} }, templates)).toBeNull();
    expect(cellOf(DOCUMENT_EXPORT_COLUMNS.files, document)).toBe('registro.pdf\nregistro.zpl');
    expect(cellOf(DOCUMENT_EXPORT_COLUMNS.processingStatus, document, { '3': 'Pronto' })).toBe('Pronto');
  });
});
