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
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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
  { to: '/ledger-check', key: 'ledgerCheck' },
] as const;

/** Pages of the application's own that LINK_AUTHORIZATIONS and LINK_PUBLICATIONS may replace. */
const ownPages = [
  { to: '/authorizations', key: 'authorizations' },
  { to: '/publications', key: 'publications' },
] as const;

/** The avatar-and-name button and its menu (spec 01 §2 "user menu"). */
export function UserMenu() {
  const { t } = useTranslation();
  const { claims, username, isVendor } = useSession();
  const fullName = useUserFullName();
  const { oidc, links } = useConfig();
  const { logout } = useLogout();
  const { mode, toggleMode } = useThemeMode();
  // Rendered only on a phone: a hidden first item would take the menu's first focus.
  const onPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
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
        {/* The initials are decoration beside the name: drawn by CSS, they are no part of the button's
            text, so the name a voice-control user reads aloud is the one the label carries. */}
        <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>
          <Box
            component="span"
            data-initials={initialsOf(fullName)}
            sx={{ '&::before': { content: 'attr(data-initials)' } }}
          />
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {fullName}
        </Box>
      </Button>
      {/* Who is signed in heads the popup, outside the menu: a menu holds only its items. */}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }}>
          <Typography variant="subtitle1" component="p">
            {fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {username}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {t('shell.userMenu.roles')}
          </Typography>
          <RoleChips roles={claims.roles} />
        </Box>
        <Divider />
        <MenuList id="user-menu" autoFocusItem aria-label={t('shell.toolbar.userMenu', { name: fullName })}>
          {/* On a phone the theme lives here, to leave the top bar to the school and the counts. */}
          {onPhone && (
            <MenuItem
              onClick={() => {
                close();
                toggleMode();
              }}
            >
              <ListItemIcon>
                {mode === 'light' ? <DarkModeIcon fontSize="small" /> : <LightModeIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText>
                {mode === 'light' ? t('shell.toolbar.themeToDark') : t('shell.toolbar.themeToLight')}
              </ListItemText>
            </MenuItem>
          )}
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
          <ExternalMenuItem href={oidc.accountUrl} label={t('shell.userMenu.account')} onClick={close} />
          <ExternalMenuItem
            href={oidc.changePasswordUrl}
            label={t('shell.userMenu.changePassword')}
            onClick={close}
          />
          {ownPages.map((page) => {
            const href = links[page.key];
            return href ? (
              <ExternalMenuItem
                key={page.key}
                href={href}
                label={t(`shell.userMenu.${page.key}`)}
                onClick={close}
              />
            ) : (
              <MenuItem key={page.key} component={RouterLink} to={page.to} onClick={close}>
                {t(`shell.userMenu.${page.key}`)}
              </MenuItem>
            );
          })}
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
        </MenuList>
      </Popover>
    </>
  );
}

/** An entry that opens another site's page in a new tab, marked with its icon. */
function ExternalMenuItem({ href, label, onClick }: { href: string; label: string; onClick: () => void }) {
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      <ListItemText>{label}</ListItemText>
      <OpenInNewIcon fontSize="small" color="action" />
    </MenuItem>
  );
}
