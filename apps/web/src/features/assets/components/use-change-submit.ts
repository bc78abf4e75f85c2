import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { type ChangeDraft, changeProblem } from '../model/change-request.ts';

export interface ChangeSubmission {
  draft: ChangeDraft;
  /** The question, naming the target: "Spostare 3 beni nell'ubicazione RM01 / A2?". */
  question: string;
  noTargetMessage: string;
  run: () => Promise<{ changed: number }>;
  doneMessage: (changed: number) => string;
  failedMessage: string;
}

/**
 * Checks a change, asks for confirmation, runs it, and tells the outcome: the count in a success
 * toast, a failure in an error toast. Answers whether the change was made.
 */
export function useChangeSubmit() {
  const { t } = useTranslation();
  const { alert, confirm } = useDialogs();
  const toast = useToast();
  return async (submission: ChangeSubmission): Promise<boolean> => {
    const problem = changeProblem(submission.draft);
    if (problem) {
      const message =
        problem === 'noAssets'
          ? t('assets.changes.chooseAssets')
          : problem === 'noTarget'
            ? submission.noTargetMessage
            : t('rules.notValid');
      await alert({ title: t('common.attention'), message, severity: 'warning' });
      return false;
    }
    if (!(await confirm({ title: t('assets.changes.confirmTitle'), message: submission.question })))
      return false;
    try {
      const { changed } = await submission.run();
      toast.success(submission.doneMessage(changed));
      return true;
    } catch (error) {
      toast.error(submission.failedMessage, error);
      return false;
    }
  };
}
