import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSource, type ListKind, type SourceView, sourceName } from '../model/mapping-lists.ts';

/** What the file says of an entry, in words: its code and name, its details in one line, its full name. */
export interface SourceText extends SourceView {
  /** `01 Sede centrale`. */
  fullName: string;
  /** `Sede 01 · C.F. BNCLRA80A41G224F`, empty when there is nothing more. */
  detailText: string;
}

/** Words what the file says of an entry of a list (registers by name, rates in the language's digits). */
export function useSourceText(): (kind: ListKind, source: Record<string, unknown>) => SourceText {
  const { t, i18n } = useTranslation();
  return useCallback(
    (kind, source) => {
      const locale = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT';
      const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      const view = describeSource(kind, source, (value) => `${numbers.format(value)}%`);
      const word = (value: string, kindOf: string) =>
        kindOf === 'register' && i18n.exists(`catalogue.registerKinds.${value}`)
          ? t(`catalogue.registerKinds.${value}` as 'catalogue.registerKinds.movable')
          : value;
      const detailText = view.details
        .map((detail) =>
          t(`imports.mapping.details.${detail.kind}`, { value: word(detail.value, detail.kind) }),
        )
        .join(' · ');
      return { ...view, fullName: sourceName(view), detailText };
    },
    [t, i18n],
  );
}
