import type { ImportSummary } from '@inventario/shared/contracts/imports';
import { formatDateTime } from '@inventario/shared/format/date';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCodeOf } from '../model/import-result.ts';

export interface ImportFailedProps {
  summary: ImportSummary;
  onAgain: () => void;
}

/**
 * The run stopped: why, in plain words, and that nothing was written (one transaction: the school is
 * as it was). The file can be uploaded again.
 */
export function ImportFailed({ summary, onAgain }: ImportFailedProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('imports.failed.title')}
        </Typography>
        <Alert severity="error">
          <AlertTitle>{t(`imports.failed.codes.${failureCodeOf(summary.failureCode)}`)}</AlertTitle>
          {t('imports.failed.nothingWritten')}
        </Alert>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('imports.failed.file', {
            fileName: summary.fileName,
            finishedAt: formatDateTime(summary.finishedAt),
          })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={onAgain}>
            {t('imports.failed.again')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
