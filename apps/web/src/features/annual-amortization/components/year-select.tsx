import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { statusTextKey } from '@/features/financial-years';

/** The school's years, newest first, each with its status: the one whose depreciation is shown. */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly FinancialYear[];
  value: number | undefined;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const statusText = (year: FinancialYear) => {
    const key = statusTextKey(year.status.code);
    return key ? t(key) : year.status.description;
  };
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  return (
    <TextField
      select
      label={t('annualAmortization.year')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 260 }}
      size="small"
    >
      {newestFirst.map((year) => (
        <MenuItem key={year.id} value={year.year}>
          {t('annualAmortization.yearOption', { year: year.year, status: statusText(year) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
