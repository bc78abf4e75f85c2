import { describe, expect, it } from 'vitest';
import { formatFileSize, localFileProblem } from './import-file.ts';

const MB = 1024 * 1024;

describe('localFileProblem', () => {
  it('takes .xlsx, .csv and .zip files up to 50 MB, whatever the case of the extension', () => {
    expect(localFileProblem({ name: 'inventario.xlsx', size: 50 * MB })).toBeUndefined();
    expect(localFileProblem({ name: 'BENI.CSV', size: 10 })).toBeUndefined();
    expect(localFileProblem({ name: 'fogli.zip', size: 10 })).toBeUndefined();
  });

  it('refuses another extension, an empty file and one over 50 MB with their texts', () => {
    expect(localFileProblem({ name: 'inventario.xls', size: 10 })).toBe('rules.importFileType');
    expect(localFileProblem({ name: 'inventario.xlsx', size: 0 })).toBe('imports.upload.empty');
    expect(localFileProblem({ name: 'inventario.xlsx', size: 50 * MB + 1 })).toBe('errors.importTooLarge');
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes whole and megabytes with one decimal, in the language', () => {
    expect(formatFileSize(1500, 'it')).toBe('2 KB');
    expect(formatFileSize(3.45 * MB, 'it')).toBe('3,5 MB');
    expect(formatFileSize(3.45 * MB, 'en')).toBe('3.5 MB');
  });
});
