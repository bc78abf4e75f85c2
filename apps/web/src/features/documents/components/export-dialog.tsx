import { EXPORT_FORMATS, type ExportFormat, type ExportRequest } from '@inventario/shared/contracts/exports';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { documentKeys } from '../api/document-keys.ts';
import { getDownloadUrl, openDownload } from '../api/download-document.ts';
import { getDocument, publishExport } from '../api/export-list.ts';
import { failureTextKey } from '../model/document-status.ts';
import { type ExportPhase, exportPhaseOf, exportSettled } from '../model/export-progress.ts';

/** An export as its list describes it: everything but the format the dialog asks for. */
export type ExportDraft = ExportRequest extends infer R
  ? R extends ExportRequest
    ? Omit<R, 'format' | 'timeZone'>
    : never
  : never;

const POLL_MS = 1000;

function ExportProgress({ phase }: { phase: ExportPhase }) {
  const { t } = useTranslation();
  if (phase.kind === 'ready' || phase.kind === 'failed') return null;
  const percent = phase.kind === 'writing' ? phase.percent : null;
  const text =
    phase.kind === 'writing'
      ? t('exports.writing', { percent: phase.percent })
      : phase.kind === 'reading'
        ? t('exports.reading')
        : t('exports.queued');
  return (
    <Stack spacing={1}>
      <Typography role="status">{text}</Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={text}
      />
      <Typography variant="body2" color="text.secondary">
        {t('exports.continues')} <Link href="#/documents">{t('exports.openDocuments')}</Link>
      </Typography>
    </Stack>
  );
}

/**
 * Exports a list: the format, then the export's progress until its file is ready and downloads; it
 * goes on when the dialog is closed, and lands on the documents page like a print.
 */
export function ExportDialog(props: { draft: ExportDraft; rows: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const formatLabel = useId();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const publish = useMutation({
    mutationFn: (request: ExportRequest) => publishExport(inventory, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
  const id = publish.data?.id;
  const document = useQuery({
    queryKey: [...documentKeys.all, 'export', id],
    queryFn: () => getDocument(inventory, id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => (exportSettled(exportPhaseOf(query.state.data)) ? false : POLL_MS),
  });
  const phase = exportPhaseOf(document.data);
  const downloaded = useRef(false);

  const readyFile = phase.kind === 'ready' ? phase.fileName : undefined;
  const download = useCallback(async () => {
    if (id === undefined || readyFile === undefined) return;
    openDownload(await getDownloadUrl(inventory, id, 0), readyFile);
  }, [id, readyFile, inventory]);
  // The file downloads by itself once, when it is ready; "Scarica di nuovo" downloads it again.
  useEffect(() => {
    if (readyFile === undefined || downloaded.current) return;
    downloaded.current = true;
    void download();
    void queryClient.invalidateQueries({ queryKey: documentKeys.all, exact: true });
  }, [readyFile, download, queryClient]);

  const start = () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    publish.mutate({ ...props.draft, format, timeZone } as ExportRequest);
  };
  const columns = props.draft.columns.length;
  const refusal = publish.error ? errorText(publish.error) : null;

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={`${formatLabel}-title`}>
      <DialogTitle id={`${formatLabel}-title`}>{t('exports.title', { list: props.draft.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {id === undefined ? (
            <>
              <Typography>{t('exports.summary', { count: props.rows, columns })}</Typography>
              <Stack spacing={0.5}>
                <FormLabel id={formatLabel}>{t('exports.format')}</FormLabel>
                <RadioGroup
                  aria-labelledby={formatLabel}
                  value={format}
                  onChange={(event) => setFormat(event.target.value as ExportFormat)}
                >
                  {EXPORT_FORMATS.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio />}
                      label={t(`exports.formats.${option}`)}
                    />
                  ))}
                </RadioGroup>
              </Stack>
              {refusal ? <Alert severity="error">{refusal}</Alert> : null}
            </>
          ) : (
            <ExportProgress phase={phase} />
          )}
          {phase.kind === 'ready' ? (
            <Alert severity="success">{t('exports.ready', { file: phase.fileName })}</Alert>
          ) : null}
          {phase.kind === 'failed' ? <Alert severity="error">{t(failureTextKey(phase.code))}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>
          {id === undefined ? t('common.actions.cancel') : t('common.actions.close')}
        </Button>
        {id === undefined ? (
          <Button variant="contained" onClick={start} disabled={publish.isPending}>
            {t('exports.start')}
          </Button>
        ) : null}
        {phase.kind === 'ready' ? (
          <Button variant="contained" onClick={() => void download()}>
            {t('exports.downloadAgain')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
