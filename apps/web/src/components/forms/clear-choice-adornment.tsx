import ClearIcon from '@mui/icons-material/Clear';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';

/**
 * The × at the end of a field whose value is chosen in a search dialog (a supplier, a debtor): it
 * clears the choice, without the click also opening the search the field opens.
 */
export function ClearChoiceAdornment({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <InputAdornment position="end">
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            onClear();
          }}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}
