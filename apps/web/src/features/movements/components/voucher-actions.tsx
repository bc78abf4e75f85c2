import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';

export interface VoucherActionsProps {
  backLabel: string;
  onBack: () => void;
  editLabel: string;
  onEdit: () => void;
  /** Why the voucher cannot be edited (its tooltip); undefined when it can. */
  editProblem?: string;
  deleteLabel: string;
  onDelete: () => void;
  /** Why the voucher cannot be deleted (its tooltip); undefined when it can. */
  deleteProblem?: string;
  /** Something edit and delete need is still loading: they wait. */
  waiting?: boolean;
}

/**
 * The actions above a voucher's page: back to its list, then, on the right, edit and delete, each
 * disabled with the reason in its tooltip (from the keyboard too) when the voucher does not allow it.
 */
export function VoucherActions(props: VoucherActionsProps) {
  const { editProblem, deleteProblem, waiting = false } = props;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={props.onBack}>
        {props.backLabel}
      </Button>
      <ExplainedButton
        variant="contained"
        startIcon={<EditIcon />}
        onClick={props.onEdit}
        disabled={waiting}
        disabledReason={editProblem}
        sx={{ ml: 'auto' }}
      >
        {props.editLabel}
      </ExplainedButton>
      <ExplainedButton
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={waiting}
        disabledReason={deleteProblem}
        onClick={props.onDelete}
      >
        {props.deleteLabel}
      </ExplainedButton>
    </Stack>
  );
}
