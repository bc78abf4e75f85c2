import { APP_VERSION } from '@inventario/shared/contracts/config';
import type { NewsItem } from '@inventario/shared/contracts/news';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useNews } from '../api/list-news.ts';
import { useMarkNewsRead } from '../api/mark-news-read.ts';
import { NewsDetailDialog } from '../components/news-detail-dialog.tsx';
import { NewsTable } from '../components/news-table.tsx';

/** `#/news`: the news of this version; opening one shows its detail, where it can be marked read. */
export default function NewsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const news = useNews();
  const markRead = useMarkNewsRead();
  const [openId, setOpenId] = useState<number>();
  const items = news.data ?? [];
  const openItem = items.find((item) => item.id === openId);

  const handleMarkRead = (item: NewsItem) =>
    markRead.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('news.markedAsRead'));
        setOpenId(undefined);
      },
      // Spec 01 §8: a failed "mark as read" shows the server's message.
      onError: (error) => (isApiError(error) ? toast.error(error.message) : toast.error(undefined, error)),
    });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('news.title', { version: APP_VERSION })}
      </Typography>
      {news.isError && <Alert severity="warning">{t('news.loadFailed')}</Alert>}
      <Paper variant="outlined">
        {news.isPending ? (
          <Stack sx={{ alignItems: 'center', p: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('news.empty')}
          </Typography>
        ) : (
          <NewsTable items={items} onOpen={(item) => setOpenId(item.id)} />
        )}
      </Paper>
      <NewsDetailDialog
        item={openItem}
        marking={markRead.isPending}
        onClose={() => setOpenId(undefined)}
        onMarkRead={handleMarkRead}
      />
    </Stack>
  );
}
