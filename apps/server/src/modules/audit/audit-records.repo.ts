import type { AuditRecord } from '@inventario/shared/contracts/audit';
import { registerKinds } from '@inventario/shared/contracts/catalogue';
import { categoryCodeText, registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import { shownInventoryNumber } from '@inventario/shared/domain/renewal/renumbering';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import {
  administrations,
  aggregations,
  assets,
  categories,
  creditors,
  debtors,
  externalMovements,
  labelsSettings,
  locations,
  movements,
  registers,
  sites,
  subConsignees,
  subcategories,
  universalities,
} from '../../db/schema/index.ts';

/** A record's words by its id. */
type Labels = Map<number, AuditRecord>;
type Resolver = (tx: Tx, customerCode: string, ids: number[]) => Promise<Labels>;

function isRegisterKind(kind: string): kind is (typeof registerKinds)[number] {
  return (registerKinds as readonly string[]).includes(kind);
}

/** The school's rows of a table among `ids`: the tenant's row-level security reads no other school's. */
function ofSchool(
  table: { customerCode: AnyPgColumn; id: AnyPgColumn },
  customerCode: string,
  ids: number[],
) {
  return and(eq(table.customerCode, customerCode), inArray(table.id, ids));
}

function named(rows: { id: number; code?: string | null; name: string }[]): Labels {
  return new Map(rows.map((row) => [row.id, { kind: 'named', code: row.code ?? null, name: row.name }]));
}

const movementLabels: Resolver = async (tx, customerCode, ids) => {
  const rows = await tx
    .select({ id: movements.id, type: movements.type, number: movements.number, year: movements.year })
    .from(movements)
    .where(ofSchool(movements, customerCode, ids));
  return new Map(rows.map(({ id, ...movement }) => [id, { kind: 'movement', ...movement }]));
};

const assetLabels: Resolver = async (tx, customerCode, ids) => {
  const rows = await tx
    .select({
      id: assets.id,
      kind: registers.kind,
      inventoryNumber: assets.inventoryNumber,
      durableNumber: assets.durableNumber,
      description: assets.description,
    })
    .from(assets)
    .innerJoin(registers, sameSchool(registers, assets, eq(registers.id, assets.registerId)))
    .where(ofSchool(assets, customerCode, ids));
  const labels: Labels = new Map();
  for (const row of rows) {
    if (!isRegisterKind(row.kind)) continue;
    labels.set(row.id, {
      kind: 'asset',
      registerKind: row.kind,
      number: shownInventoryNumber(row.inventoryNumber) ?? row.durableNumber,
      description: row.description,
    });
  }
  return labels;
};

const universalityLabels: Resolver = async (tx, customerCode, ids) => {
  const rows = await tx
    .select({
      id: universalities.id,
      name: universalities.description,
      kind: registers.kind,
      number: universalities.inventoryNumber,
    })
    .from(universalities)
    .leftJoin(registers, sameSchool(registers, universalities, eq(registers.id, universalities.registerId)))
    .where(ofSchool(universalities, customerCode, ids));
  return named(
    rows.map((row) => {
      const number = shownInventoryNumber(row.number);
      const code = row.kind && isRegisterKind(row.kind) ? registerNumberText(row.kind, number) : '';
      return { id: row.id, name: row.name, code: code || null };
    }),
  );
};

const categoryLabels: Resolver = async (tx, customerCode, ids) => {
  const rows = await tx
    .select({ id: categories.id, code: categories.code, name: categories.description, kind: registers.kind })
    .from(categories)
    .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
    .where(ofSchool(categories, customerCode, ids));
  return named(
    rows.map((row) => ({
      ...row,
      code: isRegisterKind(row.kind) ? categoryCodeText(row.kind, row.code) : row.code,
    })),
  );
};

type SchoolTable = PgTable & { customerCode: AnyPgColumn; id: AnyPgColumn };

/** A table whose records are named by a code and a description, or by a name alone. */
function namedLabels(table: SchoolTable, columns: { name: AnyPgColumn; code?: AnyPgColumn }): Resolver {
  return async (tx, customerCode, ids) => {
    const rows = await tx
      .select({ id: table.id, name: columns.name, ...(columns.code ? { code: columns.code } : {}) })
      .from(table)
      .where(ofSchool(table, customerCode, ids));
    return named(rows as { id: number; code?: string | null; name: string }[]);
  };
}

/** The kinds of record (an event's `entity`) the log names in words, each read by one query. */
const RESOLVERS: Record<string, Resolver> = {
  movement: movementLabels,
  asset: assetLabels,
  universality: universalityLabels,
  category: categoryLabels,
  creditor: namedLabels(creditors, { name: creditors.displayName }),
  debtor: namedLabels(debtors, { name: debtors.displayName }),
  administration: namedLabels(administrations, { name: administrations.description }),
  site: namedLabels(sites, { code: sites.code, name: sites.description }),
  location: namedLabels(locations, { code: locations.code, name: locations.description }),
  subConsignee: namedLabels(subConsignees, { name: subConsignees.description }),
  subcategory: namedLabels(subcategories, { code: subcategories.code, name: subcategories.description }),
  aggregation: namedLabels(aggregations, { code: aggregations.code, name: aggregations.description }),
  labelsSetting: namedLabels(labelsSettings, { name: labelsSettings.description }),
  externalMovement: namedLabels(externalMovements, {
    code: externalMovements.documentNumber,
    name: externalMovements.description,
  }),
};

export function namesRecords(entity: string): boolean {
  return Object.hasOwn(RESOLVERS, entity);
}

/**
 * The words of the records a page's events name, by kind and id: one query per kind the page holds,
 * never one per event. A record of another school, or deleted since, has none.
 */
export async function findRecordLabels(
  tx: Tx,
  customerCode: string,
  idsByEntity: ReadonlyMap<string, readonly number[]>,
): Promise<Map<string, Labels>> {
  const found = new Map<string, Labels>();
  for (const [entity, ids] of idsByEntity) {
    const resolve = RESOLVERS[entity];
    if (!resolve || ids.length === 0) continue;
    found.set(entity, await resolve(tx, customerCode, [...new Set(ids)]));
  }
  return found;
}
