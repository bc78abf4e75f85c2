import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { formatDateTime } from '@inventario/shared/format/date';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImportsOverviewStateChip } from './imports-overview-state-chip.tsx';

/** The latest import of the screen's kind that ended: what it was, and the way to its result again. */
export function LastImport({ summary, onShow }: { summary: ImportSummary; onShow: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2">
            {t('imports.last.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <ImportsOverviewStateChip state={summary.state} />
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('imports.last.detail', {
                fileName: summary.fileName,
                finishedAt: formatDateTime(summary.finishedAt),
              })}
            </Typography>
          </Stack>
        </Stack>
        <Button variant="outlined" onClick={onShow} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('imports.last.show')}
        </Button>
      </Stack>
    </Paper>
  );
}
