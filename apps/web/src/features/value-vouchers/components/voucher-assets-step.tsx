import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { crossingLines, type VariationLine } from '../model/variation-lines.ts';
import { kindOf } from '../model/voucher-kind.ts';
import { VariationLinesGrid, type VariationLinesGridProps } from './variation-lines-grid.tsx';
import { VoucherTotals } from './voucher-totals.tsx';

export interface VoucherAssetsStepProps extends VariationLinesGridProps {
  kind: ValueVoucherKind;
  lines: readonly VariationLine[];
  onAdd: () => void;
}

/** The assets step of a value voucher: charged inventory assets, each with its variation. */
export function VoucherAssetsStep({ onAdd, ...grid }: VoucherAssetsStepProps) {
  const { t } = useTranslation();
  const crossing = crossingLines(grid.kind, grid.lines).length;
  const kind = kindOf(grid.kind) ?? 'decrease';
  return (
    <Stack spacing={2}>
      {grid.canChange ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('valueVouchers.assets.help', { direction: t(`valueVouchers.assets.direction.${kind}`) })}
          </Typography>
          <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={onAdd} sx={{ flexShrink: 0 }}>
            {t('valueVouchers.assets.add')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('valueVouchers.assets.linesLocked')}</Alert>
      )}
      {crossing > 0 ? (
        <Alert severity="warning">{t('valueVouchers.assets.crossingNotice', { count: crossing })}</Alert>
      ) : null}
      <VariationLinesGrid {...grid} />
      <VoucherTotals kind={grid.kind} lines={grid.lines} />
    </Stack>
  );
}
