import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { classLabels, statusColor, statusName } from '../model/asset-status.ts';

/** The asset's status in words (spec 02 §3), coloured: waiting stands out, discharged fades. */
export function AssetStatusChip({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = statusName(status);
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      variant="outlined"
      label={name ? t(`assets.status.${name}`) : String(status)}
      sx={{ maxWidth: '100%' }}
    />
  );
}

interface Classified {
  assetClass: 'inventory' | 'durable';
  status: number;
  universalityId: number | null;
}

/** "Inventariato", or "Registrato" plus "Durevole" (spec 02 §3). */
export function AssetClassChips({ asset }: { asset: Classified }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {classLabels(asset).map((label) => (
        <Chip key={label} size="small" label={t(`assets.classLabels.${label}`)} />
      ))}
    </Stack>
  );
}
