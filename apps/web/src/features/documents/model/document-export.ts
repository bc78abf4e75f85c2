import type { RequestedColumn } from '@inventario/shared/domain/exports/export-columns';
import type { TFunction } from 'i18next';
import { documentStatusChip, STATUS_FILTER_OPTIONS } from './document-status.ts';

/**
 * The documents list's columns as its export names them: the grid's, in its order with its headers,
 * the type's cell split in two (the type, then what it asked for, written with `subjectTemplates`),
 * the status in the chip's words; the delete button is no data.
 */
export function documentExportColumns(
  t: TFunction,
  subjectTemplates: Record<string, string>,
): RequestedColumn[] {
  const statusWords = Object.fromEntries(
    STATUS_FILTER_OPTIONS.map((status) => [
      String(status),
      t(`documents.status.${documentStatusChip(status).key}`),
    ]),
  );
  return [
    { key: 'documentType', header: t('documents.columns.type') },
    { key: 'subject', header: t('exports.documentSubject'), labels: subjectTemplates },
    { key: 'processingStatus', header: t('documents.columns.status'), labels: statusWords },
    { key: 'files', header: t('documents.columns.files') },
    { key: 'requestedBy', header: t('documents.columns.requestedBy') },
    { key: 'requestedAt', header: t('documents.columns.requestedAt') },
  ];
}
