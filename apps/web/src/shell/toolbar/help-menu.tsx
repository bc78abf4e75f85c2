import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '@/app/config/config-context.tsx';

/**
 * Spec 01 §2: user manual, latest news, support and the vendor site. The manual and support are the
 * application's own guide (`#/help`, `#/help/support`) unless LINK_USER_MANUAL and LINK_SUPPORT send
 * them elsewhere, in a new tab; the vendor site shows only when LINK_VENDOR_SITE names it.
 */
export function HelpMenu() {
  const { t } = useTranslation();
  const { links } = useConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const entries = [
    { key: 'manual', href: links.userManual, to: '/help' },
    { key: 'latestNews', href: undefined, to: '/news' },
    { key: 'support', href: links.support, to: '/help/support' },
    { key: 'vendorSite', href: links.vendorSite, to: undefined },
  ] as const;
  return (
    <>
      <Tooltip title={t('shell.toolbar.help')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.toolbar.help')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'help-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu id="help-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entries.map((entry) =>
          entry.href ? (
            <MenuItem
              key={entry.key}
              component="a"
              href={entry.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <ListItemText>{t(`shell.helpMenu.${entry.key}`)}</ListItemText>
              <OpenInNewIcon fontSize="small" color="action" sx={{ ml: 2 }} />
            </MenuItem>
          ) : entry.to ? (
            <MenuItem key={entry.key} component={RouterLink} to={entry.to} onClick={close}>
              <ListItemText>{t(`shell.helpMenu.${entry.key}`)}</ListItemText>
            </MenuItem>
          ) : null,
        )}
      </Menu>
    </>
  );
}
