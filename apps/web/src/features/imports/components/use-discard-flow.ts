import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useDiscardImport } from '../api/discard-import.ts';
import { importKeys } from '../api/import-keys.ts';

/** Discarding to be done with it, or to upload the corrected file: the question differs. */
export type DiscardPurpose = 'discard' | 'another';

/**
 * Asks, discards the pending import, and says so. A refusal is shown, and the screen reads the
 * pending import again: someone else may have discarded it, or started its import.
 */
export function useDiscardFlow() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const discard = useDiscardImport();
  const { mutateAsync } = discard;

  const run = useCallback(
    async (summary: ImportSummary, purpose: DiscardPurpose): Promise<boolean> => {
      const confirmed = await confirm({
        title: t(purpose === 'discard' ? 'imports.actions.discardTitle' : 'imports.actions.anotherTitle'),
        message: t(
          purpose === 'discard' ? 'imports.actions.discardMessage' : 'imports.actions.anotherMessage',
          {
            fileName: summary.fileName,
          },
        ),
        confirmLabel: t(purpose === 'discard' ? 'imports.actions.discard' : 'imports.actions.uploadAnother'),
        destructive: true,
      });
      if (!confirmed) return false;
      try {
        await mutateAsync(summary.id);
        toast.success(t('imports.actions.discarded'));
        return true;
      } catch (error) {
        toast.error(t('imports.actions.discardFailed'), error);
        void queryClient.invalidateQueries({ queryKey: importKeys.pending() });
        return false;
      }
    },
    [confirm, mutateAsync, queryClient, t, toast],
  );
  return { run, busy: discard.isPending };
}
