import { describe, expect, it } from 'vitest';
import { documentFileKind } from './document-files.ts';
import { documentStatusChip, failureTextKey, isPending } from './document-status.ts';

describe('documentStatusChip', () => {
  it('names and colours the four statuses', () => {
    expect(documentStatusChip(1)).toEqual({ key: 'queued', color: 'default' });
    expect(documentStatusChip(2)).toEqual({ key: 'processing', color: 'info' });
    expect(documentStatusChip(3)).toEqual({ key: 'done', color: 'success' });
    expect(documentStatusChip(4)).toEqual({ key: 'failed', color: 'error' });
  });

  it('reads an unknown status as queued', () => {
    expect(documentStatusChip(9).key).toBe('queued');
  });
});

describe('isPending', () => {
  it('is true for queued and processing only', () => {
    expect([1, 2, 3, 4].map(isPending)).toEqual([true, true, false, false]);
  });
});

describe('documentFileKind', () => {
  it('tells the PDF from the zebra ZPL', () => {
    expect(documentFileKind({ fileName: 'registro.pdf', contentType: 'application/pdf' })).toBe('pdf');
    expect(documentFileKind({ fileName: 'etichette.zpl', contentType: 'text/plain' })).toBe('zpl');
    expect(documentFileKind({ fileName: 'x.bin', contentType: 'application/octet-stream' })).toBe('other');
  });
});

describe('failureTextKey', () => {
  it('translates a known code and falls back on the generic failure', () => {
    expect(failureTextKey('documentNotReady')).toBe('errors.documentNotReady');
    expect(failureTextKey('somethingUnknown')).toBe('errors.documentRenderFailed');
    expect(failureTextKey(null)).toBe('errors.documentRenderFailed');
  });
});
