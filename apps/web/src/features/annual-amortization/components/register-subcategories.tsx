import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useRegisterDepreciation } from '../api/get-register-depreciation.ts';
import { formatRate, subcategoryView } from '../model/depreciation-view.ts';
import { FigureCells, FigureHeaders } from './figure-cells.tsx';

/** An opened register: its depreciation by subcategory, with each subcategory's rate. */
export function RegisterSubcategories({
  year,
  registerId,
  registerName,
}: {
  year: number;
  registerId: number;
  registerName: string;
}) {
  const { t, i18n } = useTranslation();
  const query = useRegisterDepreciation(year, registerId, true);
  if (query.isError) {
    return <ListLoadFailure error={query.error} list={registerName} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Box sx={{ py: 2, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label={t('common.loading')} />
      </Box>
    );
  }
  const view = subcategoryView(query.data);
  if (view.rows.length === 0) return <Box sx={{ py: 1 }}>{t('annualAmortization.register.empty')}</Box>;
  return (
    <Table size="small" aria-label={t('annualAmortization.register.label', { register: registerName })}>
      <TableHead>
        <TableRow>
          <TableCell>{t('annualAmortization.columns.code')}</TableCell>
          <TableCell>{t('annualAmortization.columns.subcategory')}</TableCell>
          <TableCell align="right">{t('annualAmortization.columns.rate')}</TableCell>
          <FigureHeaders />
        </TableRow>
      </TableHead>
      <TableBody>
        {view.rows.map((row) => (
          <TableRow key={row.subcategoryId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code}</TableCell>
            <TableCell>{row.description}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatRate(row.rate, i18n.language)}
            </TableCell>
            <FigureCells figures={row} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
