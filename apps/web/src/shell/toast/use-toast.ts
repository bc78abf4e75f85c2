import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';

export interface Toaster {
  info(message: string): void;
  success(message: string): void;
  warning(message: string): void;
  /**
   * An error toast. With a cause, the cause's text follows the message (spec 01 §8: "the message
   * followed by the error message"); with neither, the generic temporary-error text.
   */
  error(message?: string, cause?: unknown): void;
}

/** Shows toasts: `const toast = useToast(); toast.success(t('…'))`. */
export function useToast(): Toaster {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useMemo(
    () => ({
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      warning: (message) => enqueueSnackbar(message, { variant: 'warning' }),
      error: (message, cause) => {
        const parts = [message, cause === undefined ? undefined : errorText(cause)].filter(Boolean);
        enqueueSnackbar(parts.join(': ') || t('errors.temporary'), { variant: 'error' });
      },
    }),
    [enqueueSnackbar, errorText, t],
  );
}
