import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/app/config/config-context.tsx';
import { useCurrentRenewal } from '@/features/renewal/api/get-current-renewal.ts';
import { useSession } from '@/shell/session/session-context.tsx';
import { useMergeSides } from '@/shell/session/use-merge-sides.ts';
import { useViewFlags } from '@/shell/session/view-flags.tsx';
import { DrawerExternalLink, DrawerGroup, DrawerLink } from './drawer-entries.tsx';
import { buildMenu, type MenuEntry, type MenuSection } from './menu-model.ts';

function Entry({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: (() => void) | undefined }) {
  switch (entry.kind) {
    case 'link':
      return <DrawerLink entry={entry} onNavigate={onNavigate} />;
    case 'external':
      return <DrawerExternalLink entry={entry} />;
    case 'group':
      return <DrawerGroup entry={entry} onNavigate={onNavigate} />;
  }
}

function Section({ section, onNavigate }: { section: MenuSection; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const headingId = `drawer-section-${section.id}`;
  const title =
    section.id !== 'main' && section.titled ? t(`shell.drawer.sections.${section.id}`) : undefined;
  const titled = title !== undefined;
  // The heading stands before its list: a list may hold only items.
  return (
    <>
      {titled && (
        <ListSubheader id={headingId} component="h2" disableSticky sx={{ m: 0, mt: 1, fontWeight: 600 }}>
          {title}
        </ListSubheader>
      )}
      <List dense sx={titled ? { pt: 0 } : undefined} aria-labelledby={titled ? headingId : undefined}>
        {section.entries.map((entry) => (
          <Entry key={`${entry.id}-${entry.kind}`} entry={entry} onNavigate={onNavigate} />
        ))}
      </List>
    </>
  );
}

/** The drawer's content: the sections of spec 01 §2 with the user's visibility rules. */
export function DrawerMenu({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { isVendor } = useSession();
  const { hasRinnovo } = useViewFlags();
  const { links } = useConfig();
  const sides = useMergeSides();
  // The renewal's own query (one, cached, reloaded by its commands): the API answers only licence RIN.
  const renewal = useCurrentRenewal({ enabled: hasRinnovo }).data?.renewal;
  const sections = buildMenu({
    hasRinnovo,
    isVendor,
    ...sides,
    renewalInProgress: renewal?.status === 'ongoing',
    templateManagerUrl: links.templateManager,
  });
  return (
    <nav aria-label={t('shell.drawer.label')}>
      {sections.map((section, index) => (
        <Fragment key={section.id}>
          {index > 0 && <Divider />}
          <Section section={section} onNavigate={onNavigate} />
        </Fragment>
      ))}
    </nav>
  );
}
