import type { NewsItem } from '@inventario/shared/contracts/news';
import { formatDate } from '@inventario/shared/format/date';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface NewsDetailDialogProps {
  item: NewsItem | undefined;
  marking: boolean;
  onClose: () => void;
  onMarkRead: (item: NewsItem) => void;
}

/** Spec 01 §2: one news item, with Close and "Segna come letto" (hidden once read). */
export function NewsDetailDialog({ item, marking, onClose, onMarkRead }: NewsDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={Boolean(item)}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="news-detail-title"
    >
      {item && (
        <>
          <DialogTitle id="news-detail-title">{item.title}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {formatDate(item.date)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.text}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.actions.close')}</Button>
            {!item.read && (
              <Button variant="contained" loading={marking} onClick={() => onMarkRead(item)}>
                {t('news.markAsRead')}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
