import type { Attachment } from '@inventario/shared/contracts/attachments';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { type AttachmentRecord, useAttachments, useDeleteAttachment } from '../api/attachments-api.ts';
import { ACCEPTED_FILES, photoIndex } from '../model/attachment-files.ts';
import { AttachmentTile } from './attachment-tile.tsx';
import { CaptionDialog } from './caption-dialog.tsx';
import { PhotoViewerDialog } from './photo-viewer-dialog.tsx';
import { useAttachmentUploads } from './use-attachment-uploads.ts';

function UploadButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {t('attachments.add')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        hidden
        aria-label={t('attachments.add')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/**
 * The photos and documents of a record (issue 20): thumbnails and PDFs in a grid, a photo opened large,
 * files added with the button or dropped on the panel, each with its caption, download and delete.
 */
export function AttachmentsPanel({ record }: { record: AttachmentRecord }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const list = useAttachments(record);
  const uploads = useAttachmentUploads(record);
  const remove = useDeleteAttachment();
  const confirmedDelete = useConfirmedDelete();
  const [viewing, setViewing] = useState<string | null>(null);
  const [captioning, setCaptioning] = useState<Attachment | null>(null);
  const [dragging, setDragging] = useState(false);
  const items = list.data?.attachments ?? [];
  const busy = uploads.progress !== null;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0 && !busy) void uploads.send(files);
  };
  const askDelete = (attachment: Attachment) => {
    const name = attachment.caption || attachment.fileName;
    void confirmedDelete({
      title: t('attachments.deleteTitle', { name }),
      message: t('attachments.deleteMessage'),
      inUseMessage: '',
      deletedMessage: t('attachments.deleted', { name }),
      run: () => remove.mutateAsync(attachment.id),
    });
  };
  const viewer = viewing ? photoIndex(items, viewing) : null;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        borderRadius: 1,
        outline: dragging ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: 4,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography id={headingId} variant="overline" color="text.secondary" component="h3" sx={{ flex: 1 }}>
          {t('attachments.title')}
          {items.length > 0 ? ` (${items.length})` : ''}
        </Typography>
        <UploadButton onFiles={(files) => void uploads.send(files)} disabled={busy} />
      </Stack>
      {uploads.progress ? (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" id={`${headingId}-progress`}>
            {t('attachments.uploading', { name: uploads.progress.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(uploads.progress.fraction * 100)}
            aria-labelledby={`${headingId}-progress`}
          />
        </Box>
      ) : null}
      {uploads.failures.length > 0 ? (
        <Alert severity="warning" onClose={uploads.dismissFailures} sx={{ mb: 1 }}>
          {uploads.failures.map((failure) => (
            <div key={failure.name}>
              {t('attachments.failed', { name: failure.name, reason: failure.reason })}
            </div>
          ))}
        </Alert>
      ) : null}
      {list.isPending ? <CircularProgress size={24} aria-label={t('common.loading')} /> : null}
      {list.isError ? <Alert severity="error">{errorText(list.error)}</Alert> : null}
      {list.isSuccess && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {dragging ? t('attachments.dropActive') : `${t('attachments.empty')} ${t('attachments.dropHint')}.`}
        </Typography>
      ) : null}
      {items.length > 0 ? (
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 1.5,
            p: 0,
            m: 0,
          }}
        >
          {items.map((attachment) => (
            <AttachmentTile
              key={attachment.id}
              attachment={attachment}
              onOpen={() => setViewing(attachment.id)}
              onEditCaption={() => setCaptioning(attachment)}
              onDelete={() => askDelete(attachment)}
            />
          ))}
        </Box>
      ) : null}
      {viewer && viewer.index >= 0 ? (
        <PhotoViewerDialog photos={viewer.photos} start={viewer.index} onClose={() => setViewing(null)} />
      ) : null}
      {captioning ? <CaptionDialog attachment={captioning} onClose={() => setCaptioning(null)} /> : null}
    </Box>
  );
}

export default AttachmentsPanel;
