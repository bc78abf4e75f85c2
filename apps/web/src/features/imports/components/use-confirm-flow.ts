import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useConfirmImport } from '../api/confirm-import.ts';
import { importKeys } from '../api/import-keys.ts';
import { type MappingConflict, mappingConflictOf } from '../model/mapping-lists.ts';

/** Why the import did not start: the error's text, and the entry it names when the mapping collides. */
export interface ConfirmRefusal {
  text: string;
  conflict: MappingConflict | undefined;
}

/**
 * "Importa": asks first (everything in one go, all or nothing), then starts the run; the screen
 * follows it as the pending import. A refusal is kept to show: with the entry of a list that collides
 * with the school's, the caller takes the user there.
 */
export function useConfirmFlow() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useConfirmImport();
  const [refusal, setRefusal] = useState<ConfirmRefusal>();

  const run = useCallback(
    async (summary: ImportSummary): Promise<ConfirmRefusal | undefined> => {
      const confirmed = await confirm({
        title: t('imports.mapping.confirm.title'),
        message: t('imports.mapping.confirm.message', { fileName: summary.fileName }),
        confirmLabel: t('imports.mapping.confirm.action'),
      });
      if (!confirmed) return undefined;
      setRefusal(undefined);
      try {
        await mutateAsync(summary.id);
        return undefined;
      } catch (error) {
        const refused = { text: errorText(error), conflict: mappingConflictOf(error) };
        setRefusal(refused);
        // The school's lists may have changed under the mapping; or the import itself (discarded,
        // started from another tab): the screen reads both again.
        void queryClient.invalidateQueries({ queryKey: importKeys.tempLists(summary.id) });
        if (!refused.conflict) void queryClient.invalidateQueries({ queryKey: importKeys.one(summary.id) });
        return refused;
      }
    },
    [confirm, errorText, mutateAsync, queryClient, t],
  );
  return { run, busy: isPending, refusal, clear: useCallback(() => setRefusal(undefined), []) };
}
