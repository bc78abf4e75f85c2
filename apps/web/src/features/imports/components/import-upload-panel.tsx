import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessagesOf } from '@/components/forms/server-field-errors.ts';
import { isApiError } from '@/lib/api/api-error.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { importKeys } from '../api/import-keys.ts';
import { useUploadImport } from '../api/upload-import.ts';
import { localFileProblem } from '../model/import-file.ts';
import type { ImportTarget } from '../model/import-target.ts';

const ACCEPTED = '.xlsx,.csv,.zip';

/** Why the upload was refused: the rules' texts of a refused name, else the error's own text. */
function useUploadFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) => {
    const fields = fieldMessagesOf(error);
    return fields.length > 0
      ? fields.map((field) => t(field.message as 'rules.importFileType')).join(' ')
      : errorText(error);
  };
}

/**
 * The file, dropped or chosen: checked here for its extension and size, then sent with a progress
 * bar. Once sent, the school's pending import is this one and the screen follows its check.
 */
export function ImportUploadPanel({
  target,
  autoFocus = false,
}: {
  target: ImportTarget;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const failureText = useUploadFailureText();
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = useUploadImport(target, setProgress);

  const take = async (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const local = localFileProblem(file);
    setProblem(local ? t(local) : undefined);
    if (local) return;
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      setProblem(failureText(error));
      // Another import came first (another tab, a colleague): the screen shows it instead.
      if (isApiError(error) && error.code === 'importPending')
        void queryClient.invalidateQueries({ queryKey: importKeys.pending() });
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };
  const percent = Math.round(progress * 100);

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        p: { xs: 2, sm: 4 },
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <UploadFileIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography id={labelId} variant="h6" component="h2">
          {t('imports.upload.label')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('imports.upload.drop')}</Typography>
          <Button
            variant="contained"
            disabled={upload.isPending}
            autoFocus={autoFocus}
            onClick={() => input.current?.click()}
          >
            {t('imports.upload.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPTED}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('imports.upload.accepted')}
        </Typography>
        {upload.isPending ? (
          <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }}>
            <LinearProgress variant="determinate" value={percent} aria-label={t('imports.upload.label')} />
            <Typography variant="body2" role="status">
              {t('imports.upload.sending', { percent })}
            </Typography>
          </Stack>
        ) : null}
        {problem ? (
          <Alert severity="error" sx={{ width: '100%', maxWidth: 640, textAlign: 'left' }}>
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
