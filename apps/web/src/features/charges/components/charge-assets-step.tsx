import type { Universality } from '@inventario/shared/contracts/universalities';
import { formatEuros } from '@inventario/shared/format/currency';
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MovementLinesGrid, type MovementLineView, MovementTotals } from '@/features/movements';
import { type ChargeLine, lineView } from '../model/charge-lines.ts';

export interface ChargeAssetsStepProps {
  lines: readonly ChargeLine[];
  /** The server's messages about lines of a refused save, by line key. */
  problems: Readonly<Record<string, string>>;
  /** The universality charged (its components are the lines, as they are). */
  universality: Universality | null;
  /** Lines may be added and taken out (a new charge, or the latest one with no later movements). */
  canChangeLines: boolean;
  /** Shows the inventory and durable numbers (a saved charge). */
  showNumbers: boolean;
  onAdd: () => void;
  onAddWaiting: () => void;
  onEdit: (line: ChargeLine) => void;
  onRemove: (line: ChargeLine) => void;
}

/** The assets step of a charge: its lines, new assets entered in a dialog, waiting assets taken in. */
export function ChargeAssetsStep(props: ChargeAssetsStepProps) {
  const { t } = useTranslation();
  const { lines, problems } = props;
  const views = useMemo(() => lines.map((line) => lineView(line, problems[line.key])), [lines, problems]);
  const byKey = (view: MovementLineView) => lines.find((line) => line.key === view.key);
  const isFixed = props.universality !== null;
  const editable = (view: MovementLineView) => view.source === 'new' || view.source === 'existing';
  const removable = (view: MovementLineView) => {
    const line = byKey(view);
    // Components leave only with their universality.
    return props.canChangeLines && !isFixed && line?.source !== 'component' && !line?.universalityId;
  };

  return (
    <Stack spacing={2}>
      {props.universality ? (
        <Alert severity="info">
          {t('charges.assets.universalityNotice', {
            description: props.universality.description,
            count: props.universality.assetCount,
            total: formatEuros(props.universality.totalHistoricalValue),
          })}
        </Alert>
      ) : null}
      {!props.canChangeLines && !isFixed ? (
        <Alert severity="info">{t('charges.assets.linesLocked')}</Alert>
      ) : null}
      {props.canChangeLines && !isFixed ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
            {t('charges.assets.add')}
          </Button>
          <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={props.onAddWaiting}>
            {t('charges.assets.addWaiting')}
          </Button>
        </Stack>
      ) : null}
      <MovementLinesGrid
        label={t('charges.assets.gridLabel')}
        lines={views}
        showNumbers={props.showNumbers}
        emptyText={t('charges.assets.empty')}
        canEdit={editable}
        canRemove={removable}
        onEdit={
          isFixed
            ? undefined
            : (view) => {
                const line = byKey(view);
                if (line) props.onEdit(line);
              }
        }
        onRemove={
          isFixed
            ? undefined
            : (view) => {
                const line = byKey(view);
                if (line) props.onRemove(line);
              }
        }
      />
      <MovementTotals lines={lines} />
    </Stack>
  );
}
