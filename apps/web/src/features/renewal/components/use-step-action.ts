import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';

export interface StepActionTexts {
  /** The confirmation's title and question, and its button. */
  title: string;
  question: string;
  confirmLabel: string;
  destructive?: boolean;
  done: string;
  failed: string;
}

/**
 * Runs a step of the renewal (revalue, renumber, their reverts, the end) after the user confirms it:
 * a toast when done; a refusal (the renewal or the registers do not allow it now) explained in a
 * dialog in the server's words; anything else as an error toast.
 */
export function useStepAction() {
  const { t } = useTranslation();
  const { alert, confirm } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  return async (
    mutation: UseMutationResult<unknown, Error, void>,
    texts: StepActionTexts,
    onDone?: () => void,
  ): Promise<void> => {
    const confirmed = await confirm({
      title: texts.title,
      message: texts.question,
      confirmLabel: texts.confirmLabel,
      destructive: texts.destructive ?? false,
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync();
      toast.success(texts.done);
      onDone?.();
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        await alert({ title: t('common.attention'), message: errorText(error), severity: 'warning' });
      } else {
        toast.error(texts.failed, error);
      }
    }
  };
}
