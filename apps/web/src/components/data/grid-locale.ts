import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, itIT } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The grid's own texts (MUI X itIT/enUS) in the interface language, with the app's empty text. */
export function useGridLocaleText(emptyText?: string): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const base = (language === 'en' ? enUS : itIT).components.MuiDataGrid.defaultProps.localeText;
    const empty = emptyText ?? t('dataGrid.empty');
    return { ...base, noRowsLabel: empty, noResultsOverlayLabel: empty };
  }, [language, emptyText, t]);
}
