import { listKinds, type TempListEntry, type TempListSave } from '@inventario/shared/contracts/imports';
import { isApiError } from '@/lib/api/api-error.ts';

/** The lists a file's entries are matched in: sites, locations, sub-consignees, subcategories, creditors. */
export type ListKind = (typeof listKinds)[number];

/** A piece of what the file says of an entry besides its code and name, worded by the screen. */
export interface SourceDetail {
  kind: 'address' | 'site' | 'fiscalCode' | 'vatNumber' | 'register' | 'category' | 'rates';
  value: string;
}

/** What the file says of an entry: its code (none for a sub-consignee), its name, and what tells it apart. */
export interface SourceView {
  code: string | null;
  name: string;
  details: SourceDetail[];
}

const textOf = (source: Record<string, unknown>, field: string): string | null => {
  const value = source[field];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

const detail = (kind: SourceDetail['kind'], value: string | null): SourceDetail[] =>
  value === null ? [] : [{ kind, value }];

/** A subcategory's rates as the file gives them: `10%`, `10% (2022), 12% (2024)`. */
function ratesOf(source: Record<string, unknown>, percent: (value: number) => string): string | null {
  const rates = Array.isArray(source.rates)
    ? (source.rates as { fromYear?: unknown; percent?: unknown }[])
    : [];
  const written = rates
    .filter((rate) => typeof rate.percent === 'number')
    .map((rate) =>
      typeof rate.fromYear === 'number' && rates.length > 1
        ? `${percent(rate.percent as number)} (${rate.fromYear})`
        : percent(rate.percent as number),
    );
  return written.length > 0 ? written.join(', ') : null;
}

/**
 * What the file says of an entry, by list (docs/IMPORTS.md, "Types 1 and 3"): a site's code and
 * address, a location's site, a sub-consignee's fiscal code, a subcategory's register, category and
 * rates, a creditor's name and VAT number or fiscal code. `percent` writes a rate in the language.
 */
export function describeSource(
  kind: ListKind,
  source: Record<string, unknown>,
  percent: (value: number) => string,
): SourceView {
  const field = (name: string) => textOf(source, name);
  switch (kind) {
    case 'site': {
      const place = [field('address'), field('city')].filter(Boolean).join(', ');
      return {
        code: field('code'),
        name: field('description') ?? '',
        details: detail('address', place || null),
      };
    }
    case 'location':
      return {
        code: field('code'),
        name: field('description') ?? '',
        details: detail('site', field('siteCode')),
      };
    case 'subConsignee':
      return {
        code: null,
        name: field('description') ?? '',
        details: detail('fiscalCode', field('fiscalCode')),
      };
    case 'subcategory': {
      const category = field('categoryCode');
      const code = field('code');
      return {
        code: category && code ? `${category}.${code}` : code,
        name: field('description') ?? '',
        details: [
          ...detail('register', field('register')),
          ...detail('category', field('categoryDescription') ?? category),
          ...detail('rates', ratesOf(source, percent)),
        ],
      };
    }
    case 'creditor': {
      const person = [field('surname'), field('name')].filter(Boolean).join(' ');
      const vat = field('vatNumber');
      const fiscal = field('fiscalCode');
      return {
        code: field('code'),
        name: field('businessName') ?? person,
        details: [...detail('vatNumber', vat), ...detail('fiscalCode', fiscal === vat ? null : fiscal)],
      };
    }
  }
}

/** An entry as one line names it: `01 Sede centrale`, `Bianchi Laura`. */
export function sourceName(view: SourceView): string {
  return view.code ? `${view.code} ${view.name}`.trim() : view.name;
}

/** What the user chooses for an entry: to create it, or to map it onto one of the school's. */
export interface MappingChoice {
  action: 'map' | 'create';
  targetId: number | null;
}

/**
 * The entry to send for a choice, or none when it changes nothing (the same target, or to be created
 * as it already was). A map without a target is the caller's to refuse before.
 */
export function changeOf(
  entry: TempListEntry,
  choice: MappingChoice,
): TempListSave['entries'][number] | undefined {
  if (choice.action === 'create')
    return entry.action === 'create' ? undefined : { sourceKey: entry.sourceKey, action: 'create' };
  if (choice.targetId === null) return undefined;
  if (entry.action === 'map' && entry.targetId === choice.targetId) return undefined;
  return { sourceKey: entry.sourceKey, action: 'map', targetId: choice.targetId };
}

/** Where a location of the file lands: in the school's site its site maps onto, or in a site created. */
export type LocationSite =
  | { kind: 'mapped'; siteCode: string; siteId: number; siteLabel: string | null }
  | { kind: 'created'; siteCode: string }
  | { kind: 'unknown'; siteCode: string };

/** The site a location of the file belongs to, as the sites' list maps it (codes compared as the server does). */
export function locationSite(
  location: TempListEntry,
  sites: readonly TempListEntry[] | undefined,
): LocationSite {
  const siteCode = textOf(location.source, 'siteCode') ?? '';
  const site = sites?.find((entry) => entry.sourceKey.toUpperCase() === siteCode.toUpperCase());
  if (!site) return { kind: 'unknown', siteCode };
  if (site.action === 'map' && site.targetId !== null)
    return { kind: 'mapped', siteCode, siteId: site.targetId, siteLabel: site.targetLabel };
  return { kind: 'created', siteCode };
}

/**
 * The school's locations a location of the file may map onto: only those of the site its own site
 * maps onto (the server refuses the others, `rules.locationOutsideSite`); none while its site is to be
 * created.
 */
export function locationTargets<L extends { site: { id: number } }>(
  locations: readonly L[],
  site: LocationSite,
): L[] {
  return site.kind === 'mapped' ? locations.filter((location) => location.site.id === site.siteId) : [];
}

/** The confirm's refusals that name an entry of a list: the mapping collides with the school's lists. */
export const MAPPING_CONFLICT_CODES = [
  'importSiteCodeTaken',
  'importLocationCodeTaken',
  'importSubcategoryCodeTaken',
  'importRatesDisagree',
] as const;
export type MappingConflictCode = (typeof MAPPING_CONFLICT_CODES)[number];

export interface MappingConflict {
  code: MappingConflictCode;
  kind: ListKind;
  sourceKey: string;
}

/** The entry a refused confirm names (`details.kind`, `details.sourceKey`), if it is such a refusal. */
export function mappingConflictOf(error: unknown): MappingConflict | undefined {
  if (!isApiError(error) || !(MAPPING_CONFLICT_CODES as readonly string[]).includes(error.code))
    return undefined;
  const kind = error.details?.kind;
  const sourceKey = error.details?.sourceKey;
  if (
    typeof kind !== 'string' ||
    !(listKinds as readonly string[]).includes(kind) ||
    typeof sourceKey !== 'string'
  )
    return undefined;
  return { code: error.code as MappingConflictCode, kind: kind as ListKind, sourceKey };
}

/** The page (from 0) of a paged table that shows the entry, or none when the list has no such entry. */
export function pageOfEntry(
  entries: readonly Pick<TempListEntry, 'sourceKey'>[],
  sourceKey: string,
  pageSize: number,
): number | undefined {
  const index = entries.findIndex((entry) => entry.sourceKey === sourceKey);
  return index < 0 ? undefined : Math.floor(index / pageSize);
}
