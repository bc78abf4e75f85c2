import type { MergePackage } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PackageSites } from './handover-step.tsx';
import { MergeFacts } from './merge-facts.tsx';
import { VoucherLink } from './voucher-link.tsx';

/**
 * "Pacchetto": what the merged school handed over (its sites, goods, value and discharge); while it
 * has not, only that it has not.
 */
export function PackageStep({ pack, sellerName }: { pack: MergePackage | null; sellerName: string }) {
  const { t, i18n } = useTranslation();
  if (!pack)
    return <Alert severity="info">{t('merges.receiver.package.notYet', { seller: sellerName })}</Alert>;
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.receiver.package.intro')}</Typography>
      <MergeFacts
        facts={[
          { label: t('merges.fields.seller'), value: `${pack.sellerName} (${pack.sellerCode})` },
          {
            label: t('merges.fields.sellerDischarge'),
            value: <VoucherLink voucher={pack.discharge} kind="discharge" own={false} />,
          },
          { label: t('merges.fields.goods'), value: numbers.format(pack.goods) },
          { label: t('merges.fields.total'), value: formatCents(pack.totalCents) },
          { label: t('merges.fields.sites'), value: <PackageSites sites={pack.sites} />, wide: true },
        ]}
      />
    </Stack>
  );
}
