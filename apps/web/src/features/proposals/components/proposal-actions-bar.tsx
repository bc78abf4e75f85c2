import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OutboxIcon from '@mui/icons-material/Outbox';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import type { ProposalActions } from '../model/proposal-status.ts';
import { useProposalCommands } from './use-proposal-commands.tsx';

export interface ProposalActionsBarProps {
  movement: MovementWithAssets;
  actions: ProposalActions;
  onEdit: () => void;
}

/**
 * What can be done with the proposal, as its status allows: edit, confirm or back to be confirmed,
 * discharge its assets (`#/discharge/new/from-out/{id}`), delete.
 */
export function ProposalActionsBar({ movement, actions, onEdit }: ProposalActionsBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commands = useProposalCommands();
  const busy = commands.pending;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/outdated')}>
        {t('proposals.actions.backToList')}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: { sm: 'auto' } }}>
        {actions.discharge ? (
          <Button
            variant="contained"
            startIcon={<OutboxIcon />}
            onClick={() => void navigate(`/discharge/new/from-out/${movement.id}`)}
          >
            {t('proposals.actions.discharge')}
          </Button>
        ) : null}
        {actions.confirm ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<TaskAltIcon />}
            disabled={busy}
            onClick={() => void commands.confirm(movement)}
          >
            {t('proposals.actions.confirm')}
          </Button>
        ) : null}
        {actions.removeConfirmation ? (
          <Button
            variant="outlined"
            startIcon={<UndoIcon />}
            disabled={busy}
            onClick={() => void commands.restore(movement)}
          >
            {t('proposals.actions.removeConfirmation')}
          </Button>
        ) : null}
        {actions.edit ? (
          <Button variant="outlined" startIcon={<EditIcon />} disabled={busy} onClick={onEdit}>
            {t('proposals.actions.edit')}
          </Button>
        ) : null}
        {actions.confirm ? (
          <ExplainedButton
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={busy}
            disabledReason={actions.delete ? undefined : t('proposals.detail.notDeletable')}
            onClick={async () => {
              if (await commands.remove(movement)) void navigate('/outdated');
            }}
          >
            {t('proposals.actions.delete')}
          </ExplainedButton>
        ) : null}
      </Stack>
    </Stack>
  );
}
