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
import { SearchButton } from './search-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The top bar of spec 01 §1–§2: product, school, the search (issue 20), counts, theme, help and the user. On a phone the
 * school goes under the product's name and the theme into the user menu, so the external movements'
 * count and the school stay in sight.
 */
export function AppToolbar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          onClick={onMenuClick}
          aria-label={t('shell.toolbar.openMenu')}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: { sm: 2 },
            flexGrow: 1,
            minWidth: 0,
          }}
        >
          <Link
            component={RouterLink}
            to="/dashboard"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', lineHeight: { xs: 1.3, sm: 1.6 } }}
          >
            {t('common.appName')}
          </Link>
          <SchoolLabel />
        </Box>
        <SearchButton />
        <ExternalMovementsBadge />
        <NotificationsBadge />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <ThemeToggle />
        </Box>
        <HelpMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
