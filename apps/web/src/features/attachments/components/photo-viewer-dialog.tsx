import type { Attachment } from '@inventario/shared/contracts/attachments';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhotoViewerProps {
  photos: readonly Attachment[];
  start: number;
  onClose: () => void;
}

/** One photo at a time, large, with its caption; arrows (buttons or keys) go through the others. */
export function PhotoViewerDialog({ photos, start, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const photo = photos[Math.min(index, photos.length - 1)];
  if (!photo) return null;
  const many = photos.length > 1;
  const go = (step: number) => setIndex((current) => (current + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && many) go(-1);
    if (event.key === 'ArrowRight' && many) go(1);
  };
  const name = photo.caption || photo.fileName;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {name}
        {many ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('attachments.position', { index: index + 1, count: photos.length })}
          </Typography>
        ) : null}
        <IconButton
          aria-label={t('common.actions.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        {many ? (
          <IconButton aria-label={t('attachments.previous')} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
        ) : null}
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
          <Box
            component="img"
            src={photo.url}
            alt={name}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            sx={{ maxWidth: '100%', maxHeight: '70vh', width: 'auto', height: 'auto', objectFit: 'contain' }}
          />
        </Box>
        {many ? (
          <IconButton aria-label={t('attachments.next')} onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button href={photo.url} download={photo.fileName}>
          {t('attachments.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
