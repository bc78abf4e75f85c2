import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey } from './error-text.ts';

/** Turns any failure into the text to show: the i18n text of its code, the server text, or 'ERRORE!'. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const described = errorTextKey(error);
      return described.kind === 'key' ? t(described.key) : described.text;
    },
    [t],
  );
}
