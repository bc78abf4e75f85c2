import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../model/import-file.ts';
import { type ImportIssue, type IssueLabels, issueTextKey, issueTextValues } from '../model/issue-text.ts';

/** A key built from a code the server sends: checked at run time, not by the compiler. */
type TextKey = 'imports.issue.unknown';

/** Turns an issue of the report into its message in the interface language. */
export function useIssueText(): (issue: ImportIssue) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (issue: ImportIssue) => {
      const language = i18n.resolvedLanguage ?? i18n.language;
      const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT');
      const known = (key: string, fallback: string) => (i18n.exists(key) ? t(key as TextKey) : fallback);
      const labels: IssueLabels = {
        movementKind: (kind) => known(`imports.movementKinds.${kind}`, kind),
        register: (register) => known(`catalogue.registerKinds.${register}`, register),
        number: (value) => numbers.format(value),
        fileSize: (bytes) => formatFileSize(bytes, language),
      };
      const key = issueTextKey(issue.code);
      if (!i18n.exists(key)) return t('imports.issue.unknown', { code: issue.code });
      return t(key as TextKey, issueTextValues(issue, labels) as { code: string });
    },
    [t, i18n],
  );
}
