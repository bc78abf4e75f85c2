import { IMPORT_FILE_NAME, IMPORT_UPLOAD_MAX_BYTES } from '@inventario/shared/contracts/imports';

export type LocalFileProblem = 'rules.importFileType' | 'errors.importTooLarge' | 'imports.upload.empty';

/**
 * Why a chosen file cannot be sent, before sending up to 50 MB for nothing (the server checks the
 * same, and the content).
 */
export function localFileProblem(file: Pick<File, 'name' | 'size'>): LocalFileProblem | undefined {
  if (!IMPORT_FILE_NAME.test(file.name)) return 'rules.importFileType';
  if (file.size === 0) return 'imports.upload.empty';
  if (file.size > IMPORT_UPLOAD_MAX_BYTES) return 'errors.importTooLarge';
  return undefined;
}

const MEGABYTE = 1024 * 1024;

/** A file's size as people read it: `812 KB`, `3,4 MB` (in the interface language's digits). */
export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', { maximumFractionDigits: digits }).format(
      value,
    );
  if (bytes < MEGABYTE) return `${number(Math.max(1, Math.ceil(bytes / 1024)), 0)} KB`;
  return `${number(bytes / MEGABYTE, 1)} MB`;
}
