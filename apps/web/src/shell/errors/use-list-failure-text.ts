import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listFailureReason } from './error-text.ts';

/** Turns a list's load failure into its text: which list failed, and why when the request was refused. */
export function useListFailureText(): (error: unknown, list: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, list: string) => {
      const reason = listFailureReason(error);
      const failed = t('dataGrid.loadFailed', { list });
      return reason ? `${failed} ${t(reason)}` : failed;
    },
    [t],
  );
}
