import type { italian } from '@/app/i18n/resources.ts';

export type MenuItemKey = keyof typeof italian.shell.drawer.items;
export type MenuSectionKey = keyof typeof italian.shell.drawer.sections;

/** Print groups of the new-document dialog (spec 01 §2): registers, minutes, lists and other, labels. */
export type PrintGroup = 1 | 2 | 3 | 4;

interface EntryBase {
  id: MenuItemKey;
}

export interface LinkEntry extends EntryBase {
  kind: 'link';
  to: string;
  /** Shown greyed out, with a hint, when the user lacks this licence (spec 01 §2: renewal and RIN). */
  disabled?: boolean;
  /**
   * The new-document dialog's group this entry opens (spec 01 §2), in place of following `to` (the
   * documents page, where the print lands).
   */
  printGroup?: PrintGroup;
  /** A small mark beside the entry's name: the renewal in progress (issue 18). */
  mark?: 'inProgress';
}

export interface ExternalEntry extends EntryBase {
  kind: 'external';
  href: string;
}

export interface GroupEntry extends EntryBase {
  kind: 'group';
  children: LinkEntry[];
}

export type MenuEntry = LinkEntry | ExternalEntry | GroupEntry;

export interface MenuSection {
  id: 'main' | MenuSectionKey;
  /** Sections without a title sit at the top of the drawer. */
  titled: boolean;
  entries: MenuEntry[];
}

/** What decides which entries a user sees. */
export interface MenuContext {
  /** The view flag has-rinnovo (licence RIN), which gates the renewal (spec 01 §6). */
  hasRinnovo: boolean;
  isVendor: boolean;
  /** The school is the merged (seller) side of an active merge. */
  merged: boolean;
  /** The school is the merger (receiver) side of an active merge. */
  merger: boolean;
  /** The school has a renewal in progress (known only to a user with licence RIN). */
  renewalInProgress?: boolean;
  templateManagerUrl?: string | undefined;
}

const link = (id: MenuItemKey, to: string, extra: Partial<LinkEntry> = {}): LinkEntry => ({
  kind: 'link',
  id,
  to,
  ...extra,
});

function onlyIf<T>(condition: boolean, ...entries: T[]): T[] {
  return condition ? entries : [];
}

function periodicEntries(context: MenuContext): MenuEntry[] {
  return [
    link('financialYear', '/financial-year'),
    link('annualAmortization', '/annual-amortization'),
    link('recognition', '/recognition'),
    link('renewal', '/renewal', {
      disabled: !context.hasRinnovo,
      ...(context.hasRinnovo && context.renewalInProgress ? { mark: 'inProgress' as const } : {}),
    }),
    ...onlyIf(context.merged, link('merged', '/merged')),
    ...onlyIf(context.merger, link('merger', '/merger')),
  ];
}

function printEntries(context: MenuContext): MenuEntry[] {
  const newPrint: GroupEntry = {
    kind: 'group',
    id: 'newPrint',
    children: [
      link('registers', '/documents', { printGroup: 1 }),
      link('minutes', '/documents', { printGroup: 2 }),
      link('listsAndOther', '/documents', { printGroup: 3 }),
      link('labels', '/documents', { printGroup: 4 }),
    ],
  };
  const templateManager: ExternalEntry[] = context.templateManagerUrl
    ? [{ kind: 'external', id: 'templateManager', href: context.templateManagerUrl }]
    : [];
  return [newPrint, link('documents', '/documents'), ...templateManager];
}

function adminEntries(context: MenuContext): MenuEntry[] {
  return [
    link('adminLists', '/admin-lists'),
    link('settings', '/settings'),
    link('activity', '/activity'),
    link('labelsConfiguration', '/configuration/labels'),
    link('subcategoryChange', '/configuration/subcategory-change'),
    link('locationChange', '/configuration/location-change'),
    link('importClientServer', '/configuration/import/client-server'),
    link('importDurable', '/configuration/import/durable'),
    ...onlyIf(
      context.isVendor,
      link('importInventory', '/configuration/import/inventory'),
      link('importSpaggiari', '/configuration/import/spaggiari'),
    ),
  ];
}

/** The side drawer of spec 01 §2 for one user and school, with its visibility rules applied. */
export function buildMenu(context: MenuContext): MenuSection[] {
  return [
    {
      id: 'main',
      titled: false,
      entries: [
        link('dashboard', '/dashboard'),
        link('assets', '/assets'),
        link('universalities', '/universalities'),
      ],
    },
    {
      id: 'movements',
      titled: true,
      entries: [
        link('charge', '/charge'),
        link('outdated', '/outdated'),
        link('discharge', '/discharge'),
        link('valueVoucher', '/value-voucher'),
        link('externalMovements', '/external-movements'),
      ],
    },
    { id: 'periodic', titled: true, entries: periodicEntries(context) },
    { id: 'prints', titled: true, entries: printEntries(context) },
    { id: 'admin', titled: true, entries: adminEntries(context) },
  ];
}

/** Whether a link is the current page: its own path or a page below it (`/charge/detail/3`). */
export function isCurrentLink(entry: LinkEntry, pathname: string): boolean {
  if (entry.printGroup !== undefined) return false;
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
