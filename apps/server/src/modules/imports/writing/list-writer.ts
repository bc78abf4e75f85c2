import {
  type ImportPlan,
  locationKey,
  type PlannedSubcategory,
  subcategoryKey,
} from '@inventario/shared/domain/imports/import-plan';
import { rateFromYear } from '@inventario/shared/domain/imports/import-writing';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import type { MappingEntry } from '@inventario/shared/domain/imports/mapping-checks';
import { partyDisplayName } from '@inventario/shared/domain/parties/parties';
import type { Tx } from '../../../db/client.ts';
import {
  categories,
  creditors,
  locations,
  sites,
  subConsignees,
  subcategories,
  subcategoryRates,
} from '../../../db/schema/index.ts';
import { insertInBatches, reserveIds } from './import-rows.repo.ts';
import { aggregationIdOf, categoryRefKey, registerIdOf, type SchoolRefs } from './school-refs.repo.ts';

/**
 * The lists' part of an import: each site, location, sub-consignee, subcategory and creditor of the
 * file becomes the school's one it is mapped onto, or a new one. Answers the id each file key stands
 * for, and how many were created.
 */
export interface ListIds {
  sites: Map<string, number>;
  locations: Map<string, number>;
  subConsignees: Map<string, number>;
  subcategories: Map<string, number>;
  creditors: Map<string, number>;
  created: Record<ListKind, number>;
}

interface ListWriting {
  tx: Tx;
  customerCode: string;
  plan: ImportPlan;
  refs: SchoolRefs;
  mappings: Map<string, MappingEntry>;
  /** The year a rate without one applies from, when the file has no years. */
  currentYear: number;
}

const mappingKey = (kind: ListKind, sourceKey: string) => `${kind} ${sourceKey}`;

export function mappingsByKey(entries: readonly MappingEntry[]): Map<string, MappingEntry> {
  return new Map(entries.map((entry) => [mappingKey(entry.kind, entry.sourceKey), entry]));
}

/**
 * Splits a list's entries into those mapped (their target's id) and those to create (a new id each),
 * and answers every entry's id.
 */
async function resolve<T>(
  w: ListWriting,
  kind: ListKind,
  table: string,
  entries: readonly T[],
  keyOf: (entry: T) => string,
): Promise<{ ids: Map<string, number>; toCreate: { entry: T; id: number }[] }> {
  const ids = new Map<string, number>();
  const creating: T[] = [];
  for (const entry of entries) {
    const mapping = w.mappings.get(mappingKey(kind, keyOf(entry)));
    if (!mapping) throw new Error(`the ${kind} ${keyOf(entry)} has no mapping`);
    if (mapping.action === 'map' && mapping.targetId !== null) ids.set(keyOf(entry), mapping.targetId);
    else creating.push(entry);
  }
  const newIds = await reserveIds(w.tx, table, creating.length);
  const toCreate = creating.map((entry, i) => ({ entry, id: newIds[i] as number }));
  for (const { entry, id } of toCreate) ids.set(keyOf(entry), id);
  return { ids, toCreate };
}

function idIn(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`the import has no ${what} ${key}`);
  return id;
}

async function writeSites(w: ListWriting) {
  const { ids, toCreate } = await resolve(w, 'site', 'sites', w.plan.sites, (s) => s.code);
  await insertInBatches(w.tx, sites, toCreate, ({ entry, id }) => ({
    id,
    customerCode: w.customerCode,
    code: entry.code,
    description: entry.description,
    address: entry.address,
    city: entry.city,
  }));
  return { ids, created: toCreate.length };
}

async function writeSubConsignees(w: ListWriting) {
  const { ids, toCreate } = await resolve(
    w,
    'subConsignee',
    'sub_consignees',
    w.plan.subConsignees,
    (p) => p.description,
  );
  await insertInBatches(w.tx, subConsignees, toCreate, ({ entry, id }) => ({
    id,
    customerCode: w.customerCode,
    description: entry.description,
    fiscalCode: entry.fiscalCode,
    notes: entry.notes,
  }));
  return { ids, created: toCreate.length };
}

