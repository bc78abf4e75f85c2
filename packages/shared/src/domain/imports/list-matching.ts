import type { RegisterKind } from '../../contracts/catalogue.ts';
import { foldText } from './cell-values.ts';
import type {
  ImportPlan,
  PlannedCreditor,
  PlannedLocation,
  PlannedSite,
  PlannedSubConsignee,
  PlannedSubcategory,
} from './import-plan.ts';
import { locationKey, subcategoryKey } from './import-plan.ts';

/**
 * The mapping step's first proposal (issue 16, docs/IMPORTS.md): each site, location, sub-consignee,
 * subcategory and creditor a file names is matched to the school's own when one is the same (by code,
 * VAT number, fiscal code or name), else created. The user may change any of it before the import.
 */

export type ListKind = 'site' | 'location' | 'subConsignee' | 'subcategory' | 'creditor';
export type MatchedBy = 'code' | 'vatNumber' | 'fiscalCode' | 'name' | 'user';

export interface ListMatch {
  kind: ListKind;
  /** The entry's key in the file: a site's code, `site|location`, a name, `register|category|code`, a creditor's code. */
  sourceKey: string;
  action: 'map' | 'create';
  targetId: number | null;
  matchedBy: MatchedBy | null;
}

/** The school's lists, as the matching reads them. */
export interface SchoolLists {
  sites: { id: number; code: string }[];
  locations: { id: number; siteId: number; code: string }[];
  subConsignees: { id: number; description: string; fiscalCode: string | null }[];
  subcategories: { id: number; register: RegisterKind; categoryCode: string; code: string }[];
  creditors: {
    id: number;
    vatNumber: string | null;
    fiscalCode: string | null;
    displayName: string;
  }[];
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && foldText(a) === foldText(b);

const mapped = (kind: ListKind, sourceKey: string, targetId: number, matchedBy: MatchedBy): ListMatch => ({
  kind,
  sourceKey,
  action: 'map',
  targetId,
  matchedBy,
});
const created = (kind: ListKind, sourceKey: string): ListMatch => ({
  kind,
  sourceKey,
  action: 'create',
  targetId: null,
  matchedBy: null,
});

export function matchSite(site: PlannedSite, school: SchoolLists): ListMatch {
  const found = school.sites.find((s) => same(s.code, site.code));
  return found ? mapped('site', site.code, found.id, 'code') : created('site', site.code);
}

/** A location is the school's when its site maps onto the school's and that site has its code. */
export function matchLocation(
  location: PlannedLocation,
  site: ListMatch | undefined,
  school: SchoolLists,
): ListMatch {
  const key = locationKey(location);
  if (site?.action !== 'map') return created('location', key);
  const found = school.locations.find((l) => l.siteId === site.targetId && same(l.code, location.code));
  return found ? mapped('location', key, found.id, 'code') : created('location', key);
}

/** By fiscal code when both have one, else by name. */
export function matchSubConsignee(person: PlannedSubConsignee, school: SchoolLists): ListMatch {
  const key = person.description;
  const byCode = person.fiscalCode
    ? school.subConsignees.find((p) => same(p.fiscalCode, person.fiscalCode))
    : undefined;
  if (byCode) return mapped('subConsignee', key, byCode.id, 'fiscalCode');
  const byName = school.subConsignees.find((p) => same(p.description, person.description));
  return byName ? mapped('subConsignee', key, byName.id, 'name') : created('subConsignee', key);
}

export function matchSubcategory(subcategory: PlannedSubcategory, school: SchoolLists): ListMatch {
  const key = subcategoryKey(subcategory);
  const found = school.subcategories.find(
    (s) =>
      s.register === subcategory.register &&
      same(s.categoryCode, subcategory.categoryCode) &&
      same(s.code, subcategory.code),
  );
  return found ? mapped('subcategory', key, found.id, 'code') : created('subcategory', key);
}

/** By VAT number, then fiscal code, then name: the identifiers first, names are spelt many ways. */
export function matchCreditor(creditor: PlannedCreditor, school: SchoolLists): ListMatch {
  const key = creditor.code;
  const name =
    creditor.vendorType === 'G'
      ? creditor.businessName
      : [creditor.surname, creditor.name].filter(Boolean).join(' ');
  const byVat = creditor.vatNumber
    ? school.creditors.find((c) => same(c.vatNumber, creditor.vatNumber))
    : undefined;
  if (byVat) return mapped('creditor', key, byVat.id, 'vatNumber');
  const byFiscal = creditor.fiscalCode
    ? school.creditors.find((c) => same(c.fiscalCode, creditor.fiscalCode))
    : undefined;
  if (byFiscal) return mapped('creditor', key, byFiscal.id, 'fiscalCode');
  const byName = name ? school.creditors.find((c) => same(c.displayName, name)) : undefined;
  return byName ? mapped('creditor', key, byName.id, 'name') : created('creditor', key);
}

/** Every list entry of a plan, matched: sites first, as the locations' matches follow their sites'. */
export function matchPlanLists(plan: ImportPlan, school: SchoolLists): ListMatch[] {
  const sites = plan.sites.map((s) => matchSite(s, school));
  const siteOf = new Map(sites.map((m) => [foldText(m.sourceKey), m]));
  return [
    ...sites,
    ...plan.locations.map((l) => matchLocation(l, siteOf.get(foldText(l.siteCode)), school)),
    ...plan.subConsignees.map((p) => matchSubConsignee(p, school)),
    ...plan.subcategories.map((s) => matchSubcategory(s, school)),
    ...plan.creditors.map((c) => matchCreditor(c, school)),
  ];
}
