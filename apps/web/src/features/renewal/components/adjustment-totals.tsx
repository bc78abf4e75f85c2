import type { Adjustment } from '@inventario/shared/contracts/renewal-adjustments';
import { centsToEuros, formatCents, formatSignedEuros } from '@inventario/shared/format/currency';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberCell, TOTAL_CELL_SX } from '@/components/data/number-cell.tsx';
import { type AdjustmentSums, adjustmentTotals } from '../model/adjustment-list.ts';

function SumCells({ sums, strong = false }: { sums: AdjustmentSums; strong?: boolean }) {
  return (
    <>
      <NumberCell strong={strong}>{sums.count}</NumberCell>
      <NumberCell strong={strong}>{formatCents(sums.actualCents)}</NumberCell>
      <NumberCell strong={strong}>{formatCents(sums.newCents)}</NumberCell>
      <NumberCell strong={strong}>{formatSignedEuros(centsToEuros(sums.variationCents))}</NumberCell>
      <NumberCell strong={strong}>{formatCents(sums.presumedCents)}</NumberCell>
    </>
  );
}

/** The totals of each kind of adjustment present, and of them all: goods, values before and after. */
export function AdjustmentTotals({ adjustments }: { adjustments: readonly Adjustment[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  const totals = adjustmentTotals(adjustments);
  if (totals.all.count === 0) return null;
  return (
    <TableContainer>
      <Typography id={captionId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('renewalAdjustments.totals.caption')}
      </Typography>
      <Table size="small" aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('renewalAdjustments.totals.kind')}</TableCell>
            <TableCell align="right">{t('renewalAdjustments.totals.count')}</TableCell>
            <TableCell align="right">{t('renewalAdjustments.columns.actualValue')}</TableCell>
            <TableCell align="right">{t('renewalAdjustments.columns.newValue')}</TableCell>
            <TableCell align="right">{t('renewalAdjustments.columns.variation')}</TableCell>
            <TableCell align="right">{t('renewalAdjustments.columns.presumedValue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.byKind.map((row) => (
            <TableRow key={row.kind}>
              <TableCell component="th" scope="row">
                {t(`renewalAdjustments.kinds.${row.kind}`)}
              </TableCell>
              <SumCells sums={row} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL_CELL_SX}>
              {t('renewalAdjustments.totals.all')}
            </TableCell>
            <SumCells sums={totals.all} strong />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
