import { formatEuros } from '@inventario/shared/format/currency';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import type { DepreciationFigures } from '../model/depreciation-view.ts';

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The four figure cells of a line, right-aligned: count, actual value, depreciation, residual. */
export function FigureCells({ figures, strong }: { figures: DepreciationFigures; strong?: boolean }) {
  // The footer's own cells are small and grey: a total reads as strongly as its lines.
  const sx = strong ? { ...NUMBER, fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } : NUMBER;
  return (
    <>
      <TableCell align="right" sx={sx}>
        {figures.assetCount}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatEuros(figures.actualValue)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatEuros(figures.depreciation)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatEuros(figures.residualValue)}
      </TableCell>
    </>
  );
}

/** The headers of those four cells. */
export function FigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <TableCell align="right">{t('annualAmortization.columns.assetCount')}</TableCell>
      <TableCell align="right">{t('annualAmortization.columns.actualValue')}</TableCell>
      <TableCell align="right">{t('annualAmortization.columns.depreciation')}</TableCell>
      <TableCell align="right">{t('annualAmortization.columns.residualValue')}</TableCell>
    </>
  );
}
