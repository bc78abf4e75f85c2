import { foldText } from './cell-values.ts';
import type { PlannedLocation, PlannedRate, PlannedSite, PlannedSubcategory } from './import-plan.ts';
import type { ListKind, SchoolLists } from './list-matching.ts';

/**
 * What the confirm checks of the mapping the user leaves (docs/IMPORTS.md, "Mapping"): an entry to
 * create must not collide with one the school has, and the file's subcategories mapped onto one of the
 * school's must agree on their rates, since a subcategory keeps one rate a year.
 */

export interface MappingEntry {
  kind: ListKind;
  sourceKey: string;
  action: 'map' | 'create';
  targetId: number | null;
  /** The file's entry (a planned site, location, subcategory…). */
  source: unknown;
}

export type MappingConflictCode =
  | 'importSiteCodeTaken'
  | 'importLocationCodeTaken'
  | 'importSubcategoryCodeTaken'
  | 'importRatesDisagree';

export interface MappingConflict {
  code: MappingConflictCode;
  kind: ListKind;
  sourceKey: string;
}

const fold = (text: string) => foldText(text);

function siteConflicts(entries: readonly MappingEntry[], school: SchoolLists): MappingConflict[] {
  const codes = new Set(school.sites.map((s) => fold(s.code)));
  return entries
    .filter((e) => e.kind === 'site' && e.action === 'create')
    .filter((e) => codes.has(fold((e.source as PlannedSite).code)))
    .map((e) => ({ code: 'importSiteCodeTaken', kind: 'site', sourceKey: e.sourceKey }));
}

/** A created location lands in its site's target: its code must be free there, the file's others included. */
function locationConflicts(entries: readonly MappingEntry[], school: SchoolLists): MappingConflict[] {
  const siteTargets = new Map(
    entries.filter((e) => e.kind === 'site' && e.action === 'map').map((e) => [e.sourceKey, e.targetId]),
  );
  const taken = new Set(school.locations.map((l) => `${l.siteId}|${fold(l.code)}`));
  const conflicts: MappingConflict[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'location' || entry.action !== 'create') continue;
    const location = entry.source as PlannedLocation;
    const site = siteTargets.get(location.siteCode);
    // A location of a site created with the import is new in a new site: the file's checks suffice.
    if (site === undefined || site === null) continue;
    const key = `${site}|${fold(location.code)}`;
    if (taken.has(key))
      conflicts.push({ code: 'importLocationCodeTaken', kind: 'location', sourceKey: entry.sourceKey });
    taken.add(key);
  }
  return conflicts;
}

function subcategoryConflicts(entries: readonly MappingEntry[], school: SchoolLists): MappingConflict[] {
  const keyOf = (s: { register: string; categoryCode: string; code: string }) =>
    `${s.register}|${fold(s.categoryCode)}|${fold(s.code)}`;
  const taken = new Set(school.subcategories.map(keyOf));
  const conflicts: MappingConflict[] = [];
  const ratesByTarget = new Map<number, string>();
  const sameRates = (rates: readonly PlannedRate[]) =>
    JSON.stringify([...rates].sort((a, b) => (a.fromYear ?? 0) - (b.fromYear ?? 0)));
  for (const entry of entries) {
    if (entry.kind !== 'subcategory') continue;
    const subcategory = entry.source as PlannedSubcategory;
    if (entry.action === 'create' && taken.has(keyOf(subcategory)))
      conflicts.push({ code: 'importSubcategoryCodeTaken', kind: 'subcategory', sourceKey: entry.sourceKey });
    if (entry.action !== 'map' || entry.targetId === null) continue;
    const rates = sameRates(subcategory.rates);
    const earlier = ratesByTarget.get(entry.targetId);
    if (earlier !== undefined && earlier !== rates)
      conflicts.push({ code: 'importRatesDisagree', kind: 'subcategory', sourceKey: entry.sourceKey });
    ratesByTarget.set(entry.targetId, rates);
  }
  return conflicts;
}

export function checkMappings(entries: readonly MappingEntry[], school: SchoolLists): MappingConflict[] {
  return [
    ...siteConflicts(entries, school),
    ...locationConflicts(entries, school),
    ...subcategoryConflicts(entries, school),
  ];
}
