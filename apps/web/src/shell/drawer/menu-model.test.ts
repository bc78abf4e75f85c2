import { describe, expect, it } from 'vitest';
import { buildMenu, isCurrentLink, type LinkEntry, type MenuContext, type MenuEntry } from './menu-model.ts';

const dsga: MenuContext = {
  hasRinnovo: true,
  isVendor: false,
  merged: false,
  merger: false,
};

function allEntries(context: MenuContext): MenuEntry[] {
  return buildMenu(context).flatMap((section) =>
    section.entries.flatMap((entry): MenuEntry[] =>
      entry.kind === 'group' ? [entry, ...entry.children] : [entry],
    ),
  );
}

function entry(context: MenuContext, id: string): MenuEntry | undefined {
  return allEntries(context).find((candidate) => candidate.id === id);
}

describe('buildMenu', () => {
  it('has the four titled sections of the spec after the main entries', () => {
    expect(buildMenu(dsga).map((section) => section.id)).toEqual([
      'main',
      'movements',
      'periodic',
      'prints',
      'admin',
    ]);
  });

  it('greys out renewal without licence RIN, and enables it with it', () => {
    expect(entry({ ...dsga, hasRinnovo: false }, 'renewal')).toMatchObject({ disabled: true });
    expect(entry(dsga, 'renewal')).toMatchObject({ disabled: false });
  });

  it('marks the renewal entry while a renewal is in progress, only for a user with licence RIN', () => {
    expect(entry({ ...dsga, renewalInProgress: true }, 'renewal')).toMatchObject({ mark: 'inProgress' });
    expect(entry(dsga, 'renewal')).not.toHaveProperty('mark');
    expect(entry({ ...dsga, hasRinnovo: false, renewalInProgress: true }, 'renewal')).not.toHaveProperty(
      'mark',
    );
  });

  it('shows no merge entry for a school outside any merge', () => {
    expect(entry(dsga, 'merged')).toBeUndefined();
    expect(entry(dsga, 'merger')).toBeUndefined();
  });

  it('shows only the merged entry for the merged school, only the merger entry for the merger school', () => {
    expect(entry({ ...dsga, merged: true }, 'merged')).toBeDefined();
    expect(entry({ ...dsga, merged: true }, 'merger')).toBeUndefined();
    expect(entry({ ...dsga, merger: true }, 'merger')).toBeDefined();
    expect(entry({ ...dsga, merger: true }, 'merged')).toBeUndefined();
  });

  it('shows the vendor-only imports only to vendor staff', () => {
    expect(entry(dsga, 'importInventory')).toBeUndefined();
    expect(entry({ ...dsga, isVendor: true }, 'importInventory')).toBeDefined();
    expect(entry({ ...dsga, isVendor: true }, 'importSpaggiari')).toBeDefined();
  });

  it('puts the four print groups under "new print", each opening the new-document dialog of its group', () => {
    const groups = allEntries(dsga)
      .filter(
        (candidate): candidate is LinkEntry =>
          candidate.kind === 'link' && candidate.printGroup !== undefined,
      )
      .map((candidate) => [candidate.printGroup, candidate.to]);
    expect(groups).toEqual([
      [1, '/documents'],
      [2, '/documents'],
      [3, '/documents'],
      [4, '/documents'],
    ]);
  });

  it('links the template manager only when its address is configured', () => {
    expect(entry(dsga, 'templateManager')).toBeUndefined();
    expect(
      entry({ ...dsga, templateManagerUrl: 'https://example.org/templates' }, 'templateManager'),
    ).toMatchObject({
      kind: 'external',
    });
  });
});

describe('isCurrentLink', () => {
  const charge: LinkEntry = { kind: 'link', id: 'charge', to: '/charge' };

  it('matches the page and the pages below it', () => {
    expect(isCurrentLink(charge, '/charge')).toBe(true);
    expect(isCurrentLink(charge, '/charge/detail/3')).toBe(true);
    expect(isCurrentLink(charge, '/charges')).toBe(false);
  });

  it('never marks the print shortcuts as current', () => {
    expect(isCurrentLink({ ...charge, to: '/documents', printGroup: 1 }, '/documents')).toBe(false);
  });
});
