import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MovementLinesGrid, MovementTotals } from '@/features/movements';
import { type ProposalLine, proposalLineView } from '../model/proposal-lines.ts';

export interface ProposalAssetsStepProps {
  lines: readonly ProposalLine[];
  /** The server's messages about lines of a refused save, by line key. */
  problems: Readonly<Record<string, string>>;
  /** Lines may be added and taken out (a new proposal, or the latest one to be confirmed). */
  canChangeLines: boolean;
  onAdd: () => void;
  onRemove: (line: ProposalLine) => void;
}

/** The assets step of a proposal: charged assets chosen in a dialog, each removable while allowed. */
export function ProposalAssetsStep(props: ProposalAssetsStepProps) {
  const { t } = useTranslation();
  const { lines, problems } = props;
  const views = useMemo(
    () => lines.map((line) => proposalLineView(line, problems[line.key])),
    [lines, problems],
  );
  const lineOf = (key: string) => lines.find((line) => line.key === key);
  return (
    <Stack spacing={2}>
      {props.canChangeLines ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={props.onAdd}>
            {t('proposals.assets.add')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('proposals.assets.linesLocked')}</Alert>
      )}
      <MovementLinesGrid
        label={t('proposals.assets.gridLabel')}
        lines={views}
        // The assets are charged: their numbers are known and name them in the registers.
        showNumbers
        emptyText={t('proposals.assets.empty')}
        canRemove={() => props.canChangeLines}
        onRemove={
          props.canChangeLines
            ? (view) => {
                const line = lineOf(view.key);
                if (line) props.onRemove(line);
              }
            : undefined
        }
      />
      <MovementTotals lines={lines} />
    </Stack>
  );
}
