import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';

/**
 * How a failed year operation is shown (spec 01 §8): the refusals the user must understand and act on
 * get an alert with an "attention" or "advice" title; anything else a toast with the operation's text.
 */
export type YearFailureReaction = { kind: 'alert'; title: 'attention' | 'advice' } | { kind: 'toast' };

type Operation = 'create' | 'close' | 'reopen' | 'delete';

const ALERTS: Record<Operation, Readonly<Record<string, 'attention' | 'advice'>>> = {
  create: { twoOpenYears: 'advice', errorOngoingRenewal: 'advice' },
  close: {
    existingOutConfirmed: 'attention',
    errorClosingMovementsWithSuccessiveDates: 'attention',
    errorOngoingRenewal: 'advice',
    // Not in the spec's catalogue: closing with depreciation waits for the depreciation area, and the
    // user should read that plainly rather than in a 3-second toast.
    depreciationNotAvailable: 'advice',
  },
  reopen: {},
  delete: {},
};

export function yearFailureReaction(operation: Operation, error: unknown): YearFailureReaction {
  const title = isApiError(error) ? ALERTS[operation][error.code] : undefined;
  return title ? { kind: 'alert', title } : { kind: 'toast' };
}

const TOAST_KEYS = {
  create: 'financialYear.errorCreating',
  close: 'financialYear.errorClosing',
  reopen: 'financialYear.errorReopening',
  delete: 'financialYear.errorDeleting',
} as const;

/**
 * Shows a failed year operation as the catalogue wants. It sits with the API hooks so the shell's
 * startup check (which creates the current year) shows creation failures the same way as the screen.
 */
export function useYearFailureFeedback() {
  const { t } = useTranslation();
  const { alert } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  return useCallback(
    (operation: Operation, error: unknown, hint?: string) => {
      const reaction = yearFailureReaction(operation, error);
      if (reaction.kind === 'toast') return toast.error(t(TOAST_KEYS[operation]), error);
      const message = hint ? `${errorText(error)}. ${hint}` : errorText(error);
      void alert({ title: t(`common.${reaction.title}`), message, severity: 'warning' });
    },
    [alert, errorText, t, toast],
  );
}
