import { formatEuros } from '@inventario/shared/format/currency';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '@/components/data/number-cell.tsx';
import type { DepreciationFigures } from '../model/depreciation-view.ts';

/** The four figure cells of a line, right-aligned: count, actual value, depreciation, residual. */
export function FigureCells({ figures, strong }: { figures: DepreciationFigures; strong?: boolean }) {
  return (
    <>
      <NumberCell strong={strong}>{figures.assetCount}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(figures.actualValue)}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(figures.depreciation)}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(figures.residualValue)}</NumberCell>
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
