import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { getDownloadUrl, openDownload } from '../api/download-document.ts';

/** Download one of a document's files (through a fresh signed URL) and delete a document after a confirm. */
export function useDocumentActions() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const toast = useToast();
  const remove = useDeleteDocument();
  const confirmedDelete = useConfirmedDelete();

  const download = useCallback(
    async (document: DocumentSummary, position: number) => {
      const file = document.files.find((candidate) => candidate.position === position);
      try {
        const url = await getDownloadUrl(inventory, document.id, position);
        openDownload(url, file?.fileName ?? '');
      } catch (error) {
        toast.error(t('documents.downloadFailed'), error);
      }
    },
    [inventory, t, toast],
  );

  const deleteDocument = useCallback(
    (document: DocumentSummary) => {
      const type = document.documentType.description;
      return confirmedDelete({
        title: t('documents.deleteConfirm.title'),
        message: t('documents.deleteConfirm.message', { type }),
        inUseMessage: t('errors.errorFK'),
        deletedMessage: t('documents.deleted', { type }),
        run: () => remove.mutateAsync(document.id),
      });
    },
    [confirmedDelete, remove, t],
  );

  return { download, deleteDocument };
}
