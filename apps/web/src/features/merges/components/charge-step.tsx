import { MERGE_CAUSAL, type MergePackage, type ReceiverMerge } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { chargeDateReason } from '../model/receiver-steps.ts';
import { MergeFacts } from './merge-facts.tsx';

export interface ChargeStepProps {
  receiver: ReceiverMerge;
  pack: MergePackage;
  busy: boolean;
  onBack: () => void;
  onCharge: () => void;
}

/**
 * "Carico": the charge for merge to come (its date, 1 September or the school's last movement when
 * later, and why; causal ACC; the goods and their value) and its button.
 */
export function ChargeStep({ receiver, pack, busy, onBack, onCharge }: ChargeStepProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  const reason = chargeDateReason(receiver);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.receiver.charge.intro')}</Typography>
      <MergeFacts
        facts={[
          { label: t('merges.fields.seller'), value: `${pack.sellerName} (${pack.sellerCode})` },
          { label: t('merges.fields.chargeDate'), value: formatDate(receiver.chargeDate) },
          { label: t('merges.fields.causal'), value: t('merges.causal', { code: MERGE_CAUSAL }) },
          { label: t('merges.fields.goods'), value: numbers.format(pack.goods) },
          { label: t('merges.fields.total'), value: formatCents(pack.totalCents) },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t(`merges.receiver.charge.dateReason.${reason}`, { date: formatDate(receiver.chargeDate) })}
      </Typography>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ pt: 1, justifyContent: 'space-between' }}
      >
        <Button onClick={onBack} disabled={busy}>
          {t('merges.nav.back')}
        </Button>
        <Button variant="contained" startIcon={<MoveToInboxIcon />} loading={busy} onClick={onCharge}>
          {t('merges.receiver.charge.action')}
        </Button>
      </Stack>
    </Stack>
  );
}
