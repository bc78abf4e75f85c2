import ImportExportIcon from '@mui/icons-material/ImportExport';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useExternalMovementsCount } from '@/features/external-movements/api/count-external-movements.ts';
import { countUnread, useNews } from '@/features/news/api/list-news.ts';

/** The notification bell: the count of unread news of this version; opens the news page. */
export function NotificationsBadge() {
  const { t } = useTranslation();
  const news = useNews();
  const unread = countUnread(news.data);
  // No number is announced before the news has loaded: "0 unread" would not be true yet.
  const label = news.data
    ? t('shell.toolbar.notifications', { count: unread })
    : t('shell.toolbar.notificationsTitle');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/news" aria-label={label}>
        <Badge badgeContent={unread} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/** The count of imported external movements waiting to be charged; opens their page. */
export function ExternalMovementsBadge() {
  const { t } = useTranslation();
  const external = useExternalMovementsCount();
  const count = external.data?.count ?? 0;
  const label = external.data
    ? t('shell.toolbar.externalMovements', { count })
    : t('shell.toolbar.externalMovementsTitle');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/external-movements" aria-label={label}>
        <Badge badgeContent={count} color="secondary">
          <ImportExportIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
