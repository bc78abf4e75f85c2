import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FoldableFiltersProps {
  /** How many filters are set, which the folded toggle says. */
  activeCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A list's filters, folded on a phone behind a "Filtri" toggle that counts the active ones: stacked,
 * eleven fields filled more than a screen before the first row. On wider screens they show as they are.
 */
export function FoldableFilters({ activeCount, open, onOpenChange, children }: FoldableFiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const id = useId();
  if (!phone) return children;
  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {activeCount === 0
          ? t('forms.filters.toggle')
          : t('forms.filters.toggleActive', { count: activeCount })}
      </Button>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </Stack>
  );
}