/** A created location goes into its site's target: the school's site it is mapped onto, or the new one. */
async function writeLocations(w: ListWriting, siteIds: Map<string, number>, peopleIds: Map<string, number>) {
  const { ids, toCreate } = await resolve(w, 'location', 'locations', w.plan.locations, locationKey);
  await insertInBatches(w.tx, locations, toCreate, ({ entry, id }) => ({
    id,
    customerCode: w.customerCode,
    siteId: idIn(siteIds, entry.siteCode, 'site'),
    code: entry.code,
    description: entry.description,
    notes: entry.notes,
    roomNumber: entry.roomNumber,
    floorNumber: entry.floorNumber,
    subConsigneeId: entry.subConsignee ? idIn(peopleIds, entry.subConsignee, 'sub-consignee') : null,
    active: entry.active,
  }));
  return { ids, created: toCreate.length };
}

/** The categories created subcategories need that the school lacks, created with them. */
async function categoryIdsFor(w: ListWriting, created: readonly PlannedSubcategory[]) {
  const known = new Map(w.refs.categories);
  const missing = new Map<string, PlannedSubcategory>();
  for (const s of created) {
    const key = categoryRefKey(registerIdOf(w.refs, s.register), s.categoryCode);
    if (!known.has(key) && !missing.has(key)) missing.set(key, s);
  }
  const newIds = await reserveIds(w.tx, 'categories', missing.size);
  const rows = [...missing].map(([key, s], i) => {
    const id = newIds[i] as number;
    known.set(key, id);
    return {
      id,
      customerCode: w.customerCode,
      registerId: registerIdOf(w.refs, s.register),
      code: s.categoryCode,
      description: s.categoryDescription ?? s.categoryCode,
    };
  });
  await insertInBatches(w.tx, categories, rows, (row) => row);
  return { ids: known, created: rows.length };
}

async function writeSubcategories(w: ListWriting) {
  const { ids, toCreate } = await resolve(
    w,
    'subcategory',
    'subcategories',
    w.plan.subcategories,
    subcategoryKey,
  );
  const categoryIds = await categoryIdsFor(
    w,
    toCreate.map((c) => c.entry),
  );
  await insertInBatches(w.tx, subcategories, toCreate, ({ entry, id }) => ({
    id,
    customerCode: w.customerCode,
    categoryId: idIn(
      categoryIds.ids,
      categoryRefKey(registerIdOf(w.refs, entry.register), entry.categoryCode),
      'category',
    ),
    code: entry.code,
    description: entry.description,
    aggregationId: aggregationIdOf(w.refs, entry.aggregationCode),
  }));
  await insertInBatches(
    w.tx,
    subcategoryRates,
    toCreate.flatMap(({ entry, id }) => entry.rates.map((rate) => ({ id, rate }))),
    ({ id, rate }) => ({
      customerCode: w.customerCode,
      subcategoryId: id,
      validFromYear: rateFromYear(rate, w.plan, w.currentYear),
      percent: String(rate.percent),
    }),
  );
  return { ids, created: toCreate.length, categoriesCreated: categoryIds.created };
}

async function writeCreditors(w: ListWriting) {
  const { ids, toCreate } = await resolve(w, 'creditor', 'creditors', w.plan.creditors, (c) => c.code);
  await insertInBatches(w.tx, creditors, toCreate, ({ entry, id }) => ({
    id,
    customerCode: w.customerCode,
    vendorType: entry.vendorType,
    businessName: entry.vendorType === 'G' ? entry.businessName : null,
    surname: entry.vendorType === 'F' ? entry.surname : null,
    name: entry.vendorType === 'F' ? entry.name : null,
    fiscalCode: entry.fiscalCode,
    vatNumber: entry.vatNumber,
    displayName: partyDisplayName(entry),
  }));
  return { ids, created: toCreate.length };
}

export async function writeLists(w: ListWriting): Promise<ListIds & { categoriesCreated: number }> {
  const siteList = await writeSites(w);
  const people = await writeSubConsignees(w);
  const locationList = await writeLocations(w, siteList.ids, people.ids);
  const subcategoryList = await writeSubcategories(w);
  const creditorList = await writeCreditors(w);
  return {
    sites: siteList.ids,
    locations: locationList.ids,
    subConsignees: people.ids,
    subcategories: subcategoryList.ids,
    creditors: creditorList.ids,
    categoriesCreated: subcategoryList.categoriesCreated,
    created: {
      site: siteList.created,
      location: locationList.created,
      subConsignee: people.created,
      subcategory: subcategoryList.created,
      creditor: creditorList.created,
    },
  };
}
