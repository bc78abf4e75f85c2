import type { MergePackage } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDateTime } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MergeFacts } from './merge-facts.tsx';
import { VoucherLink } from './voucher-link.tsx';

/** The end: the goods charged, the charge voucher with a link to it, and the way to the asset list. */
export function ChargedStep({ pack }: { pack: MergePackage }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  if (!pack.charge) return null;
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('merges.receiver.done.charged', { seller: pack.sellerName })}</Alert>
      <MergeFacts
        facts={[
          { label: t('merges.fields.charge'), value: <VoucherLink voucher={pack.charge} kind="charge" /> },
          {
            label: t('merges.fields.charged'),
            value:
              pack.chargedBy && pack.chargedAt
                ? t('merges.byAt', { name: pack.chargedBy, at: formatDateTime(pack.chargedAt) })
                : '',
          },
          { label: t('merges.fields.goods'), value: numbers.format(pack.goods) },
          { label: t('merges.fields.total'), value: formatCents(pack.totalCents) },
        ]}
      />
      <Box>
        <Button variant="outlined" component={RouterLink} to="/assets">
          {t('merges.receiver.done.assets')}
        </Button>
      </Box>
    </Stack>
  );
}
