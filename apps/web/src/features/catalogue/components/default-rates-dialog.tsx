import type { Subcategory } from '@inventario/shared/contracts/catalogue';
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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { type DefaultRate, useDefaultRates } from '../api/list-default-rates.ts';
import { formatPercent } from '../model/subcategory-filters.ts';
import { subcategoryName } from './subcategory-columns.tsx';
import { useRateText } from './use-rate-text.ts';

function DefaultRatesTable({ rates, label }: { rates: readonly DefaultRate[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('catalogue.defaultRates.columns.validFromYear')}</TableCell>
          <TableCell align="right">{t('catalogue.defaultRates.columns.percent')}</TableCell>
          <TableCell>{t('catalogue.defaultRates.columns.source')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rates.map((rate) => (
          <TableRow key={rate.validFromYear}>
            <TableCell>{rate.validFromYear}</TableCell>
            <TableCell align="right">{formatPercent(rate.percent, i18n.language)}</TableCell>
            <TableCell>{rate.source}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export interface DefaultRatesDialogProps {
  subcategory: Subcategory;
  onClose: () => void;
}

/** The default rates, by year, of the entry a subcategory was seeded from, beside the school's own. */
export function DefaultRatesDialog({ subcategory, onClose }: DefaultRatesDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rateText = useRateText();
  const titleId = useId();
  const rates = useDefaultRates(subcategory.id);
  const body = () => {
    if (rates.isPending)
      return <CircularProgress aria-label={t('common.loading')} sx={{ alignSelf: 'center' }} />;
    if (rates.isError)
      return (
        <Alert severity="error">
          {t('catalogue.defaultRates.loadFailed')}: {errorText(rates.error)}
        </Alert>
      );
    if (rates.data.length === 0) return <Alert severity="info">{t('catalogue.defaultRates.none')}</Alert>;
    return (
      <DefaultRatesTable
        rates={rates.data}
        label={t('catalogue.defaultRates.title', { code: subcategoryName(subcategory) })}
      />
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('catalogue.defaultRates.title', { code: subcategoryName(subcategory) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {subcategory.register.description} · {subcategory.category.code}{' '}
            {subcategory.category.description} · {rateText(subcategory)}
          </Typography>
          <Typography variant="body2">{t('catalogue.defaultRates.intro')}</Typography>
          {body()}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
