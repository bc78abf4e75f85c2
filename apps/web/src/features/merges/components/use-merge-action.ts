import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';

export interface MergeActionTexts {
  title: string;
  question: string;
  confirmLabel: string;
  done: string;
  failed: string;
}

/**
 * Runs a merge's voucher (the discharge, the charge) once the user confirms it: a toast when done; a
 * refusal (`errors.<code>`: blockers left, a site taken, the package not confirmed…) explained in a
 * dialog, unless `onRefused` takes it (a mapping to correct); anything else as an error toast.
 * Resolves whether the voucher was made.
 */
export function useMergeAction() {
  const { t } = useTranslation();
  const { alert, confirm } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  return async (
    run: () => Promise<unknown>,
    texts: MergeActionTexts,
    onRefused?: (error: unknown) => boolean,
  ): Promise<boolean> => {
    const confirmed = await confirm({
      title: texts.title,
      message: texts.question,
      confirmLabel: texts.confirmLabel,
    });
    if (!confirmed) return false;
    try {
      await run();
      toast.success(texts.done);
      return true;
    } catch (error) {
      if (onRefused?.(error)) return false;
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        await alert({ title: t('common.attention'), message: errorText(error), severity: 'warning' });
      } else {
        toast.error(texts.failed, error);
      }
      return false;
    }
  };
}
