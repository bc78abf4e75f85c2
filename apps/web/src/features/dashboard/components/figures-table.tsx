import { formatEuros } from '@inventario/shared/format/currency';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

export interface FigureRow {
  key: string;
  label: string;
  count: number;
  value: number;
}

/** The figures a chart draws, as numbers: what a screen reader reads and what a careful eye checks. */
export function FiguresTable({
  caption,
  rows,
  nameHeader,
}: {
  caption: string;
  rows: readonly FigureRow[];
  nameHeader: string;
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{nameHeader}</TableCell>
          <TableCell align="right">{t('dashboard.figures.count')}</TableCell>
          <TableCell align="right">{t('dashboard.figures.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.label}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.count}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatEuros(row.value)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
