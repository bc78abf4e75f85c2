import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface RowActionsProps {
  /** Accessible names, naming the row: "Modifica sede RM01". */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete buttons of a list row; clicks do not reach the row (which may select it). */
export function RowActions(props: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
      <Tooltip title={props.editLabel}>
        <IconButton
          size="small"
          aria-label={props.editLabel}
          onClick={(event) => {
            event.stopPropagation();
            props.onEdit();
          }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={props.deleteLabel}>
        <IconButton
          size="small"
          color="error"
          aria-label={props.deleteLabel}
          onClick={(event) => {
            event.stopPropagation();
            props.onDelete();
          }}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

export interface RowButtonProps {
  /** The accessible name, naming the row: "Segna come rilevato BM 12". */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'error' | 'primary';
  disabled?: boolean;
}

/**
 * One icon action of a grid row; the click does not reach the row (which may select it). The span
 * keeps the tooltip on a disabled button, which takes no pointer events of its own.
 */
export function RowButton(props: RowButtonProps) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          color={props.color ?? 'default'}
          disabled={props.disabled ?? false}
          onClick={(event) => {
            event.stopPropagation();
            props.onClick();
          }}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
