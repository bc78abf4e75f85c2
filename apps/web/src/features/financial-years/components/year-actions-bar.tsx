import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import type { YearActionTargets } from '../model/year-actions.ts';

export interface YearActionsBarProps {
  targets: YearActionTargets | undefined;
  busy: boolean;
  onCreate: (year: number) => void;
  onClose: () => void;
  onReopen: () => void;
  onDelete: () => void;
}

/**
 * One button per action, naming the year it applies to; a button without a year to act on is
 * disabled. "Nuovo esercizio" stays enabled with two open years, so the refusal explains itself;
 * deleting a year with movements is disabled with the reason (the server refuses it anyway).
 */
export function YearActionsBar({
  targets,
  busy,
  onCreate,
  onClose,
  onReopen,
  onDelete,
}: YearActionsBarProps) {
  const { t } = useTranslation();
  const disabled = busy || !targets;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={disabled}
        onClick={() => targets && onCreate(targets.create)}
      >
        {t('financialYear.actions.create')}
      </Button>
      {targets?.close && (
        <Button variant="outlined" startIcon={<LockIcon />} disabled={disabled} onClick={onClose}>
          {t('financialYear.actions.close', { year: targets.close.year })}
        </Button>
      )}
      {targets?.reopen && (
        <Button variant="outlined" startIcon={<LockOpenIcon />} disabled={disabled} onClick={onReopen}>
          {t('financialYear.actions.reopen', { year: targets.reopen.year })}
        </Button>
      )}
      {targets?.remove && (
        <ExplainedButton
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={disabled}
          disabledReason={
            targets.removeRefusal === 'yearHasMovements'
              ? t('financialYear.actions.deleteHasMovements', {
                  year: targets.remove.year,
                  count: targets.remove.movementCount,
                })
              : targets.removeRefusal && t(`errors.${targets.removeRefusal}`)
          }
          onClick={onDelete}
        >
          {t('financialYear.actions.delete', { year: targets.remove.year })}
        </ExplainedButton>
      )}
    </Stack>
  );
}
