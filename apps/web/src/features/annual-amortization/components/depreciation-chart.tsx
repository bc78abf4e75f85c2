import { formatEuros } from '@inventario/shared/format/currency';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { RegisterRow } from '../model/depreciation-view.ts';

/** Register names are long ("Registro dei beni mobili"): the axis keeps a readable start. */
const shortName = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);

/**
 * Each register's actual value as one bar: what stays (residual) and what the year takes
 * (depreciation). The table next to it has the same figures as numbers.
 */
export function DepreciationChart({ rows }: { rows: readonly RegisterRow[] }) {
  const { t } = useTranslation();
  return (
    <Box role="img" aria-label={t('annualAmortization.chart.label')}>
      <BarChart
        layout="horizontal"
        height={Math.max(150, 70 + rows.length * 44)}
        yAxis={[{ scaleType: 'band', data: rows.map((row) => shortName(row.description)), width: 180 }]}
        xAxis={[{ valueFormatter: (value: number) => formatEuros(value).replace(',00', '') }]}
        series={[
          {
            data: rows.map((row) => row.residualValue),
            label: t('annualAmortization.columns.residualValue'),
            stack: 'value',
            valueFormatter: (value) => (value === null ? '' : formatEuros(value)),
          },
          {
            data: rows.map((row) => row.depreciation),
            label: t('annualAmortization.columns.depreciation'),
            stack: 'value',
            valueFormatter: (value) => (value === null ? '' : formatEuros(value)),
          },
        ]}
        localeText={{ noData: t('annualAmortization.empty'), loading: t('common.loading') }}
      />
    </Box>
  );
}
