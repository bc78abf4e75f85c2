import type { MovementSummary } from '@inventario/shared/contracts/movements';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '@/components/data/number-cell.tsx';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { useDepreciationVouchers } from '../api/list-depreciation-vouchers.ts';
import type { RegisterRow } from '../model/depreciation-view.ts';
import { voucherRegisters } from '../model/year-stage.ts';

/** The decrease vouchers a year's depreciation wrote, each opening its detail, with its register. */
export function DepreciationVouchers({
  year,
  closeDate,
  registers,
}: {
  year: number;
  closeDate: string | null;
  registers: readonly RegisterRow[];
}) {
  const { t } = useTranslation();
  const query = useDepreciationVouchers(year, closeDate, true);
  if (query.isError) {
    return (
      <ListLoadFailure
        error={query.error}
        list={t('annualAmortization.vouchers.title', { year })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Typography color="text.secondary">{t('common.loading')}</Typography>;
  if (query.data.length === 0) {
    return <Typography color="text.secondary">{t('annualAmortization.vouchers.empty')}</Typography>;
  }
  const registerOf = voucherRegisters(registers);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('annualAmortization.vouchers.label', { year })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('annualAmortization.vouchers.number')}</TableCell>
            <TableCell>{t('annualAmortization.vouchers.date')}</TableCell>
            <TableCell>{t('annualAmortization.columns.register')}</TableCell>
            <TableCell align="right">{t('annualAmortization.columns.assetCount')}</TableCell>
            <TableCell align="right">{t('annualAmortization.columns.depreciation')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.map((voucher) => (
            <VoucherLine key={voucher.id} voucher={voucher} register={registerOf.get(voucher.id)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function VoucherLine({ voucher, register }: { voucher: MovementSummary; register: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell>
        <Link href={`#/value-voucher/decrease/detail/${voucher.id}`}>
          {t('annualAmortization.vouchers.voucher', { number: voucher.number, year: voucher.year })}
        </Link>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(voucher.date)}</TableCell>
      <TableCell>{register ?? '—'}</TableCell>
      <NumberCell>{voucher.assetCount}</NumberCell>
      <NumberCell>{formatEuros(voucher.totalValue)}</NumberCell>
    </TableRow>
  );
}
