import {
  INVOICE_FILE_NAME,
  INVOICE_UPLOAD_MAX_BYTES,
  type InvoiceReading,
} from '@inventario/shared/contracts/invoices';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useMapFromInvoice } from '../../api/map-from-invoice.ts';
import { useUploadInvoice } from '../../api/upload-invoice.ts';

/** Why a chosen file cannot be sent, before sending it (the server checks the same and the content). */
export function localFileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!INVOICE_FILE_NAME.test(file.name)) return 'charges.invoice.upload.wrongType';
  if (file.size === 0) return 'charges.invoice.upload.empty';
  if (file.size > INVOICE_UPLOAD_MAX_BYTES) return 'charges.invoice.upload.tooLarge';
  return undefined;
}

/**
 * The invoice file, dropped or chosen: sent to its upload URL with a progress bar, then read by the
 * server. A refusal says why and lets the user choose another file.
 */
export function InvoiceUploadPanel({ onRead }: { onRead: (reading: InvoiceReading) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = useUploadInvoice(setProgress);
  const reading = useMapFromInvoice();
  const busy = upload.isPending || reading.isPending;

  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    const local = localFileProblem(file);
    setProblem(local ? t(local as 'charges.invoice.upload.wrongType') : undefined);
    if (local) return;
    try {
      const uploadId = await upload.mutateAsync(file);
      onRead(await reading.mutateAsync(uploadId));
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

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
        p: 4,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <UploadFileIcon color="primary" sx={{ fontSize: 48 }} />
        <Typography id={labelId} variant="h6" component="h2">
          {t('charges.invoice.upload.label')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('charges.invoice.upload.drop')}</Typography>
          <Button variant="contained" component="label" disabled={busy}>
            {t('charges.invoice.upload.choose')}
            <input
              type="file"
              hidden
              accept=".xml,.p7m,.zip"
              onChange={(event) => {
                void take(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('charges.invoice.upload.accepted')}
        </Typography>
        {busy ? (
          <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }}>
            <LinearProgress
              variant={upload.isPending ? 'determinate' : 'indeterminate'}
              value={Math.round(progress * 100)}
              aria-label={t('charges.invoice.upload.label')}
            />
            <Typography variant="body2" role="status">
              {upload.isPending
                ? t('charges.invoice.upload.sending', { percent: Math.round(progress * 100) })
                : t('charges.invoice.upload.reading')}
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
