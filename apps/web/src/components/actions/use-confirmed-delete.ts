import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';

export interface ConfirmedDelete {
  /** The question: "Eliminare la sede RM01?" and what goes away. */
  title: string;
  message: string;
  /** Why it cannot go when the server answers `errorFK` (what still uses it). */
  inUseMessage: string;
  deletedMessage: string;
  run: () => Promise<unknown>;
}

/**
 * Asks, deletes, and tells the outcome: a toast when done; when the element is still in use
 * (`errorFK`) an alert that says what uses it; any other failure as an error toast.
 */
export function useConfirmedDelete(): (request: ConfirmedDelete) => Promise<boolean> {
  const { t } = useTranslation();
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  return useCallback(
    async (request) => {
      const confirmed = await confirm({
        title: request.title,
        message: request.message,
        confirmLabel: t('forms.delete'),
        destructive: true,
      });
      if (!confirmed) return false;
      try {
        await request.run();
        toast.success(request.deletedMessage);
        return true;
      } catch (error) {
        if (isApiError(error) && error.code === 'errorFK') {
          await alert({ title: t('errors.errorFK'), message: request.inUseMessage, severity: 'warning' });
        } else {
          toast.error(t('forms.deleteFailed'), error);
        }
        return false;
      }
    },
    [alert, confirm, t, toast],
  );
}
