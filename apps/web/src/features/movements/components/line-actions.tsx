import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export interface LineActionsProps {
  editLabel: string;
  removeLabel: string;
  /** Absent when the line cannot be edited here. */
  onEdit?: () => void;
  /** Absent when the line cannot leave the movement. */
  onRemove?: () => void;
}

/** The edit and remove buttons of an asset line, each only when the line allows it. */
export function LineActions({ editLabel, removeLabel, onEdit, onRemove }: LineActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
      {onEdit ? (
        <Tooltip title={editLabel}>
          <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onRemove ? (
        <Tooltip title={removeLabel}>
          <IconButton size="small" color="error" aria-label={removeLabel} onClick={onRemove}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
