import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExternalMovementsBadge, NotificationsBadge } from './count-badges.tsx';
import { HelpMenu } from './help-menu.tsx';
import { SchoolLabel } from './school-label.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/** The top bar of spec 01 §1–§2: product, school, counts, theme, help and the user. */
export function AppToolbar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: { xs: 0, sm: 1 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onMenuClick}
          aria-label={t('shell.toolbar.openMenu')}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/dashboard"
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 600, mr: { xs: 0.5, sm: 2 }, whiteSpace: 'nowrap' }}
        >
          {t('common.appName')}
        </Link>
        <SchoolLabel />
        <Box sx={{ flexGrow: 1 }} />
        <ExternalMovementsBadge />
        <NotificationsBadge />
        <ThemeToggle />
        <HelpMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
