import Chip from '@mui/material/Chip';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { voucherNumberText } from '@/features/movements';
import { statusKey } from '../model/external-labels.ts';

/** A movement's state: charged (with its voucher), or a warehouse movement's status; nothing otherwise. */
export function ExternalStatusChip(props: {
  status: number | null;
  charge: { number: number; year: number } | null;
}) {
  const { t } = useTranslation();
  if (props.charge) {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={t('externalMovements.charged', { number: voucherNumberText(props.charge) })}
      />
    );
  }
  const key = statusKey(props.status);
  if (!key) return null;
  return <Chip size="small" color={props.status === 2 ? 'success' : 'warning'} label={t(key as ParseKeys)} />;
}
