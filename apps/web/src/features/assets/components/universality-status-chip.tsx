import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { universalityStatusColor, universalityStatusName } from '../model/universality-status.ts';

export function UniversalityStatusChip({ status }: { status: number | null }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={universalityStatusColor(status)}
      label={t(`universalities.status.${universalityStatusName(status)}`)}
    />
  );
}
