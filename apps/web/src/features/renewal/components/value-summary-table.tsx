import type { ValueSummaryRowView } from '@inventario/shared/contracts/renewal-values';
import { formatEuros, formatSignedEuros } from '@inventario/shared/format/currency';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { NumberCell, TOTAL_CELL_SX } from '@/components/data/number-cell.tsx';

/**
 * One summary of the revaluation: a row per key (register, category, subcategory or adjustment) with
 * its goods and their values before and after, and the total of the goods below.
 */
export function ValueSummaryTable({
  label,
  heading,
  rows,
  total,
  labelOf = (row) => row.label,
}: {
  /** The table's accessible name. */
  label: string;
  /** The first column's heading. */
  heading: string;
  rows: readonly ValueSummaryRowView[];
  total: ValueSummaryRowView;
  labelOf?: (row: ValueSummaryRowView) => string;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{heading}</TableCell>
            <TableCell align="right">{t('renewal.values.assets')}</TableCell>
            <TableCell align="right">{t('renewal.values.before')}</TableCell>
            <TableCell align="right">{t('renewal.values.after')}</TableCell>
            <TableCell align="right">{t('renewal.values.variation')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row.key)}>
              <TableCell>{labelOf(row)}</TableCell>
              <NumberCell>{row.assets}</NumberCell>
              <NumberCell>{formatEuros(row.before)}</NumberCell>
              <NumberCell>{formatEuros(row.after)}</NumberCell>
              <NumberCell>{formatSignedEuros(row.variation)}</NumberCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={TOTAL_CELL_SX}>{t('renewal.values.total')}</TableCell>
            <NumberCell strong>{total.assets}</NumberCell>
            <NumberCell strong>{formatEuros(total.before)}</NumberCell>
            <NumberCell strong>{formatEuros(total.after)}</NumberCell>
            <NumberCell strong>{formatSignedEuros(total.variation)}</NumberCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
