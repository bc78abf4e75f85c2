import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import type { ListKind, ListMatch, SchoolLists } from '@inventario/shared/domain/imports/list-matching';
import type { MappingEntry } from '@inventario/shared/domain/imports/mapping-checks';
import type { SchoolState } from '@inventario/shared/domain/imports/school-checks';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  aggregations,
  assets,
  categories,
  creditors,
  financialYears,
  importMappings,
  locations,
  movements,
  registers,
  sites,
  subConsignees,
  subcategories,
} from '../../db/schema/index.ts';

/**
 * The school's lists as the mapping step reads them: what matching compares, and the label each
 * target is shown with. An import brings lists in by itself, so it reads these tables directly.
 */
export interface SchoolListsWithLabels extends SchoolLists {
  labels: Map<string, string>;
}

export const targetLabelKey = (kind: ListKind, id: number) => `${kind} ${id}`;

export async function readSchoolLists(tx: Tx, customerCode: string): Promise<SchoolListsWithLabels> {
  const siteRows = await tx
    .select({ id: sites.id, code: sites.code, description: sites.description })
    .from(sites)
    .where(eq(sites.customerCode, customerCode));
  const locationRows = await tx
    .select({
      id: locations.id,
      siteId: locations.siteId,
      code: locations.code,
      description: locations.description,
    })
    .from(locations)
    .where(eq(locations.customerCode, customerCode));
  const people = await tx
    .select({
      id: subConsignees.id,
      description: subConsignees.description,
      fiscalCode: subConsignees.fiscalCode,
    })
    .from(subConsignees)
    .where(eq(subConsignees.customerCode, customerCode));
  const subcategoryRows = await tx
    .select({
      id: subcategories.id,
      register: registers.kind,
      categoryCode: categories.code,
      code: subcategories.code,
      description: subcategories.description,
    })
    .from(subcategories)
    .innerJoin(
      categories,
      and(
        eq(categories.customerCode, subcategories.customerCode),
        eq(categories.id, subcategories.categoryId),
      ),
    )
    .innerJoin(
      registers,
      and(eq(registers.customerCode, categories.customerCode), eq(registers.id, categories.registerId)),
    )
    .where(eq(subcategories.customerCode, customerCode));
  const creditorRows = await tx
    .select({
      id: creditors.id,
      vatNumber: creditors.vatNumber,
      fiscalCode: creditors.fiscalCode,
      displayName: creditors.displayName,
    })
    .from(creditors)
    .where(eq(creditors.customerCode, customerCode));
  const labels = new Map<string, string>([
    ...siteRows.map((s) => [targetLabelKey('site', s.id), `${s.code} ${s.description}`] as const),
    ...locationRows.map((l) => [targetLabelKey('location', l.id), `${l.code} ${l.description}`] as const),
    ...people.map((p) => [targetLabelKey('subConsignee', p.id), p.description] as const),
    ...subcategoryRows.map(
      (s) => [targetLabelKey('subcategory', s.id), `${s.categoryCode}.${s.code} ${s.description}`] as const,
    ),
    ...creditorRows.map((c) => [targetLabelKey('creditor', c.id), c.displayName] as const),
  ]);
  return {
    sites: siteRows,
    locations: locationRows,
    subConsignees: people,
    subcategories: subcategoryRows.map((s) => ({ ...s, register: s.register as RegisterKind })),
    creditors: creditorRows,
    labels,
  };
}

/** What the school already holds that a whole inventory could collide with. */
export async function readSchoolState(tx: Tx, customerCode: string): Promise<SchoolState> {
  const [movementCount] = await tx
    .select({ n: count() })
    .from(movements)
    .where(eq(movements.customerCode, customerCode));
  const [assetCount] = await tx
    .select({ n: count() })
    .from(assets)
    .where(eq(assets.customerCode, customerCode));
  const years = await tx
    .select({ year: financialYears.year, status: financialYears.status })
    .from(financialYears)
    .where(eq(financialYears.customerCode, customerCode));
  const [last] = await tx
    .select({ date: max(movements.date) })
    .from(movements)
    .where(eq(movements.customerCode, customerCode));
  const durableRegisters = await tx
    .select({ kind: registers.kind })
    .from(registers)
    .where(and(eq(registers.customerCode, customerCode), eq(registers.hasDurableRegister, true)));
  const aggregationRows = await tx
    .select({ code: aggregations.code })
    .from(aggregations)
    .where(eq(aggregations.customerCode, customerCode));
  return {
    movementCount: movementCount?.n ?? 0,
    assetCount: assetCount?.n ?? 0,
    years: years.map((y) => y.year),
    aggregationCodes: aggregationRows.map((a) => a.code),
    openYears: years.filter((y) => y.status === YEAR_STATUS.open).map((y) => y.year),
    lastMovementDate: last?.date ?? null,
    durableRegisters: durableRegisters.map((r) => r.kind),
  };
}

export type MappingRow = typeof importMappings.$inferSelect;

export async function insertMappings(
  tx: Tx,
  customerCode: string,
  importId: string,
  entries: readonly { match: ListMatch; source: unknown; position: number }[],
): Promise<void> {
  const rows = entries.map(({ match, source, position }) => ({
    customerCode,
    importId,
    kind: match.kind,
    sourceKey: match.sourceKey,
    position,
    source,
    action: match.action,
    targetId: match.targetId,
    matchedBy: match.matchedBy,
  }));
  // Batches keep each statement's parameters under PostgreSQL's limit of 65,535.
  for (let start = 0; start < rows.length; start += 1_000)
    await tx.insert(importMappings).values(rows.slice(start, start + 1_000));
}

export function listMappings(
  tx: Tx,
  customerCode: string,
  importId: string,
  kind: ListKind,
): Promise<MappingRow[]> {
  return tx
    .select()
    .from(importMappings)
    .where(
      and(
        eq(importMappings.customerCode, customerCode),
        eq(importMappings.importId, importId),
        eq(importMappings.kind, kind),
      ),
    )
    .orderBy(asc(importMappings.position));
}

export async function setMapping(
  tx: Tx,
  key: { customerCode: string; importId: string; kind: ListKind; sourceKey: string },
  change: Pick<MappingRow, 'action' | 'targetId' | 'matchedBy'>,
): Promise<boolean> {
  const updated = await tx
    .update(importMappings)
    .set(change)
    .where(
      and(
        eq(importMappings.customerCode, key.customerCode),
        eq(importMappings.importId, key.importId),
        eq(importMappings.kind, key.kind),
        eq(importMappings.sourceKey, key.sourceKey),
      ),
    )
    .returning({ sourceKey: importMappings.sourceKey });
  return updated.length > 0;
}

/** Every temp-list entry of an import, as the confirm checks it and the import writes it. */
export async function allMappings(tx: Tx, customerCode: string, importId: string): Promise<MappingEntry[]> {
  const rows = await tx
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.customerCode, customerCode), eq(importMappings.importId, importId)))
    .orderBy(asc(importMappings.kind), asc(importMappings.position));
  return rows.map((row) => ({
    kind: row.kind as ListKind,
    sourceKey: row.sourceKey,
    action: row.action as MappingEntry['action'],
    targetId: row.targetId,
    source: row.source,
  }));
}

/** An import checked again starts its temp lists afresh: the file's lists may differ with other columns. */
export async function deleteMappings(tx: Tx, customerCode: string, importId: string): Promise<void> {
  await tx
    .delete(importMappings)
    .where(and(eq(importMappings.customerCode, customerCode), eq(importMappings.importId, importId)));
}
