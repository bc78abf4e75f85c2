import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '@/app/config/config-context.tsx';

/** Spec 01 §2: user manual, latest news, support and the vendor site (external ones in a new tab). */
export function HelpMenu() {
  const { t } = useTranslation();
  const { links } = useConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const external = [
    { key: 'manual', href: links.userManual },
    { key: 'support', href: links.support },
    { key: 'vendorSite', href: links.vendorSite },
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
        <MenuItem component={RouterLink} to="/news" onClick={close}>
          <ListItemText>{t('shell.helpMenu.latestNews')}</ListItemText>
        </MenuItem>
        {external
          .filter((link) => link.href)
          .map((link) => (
            <MenuItem
              key={link.key}
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <ListItemText>{t(`shell.helpMenu.${link.key}`)}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
