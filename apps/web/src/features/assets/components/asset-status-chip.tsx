import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { classLabels, statusColor, statusLabel } from '../model/asset-status.ts';

/**
 * The asset's status in words (spec 02 §3), coloured: waiting stands out, discharged fades; an asset
 * in a proposal says whether the proposal is confirmed.
 */
export function AssetStatusChip({
  status,
  proposalStatus = null,
}: {
  status: number;
  proposalStatus?: number | null;
}) {
  const { t } = useTranslation();
  const label = statusLabel(status, proposalStatus);
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      variant="outlined"
      label={label ? t(`assets.status.${label}`) : String(status)}
      // A long status ("Proposta da confermare") wraps on two lines rather than being cut in a grid cell.
      sx={{
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.2, py: 0.25 },
      }}
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
