import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '@/app/config/config-context.tsx';
import { useThemeMode } from '@/app/theme/theme-mode.tsx';
import { useSession } from '@/shell/session/session-context.tsx';
import { useUserFullName } from '@/shell/session/use-acting-school.ts';
import { useLogout } from '@/shell/session/use-logout.ts';
import { RoleChips } from './role-chips.tsx';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

const vendorPages = [
  { to: '/school-selection', key: 'schoolSelection' },
  { to: '/merges-detail', key: 'mergesDetail' },
  { to: '/imports-detail', key: 'importsDetail' },
] as const;

/** The avatar-and-name button and its menu (spec 01 §2 "user menu"). */
export function UserMenu() {
  const { t } = useTranslation();
  const { claims, username, isVendor } = useSession();
  const fullName = useUserFullName();
  const { oidc } = useConfig();
  const { logout } = useLogout();
  const { mode, toggleMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-label={t('shell.toolbar.userMenu', { name: fullName })}
        sx={{ textTransform: 'none', gap: 1, ml: { xs: 0, sm: 1 }, minWidth: 0, px: { xs: 0.5, sm: 1 } }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>
          {initialsOf(fullName)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {fullName}
        </Box>
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }}>
          <Typography variant="subtitle1">{fullName}</Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {username}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {t('shell.userMenu.roles')}
          </Typography>
          <RoleChips roles={claims.roles} />
        </Box>
        <Divider />
        {/* On a phone the theme lives here, to leave the top bar to the school and the counts. */}
        <MenuItem
          onClick={() => {
            close();
            toggleMode();
          }}
          sx={{ display: { xs: 'flex', sm: 'none' } }}
        >
          <ListItemIcon>
            {mode === 'light' ? <DarkModeIcon fontSize="small" /> : <LightModeIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>
            {mode === 'light' ? t('shell.toolbar.themeToDark') : t('shell.toolbar.themeToLight')}
          </ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/news" onClick={close}>
          {t('shell.userMenu.news')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/external-movements" onClick={close}>
          {t('shell.userMenu.externalMovements')}
        </MenuItem>
        {isVendor &&
          vendorPages.map((page) => (
            <MenuItem key={page.key} component={RouterLink} to={page.to} onClick={close}>
              {t(`shell.userMenu.${page.key}`)}
            </MenuItem>
          ))}
        <Divider />
        <MenuItem
          component="a"
          href={oidc.accountUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          <ListItemText>{t('shell.userMenu.account')}</ListItemText>
          <OpenInNewIcon fontSize="small" color="action" />
        </MenuItem>
        <MenuItem
          component="a"
          href={oidc.changePasswordUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          <ListItemText>{t('shell.userMenu.changePassword')}</ListItemText>
          <OpenInNewIcon fontSize="small" color="action" />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
