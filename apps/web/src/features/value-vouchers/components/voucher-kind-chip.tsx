import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { VoucherKind } from '../model/voucher-kind.ts';

/** A voucher's kind at a glance: a decrease or an increase, with its arrow. */
export function VoucherKindChip({ kind }: { kind: VoucherKind }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kind === 'decrease' ? 'warning' : 'success'}
      icon={kind === 'decrease' ? <TrendingDownIcon /> : <TrendingUpIcon />}
      label={t(`valueVouchers.kinds.${kind}`)}
    />
  );
}
