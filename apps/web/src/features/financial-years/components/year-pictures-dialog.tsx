import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberCell, TOTAL_CELL_SX } from '@/components/data/number-cell.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useYearPictures } from '../api/get-year-pictures.ts';
import { type PictureFigures, picturesView } from '../model/year-pictures.ts';

/** A closed year's historical pictures: each register's consistency, inventory and durable, at the close. */
export function YearPicturesDialog({ year, onClose }: { year: FinancialYear; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="year-pictures-title">
      <DialogTitle id="year-pictures-title">
        {t('financialYear.pictures.title', { year: year.year })}
      </DialogTitle>
      <DialogContent>
        <PicturesContent year={year} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function PicturesContent({ year }: { year: FinancialYear }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const query = useYearPictures(year.id);
  if (query.isError) return <Alert severity="error">{errorText(query.error)}</Alert>;
  if (!query.data) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  const view = picturesView(query.data);
  if (view.rows.length === 0) return <Typography>{t('financialYear.pictures.empty')}</Typography>;
  const taken = view.takenAt ? new Date(view.takenAt) : undefined;
  const time = taken
    ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(taken)
    : '';
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('financialYear.pictures.subtitle', {
          endDate: formatDate(year.endDate),
          takenDate: formatDate(view.takenAt),
          takenTime: time,
        })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('financialYear.pictures.tableLabel', { year: year.year })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('financialYear.pictures.register')}</TableCell>
              <TableCell>{t('financialYear.pictures.assetClass')}</TableCell>
              <TableCell align="right">{t('financialYear.pictures.assetCount')}</TableCell>
              <TableCell align="right">{t('financialYear.pictures.historicalValue')}</TableCell>
              <TableCell align="right">{t('financialYear.pictures.actualValue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.rows.map((row) => (
              <TableRow key={`${row.registerId}-${row.assetClass}`}>
                <TableCell>{row.description}</TableCell>
                <TableCell>{t(`financialYear.pictures.classes.${row.assetClass}`)}</TableCell>
                <Figures figures={row} />
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TotalLine label={t('financialYear.pictures.totalInventory')} figures={view.totals.inventory} />
            <TotalLine label={t('financialYear.pictures.totalDurable')} figures={view.totals.durable} />
            <TotalLine label={t('financialYear.pictures.total')} figures={view.totals.all} />
          </TableFooter>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function Figures({ figures, strong }: { figures: PictureFigures; strong?: boolean }) {
  return (
    <>
      <NumberCell strong={strong}>{figures.assetCount}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(figures.historicalValue)}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(figures.actualValue)}</NumberCell>
    </>
  );
}

function TotalLine({ label, figures }: { label: string; figures: PictureFigures }) {
  return (
    <TableRow>
      <TableCell colSpan={2} sx={TOTAL_CELL_SX}>
        {label}
      </TableCell>
      <Figures figures={figures} strong />
    </TableRow>
  );
}
