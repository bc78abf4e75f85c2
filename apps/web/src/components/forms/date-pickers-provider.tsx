import 'dayjs/locale/it';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, itIT } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Day.js dates for the MUI X pickers, with Italian or English texts and calendars (weeks from Monday in Italian). */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  const texts = (english ? enUS : itIT).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={english ? 'en' : 'it'} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
