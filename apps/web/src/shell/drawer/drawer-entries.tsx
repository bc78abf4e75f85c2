import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useOpenPrintDialog } from '@/features/printing/components/print-dialog-provider.tsx';
import { menuIcons } from './menu-icons.tsx';
import {
  type ExternalEntry,
  type GroupEntry,
  isCurrentLink,
  type LinkEntry,
  type MenuItemKey,
} from './menu-model.ts';

const nestedIndent = { pl: 4 } as const;

function EntryIcon({ id }: { id: MenuItemKey }) {
  const Icon = menuIcons[id];
  return (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  );
}

interface EntryProps {
  nested?: boolean;
  onNavigate?: (() => void) | undefined;
}

/** A greyed-out entry: not a link, with the reason in a tooltip (renewal without licence RIN). */
function DisabledLink({ entry, nested }: { entry: LinkEntry; nested: boolean }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('shell.drawer.renewalNeedsLicence')} placement="right">
      <li>
        <ListItemButton
          component="div"
          role="link"
          aria-disabled="true"
          disabled
          sx={nested ? nestedIndent : {}}
        >
          <EntryIcon id={entry.id} />
          <ListItemText primary={t(`shell.drawer.items.${entry.id}`)} />
        </ListItemButton>
      </li>
    </Tooltip>
  );
}

/** A "new print" entry: opens the new-document dialog of its group (spec 01 §2). */
function PrintGroupEntry({
  entry,
  group,
  nested,
  onNavigate,
}: EntryProps & { entry: LinkEntry; group: number }) {
  const { t } = useTranslation();
  const openPrintDialog = useOpenPrintDialog();
  const open = () => {
    openPrintDialog(group);
    onNavigate?.();
  };
  return (
    <li>
      <ListItemButton onClick={open} aria-haspopup="dialog" sx={nested ? nestedIndent : {}}>
        <EntryIcon id={entry.id} />
        <ListItemText primary={t(`shell.drawer.items.${entry.id}`)} />
      </ListItemButton>
    </li>
  );
}

/** The entry's mark: a small chip after its name (the renewal in progress). */
function EntryMark({ entry }: { entry: LinkEntry }) {
  const { t } = useTranslation();
  if (entry.mark !== 'inProgress') return null;
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={t('renewal.drawer.inProgress')}
      sx={{ ml: 1, height: 20, fontSize: '0.7rem', flexShrink: 0 }}
    />
  );
}

export function DrawerLink({ entry, nested = false, onNavigate }: EntryProps & { entry: LinkEntry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (entry.disabled) return <DisabledLink entry={entry} nested={nested} />;
  if (entry.printGroup !== undefined)
    return <PrintGroupEntry entry={entry} group={entry.printGroup} nested={nested} onNavigate={onNavigate} />;
  const current = isCurrentLink(entry, pathname);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={entry.to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        sx={nested ? nestedIndent : {}}
      >
        <EntryIcon id={entry.id} />
        <ListItemText primary={t(`shell.drawer.items.${entry.id}`)} />
        <EntryMark entry={entry} />
      </ListItemButton>
    </li>
  );
}

export function DrawerExternalLink({ entry }: { entry: ExternalEntry }) {
  const { t } = useTranslation();
  const label = t(`shell.drawer.items.${entry.id}`);
  return (
    <li>
      <ListItemButton
        component="a"
        href={entry.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (${t('shell.drawer.externalLink')})`}
      >
        <EntryIcon id={entry.id} />
        <ListItemText primary={label} />
        <OpenInNewIcon fontSize="small" color="action" />
      </ListItemButton>
    </li>
  );
}

export function DrawerGroup({ entry, onNavigate }: EntryProps & { entry: GroupEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = `drawer-group-${entry.id}`;
  return (
    <li>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={listId}>
        <EntryIcon id={entry.id} />
        <ListItemText primary={t(`shell.drawer.items.${entry.id}`)} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding dense>
          {entry.children.map((child) => (
            <DrawerLink key={child.id} entry={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}
