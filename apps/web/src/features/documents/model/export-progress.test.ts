import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { describe, expect, it } from 'vitest';
import { exportPhaseOf, exportSettled } from './export-progress.ts';

const document = (patch: Partial<DocumentSummary>): DocumentSummary => ({
  id: 1,
  documentType: { id: 50, description: 'Esportazione di un elenco', group: 9 },
  subject: {},
  processingStatus: 1,
  failureCode: null,
  requestedBy: 'dsga',
  requestedAt: '2026-11-27T10:00:00Z',
  finishedAt: null,
  progress: null,
  files: [],
  ...patch,
});

describe('an export as its dialog follows it', () => {
  it('goes from queued to writing with its percent, then ready with its file', () => {
    expect(exportPhaseOf(undefined)).toEqual({ kind: 'queued' });
    expect(exportPhaseOf(document({}))).toEqual({ kind: 'queued' });
    expect(exportPhaseOf(document({ processingStatus: 2, progress: 40 }))).toEqual({
      kind: 'writing',
      percent: 40,
    });
    const ready = exportPhaseOf(
      document({
        processingStatus: 3,
        files: [{ position: 0, fileName: 'beni.xlsx', contentType: 'x', sizeBytes: 10 }],
      }),
    );
    expect(ready).toEqual({ kind: 'ready', fileName: 'beni.xlsx' });
    expect(exportSettled(ready)).toBe(true);
    expect(exportSettled({ kind: 'writing', percent: 90 })).toBe(false);
  });

  it('says why it failed', () => {
    expect(exportPhaseOf(document({ processingStatus: 4, failureCode: 'exportTooLarge' }))).toEqual({
      kind: 'failed',
      code: 'exportTooLarge',
    });
  });
});
