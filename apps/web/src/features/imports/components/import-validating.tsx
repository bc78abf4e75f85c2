import type { ImportSummary } from '@inventario/shared/contracts/imports';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../model/import-file.ts';

/** The file is sent and the background job checks it: the screen asks every second until it is done. */
export function ImportValidating({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation();
  const size = formatFileSize(summary.sizeBytes, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h6" component="h2" role="status">
          {t('imports.validating.title')}
        </Typography>
        <LinearProgress aria-label={t('imports.validating.title')} sx={{ width: '100%', maxWidth: 480 }} />
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('imports.validating.detail', { fileName: summary.fileName, size })}
        </Typography>
      </Stack>
    </Paper>
  );
}
