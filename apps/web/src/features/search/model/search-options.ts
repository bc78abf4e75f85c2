import type { SearchResults } from '@inventario/shared/contracts/search';
import { statusName } from '@inventario/shared/domain/assets/asset-status';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import { movementDetailRoute } from '@inventario/shared/domain/movements/movement-route';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { formatDate } from '@inventario/shared/format/date';

export type SearchGroup = keyof SearchResults;

/** The groups in the order the list shows them. */
export const SEARCH_GROUPS: readonly SearchGroup[] = [
  'assets',
  'movements',
  'universalities',
  'parties',
  'sites',
  'locations',
];

/** What one line of the results names, and where it leads (a route of app/router/route-table.ts). */
export interface SearchOption {
  key: string;
  group: SearchGroup;
  /** The number or code that names it ("BM 12", "12/2025", "PLX"), empty when it has none. */
  code: string;
  /** Its description or name; a movement has none, its type's text (`primaryKind`) stands instead. */
  primary: string;
  primaryKind?: string;
  /** The words of a secondary line, for the texts to join: the caller translates `kind`s. */
  secondary: { kind?: string; text?: string | null }[];
  to: string;
}

const MOVEMENT_KIND: Record<number, string> = {
  [MOVEMENT_TYPE.charge]: 'charge',
  [MOVEMENT_TYPE.discharge]: 'discharge',
  [MOVEMENT_TYPE.proposal]: 'proposal',
  [MOVEMENT_TYPE.decrease]: 'decrease',
  [MOVEMENT_TYPE.increase]: 'increase',
};

/** Where a movement's detail is (spec 02 §2 routes, by type); the dashboard for a kind without one. */
export function movementPath(movement: { id: number; type: number }): string {
  return movementDetailRoute(movement) ?? '/dashboard';
}

/**
 * The answer as one list, group after group in `SEARCH_GROUPS` order, each in the server's order
 * (best match first): what the listbox shows and the arrow keys walk.
 */
export function searchOptions(results: SearchResults): SearchOption[] {
  const assets = results.assets.map((a): SearchOption => {
    const number = a.inventoryNumber ?? a.durableNumber;
    return {
      key: `asset-${a.id}`,
      group: 'assets',
      code: registerNumberText(a.registerKind, number),
      primary: a.description,
      secondary: [
        { kind: `assetStatus.${statusName(a.status) ?? 'charged'}` },
        ...(a.inventoryNumber === null && a.durableNumber !== null ? [{ kind: 'durable' }] : []),
        ...(a.serialNumber ? [{ kind: 'serial', text: a.serialNumber }] : []),
      ],
      to: `/assets?asset=${a.id}`,
    };
  });
  const movements = results.movements.map(
    (m): SearchOption => ({
      key: `movement-${m.id}`,
      group: 'movements',
      code: `${m.number}/${m.year}`,
      primary: '',
      primaryKind: `movementType.${MOVEMENT_KIND[m.type] ?? 'charge'}`,
      secondary: [
        { kind: 'date', text: formatDate(m.date) },
        ...(m.causal ? [{ kind: 'causal', text: m.causal }] : []),
      ],
      to: movementPath(m),
    }),
  );
  const universalities = results.universalities.map(
    (u): SearchOption => ({
      key: `universality-${u.id}`,
      group: 'universalities',
      code: u.registerKind ? registerNumberText(u.registerKind, u.inventoryNumber) : '',
      primary: u.description,
      secondary: u.inventoryNumber === null ? [{ kind: 'notCharged' }] : [],
      to: `/universalities?universality=${u.id}`,
    }),
  );
  const parties = results.parties.map(
    (p): SearchOption => ({
      key: `${p.kind}-${p.id}`,
      group: 'parties',
      code: '',
      primary: p.displayName,
      secondary: [
        { kind: `party.${p.kind}` },
        ...(p.vatNumber ? [{ kind: 'vatNumber', text: p.vatNumber }] : []),
        ...(!p.vatNumber && p.fiscalCode ? [{ kind: 'fiscalCode', text: p.fiscalCode }] : []),
      ],
      to: `/admin-lists/${p.kind === 'creditor' ? 'creditors' : 'debtors'}?name=${encodeURIComponent(p.displayName)}`,
    }),
  );
  const sites = results.sites.map(
    (s): SearchOption => ({
      key: `site-${s.id}`,
      group: 'sites',
      code: s.code,
      primary: s.description,
      secondary: [],
      to: `/admin-lists/placement?site=${s.id}`,
    }),
  );
  const locations = results.locations.map(
    (l): SearchOption => ({
      key: `location-${l.id}`,
      group: 'locations',
      code: `${l.site.code}/${l.code}`,
      primary: l.description,
      secondary: [],
      to: `/admin-lists/placement?site=${l.site.id}`,
    }),
  );
  return [...assets, ...movements, ...universalities, ...parties, ...sites, ...locations];
}
