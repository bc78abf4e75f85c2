import { DOCUMENT_GROUP, DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { MergePackage } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDateTime } from '@inventario/shared/format/date';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOpenPrintDialog } from '@/features/printing';
import { siteName, sitePlace } from '../model/merge-texts.ts';
import { MergeFacts } from './merge-facts.tsx';
import { VoucherLink } from './voucher-link.tsx';

/** The sites of a package, one a line: code and name, then where it is. */
export function PackageSites({ sites }: { sites: MergePackage['sites'] }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
      {sites.map((site) => {
        const place = sitePlace(site);
        return (
          <li key={site.id}>
            {siteName(site)}
            {place ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${place}`}
              </Typography>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * "Consegna": the package that went (the discharge voucher with a link to it, the sites, the goods,
 * their value, who confirmed it and when), whether the receiver has charged it, and the handover
 * report's print (the minutes' dialog on the DSGA handover, whose merge option takes the sites).
 */
export function HandoverStep({ pack }: { pack: MergePackage }) {
  const { t, i18n } = useTranslation();
  const openPrintDialog = useOpenPrintDialog();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('merges.seller.handover.sent', { receiver: pack.receiverName })}</Alert>
      <MergeFacts
        facts={[
          { label: t('merges.fields.receiver'), value: `${pack.receiverName} (${pack.receiverCode})` },
          {
            label: t('merges.fields.discharge'),
            value: <VoucherLink voucher={pack.discharge} kind="discharge" />,
          },
          {
            label: t('merges.fields.confirmed'),
            value: t('merges.byAt', { name: pack.confirmedBy, at: formatDateTime(pack.confirmedAt) }),
          },
          { label: t('merges.fields.goods'), value: numbers.format(pack.goods) },
          { label: t('merges.fields.total'), value: formatCents(pack.totalCents) },
          { label: t('merges.fields.sites'), value: <PackageSites sites={pack.sites} />, wide: true },
        ]}
      />
      {pack.charge ? (
        <Alert severity="info">
          {t('merges.seller.handover.charged', { receiver: pack.receiverName })}{' '}
          <VoucherLink voucher={pack.charge} kind="charge" own={false} />
          {pack.chargedBy && pack.chargedAt
            ? ` · ${t('merges.byAt', { name: pack.chargedBy, at: formatDateTime(pack.chargedAt) })}`
            : null}
        </Alert>
      ) : (
        <Alert severity="info">
          {t('merges.seller.handover.notCharged', { receiver: pack.receiverName })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => openPrintDialog(DOCUMENT_GROUP.minutes, DOCUMENT_TYPE.dsgaHandover)}
        >
          {t('merges.seller.handover.print')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('merges.seller.handover.printHelp')}
        </Typography>
      </Stack>
    </Stack>
  );
}
