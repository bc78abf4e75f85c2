import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { formatDate } from '@inventario/shared/format/date';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MovementLinesGrid,
  type MovementLineView,
  MovementTotals,
  voucherNumberText,
} from '@/features/movements';
import { type DischargeLine, dischargeLineView } from '../model/discharge-lines.ts';

export interface DischargeAssetsStepProps {
  lines: readonly DischargeLine[];
  /** The proposals the lines come with (their number and date for the notice). */
  proposals: readonly MovementWithAssets[];
  /** The server's messages about lines of a refused save, by line key. */
  problems: Readonly<Record<string, string>>;
  /** Charged assets may be added and taken out (a direct discharge, or the year's latest discharge). */
  canAddCharged: boolean;
  /** Lines may be taken out (a new discharge, or the latest one with no later movements). */
  canChangeLines: boolean;
  /** The lines cannot change at all (a discharge no longer the latest). */
  locked: boolean;
  loading: boolean;
  onAddCharged: () => void;
  onRemove: (line: DischargeLine) => void;
}

/**
 * The assets step of a discharge: the assets of the proposals chosen, read-only (a proposal is
 * discharged as a whole), and charged assets chosen directly, which can be taken out.
 */
export function DischargeAssetsStep(props: DischargeAssetsStepProps) {
  const { t } = useTranslation();
  const { lines, problems } = props;
  const views = useMemo(
    () => lines.map((line) => dischargeLineView(line, problems[line.key])),
    [lines, problems],
  );
  const byKey = (view: MovementLineView) => lines.find((line) => line.key === view.key);
  const countOf = (proposalId: number) => lines.filter((line) => line.proposalId === proposalId).length;
  // Only assets chosen directly can leave: without any, the grid needs no actions column.
  const removable = props.canChangeLines && lines.some((line) => line.proposalId === null);
  return (
    <Stack spacing={2}>
      {props.proposals.map((proposal) => (
        <Alert key={proposal.id} severity="info">
          {t('discharges.assets.proposalNotice', {
            number: voucherNumberText(proposal),
            date: formatDate(proposal.date),
            count: countOf(proposal.id),
          })}
        </Alert>
      ))}
      {props.locked ? <Alert severity="info">{t('discharges.assets.linesLocked')}</Alert> : null}
      {props.canAddCharged ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={props.onAddCharged}>
            {t('discharges.assets.addCharged')}
          </Button>
        </Stack>
      ) : null}
      <MovementLinesGrid
        label={t('discharges.assets.gridLabel')}
        lines={views}
        showNumbers
        emptyText={props.loading ? t('common.loading') : t('discharges.assets.empty')}
        canRemove={(view) => byKey(view)?.proposalId === null}
        onRemove={
          removable
            ? (view) => {
                const line = byKey(view);
                if (line) props.onRemove(line);
              }
            : undefined
        }
      />
      <MovementTotals lines={lines} />
    </Stack>
  );
}
