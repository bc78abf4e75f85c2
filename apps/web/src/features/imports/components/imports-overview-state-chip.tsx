import type { ImportState } from '@inventario/shared/contracts/imports';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { overviewStateColor } from '../model/imports-overview-rows.ts';

/** An import's state as a chip: imported green, failed or with errors red, under way blue, ready amber. */
export function ImportsOverviewStateChip({ state }: { state: ImportState }) {
  const { t } = useTranslation();
  const color = overviewStateColor(state);
  return (
    <Chip
      size="small"
      color={color}
      label={t(`imports.overview.states.${state}`)}
      // The dark theme's red is too light under its white text (WCAG AA): its darker tone is not.
      sx={(theme) =>
        theme.palette.mode === 'dark' && color === 'error' ? { bgcolor: theme.palette.error.dark } : {}
      }
    />
  );
}
