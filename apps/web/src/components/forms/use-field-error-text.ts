import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text of a field message: schemas and the server give i18n keys (`rules.mandatory`,
 * `errors.siteCodeExists`); anything else (a zod default text) is shown as it is.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return i18n.exists(message) ? t(message as ParseKeys) : message;
    },
    [t, i18n],
  );
}
