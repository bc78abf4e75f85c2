import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useShowToast } from './toast-provider.tsx';

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
  const show = useShowToast();
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useMemo(
    () => ({
      info: (message) => show({ message, variant: 'info' }),
      success: (message) => show({ message, variant: 'success' }),
      warning: (message) => show({ message, variant: 'warning' }),
      error: (message, cause) => {
        const parts = [message, cause === undefined ? undefined : errorText(cause)].filter(Boolean);
        show({ message: parts.join(': ') || t('errors.temporary'), variant: 'error' });
      },
    }),
    [show, errorText, t],
  );
}
