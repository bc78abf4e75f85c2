import { foldText } from '@inventario/shared/domain/imports/cell-values';
import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { administrations, debtors } from '../../../db/schema/index.ts';
import { insertInBatches, reserveIds } from './import-rows.repo.ts';

/**
 * The parties the vouchers of an import name by text (docs/IMPORTS.md, `Movimenti`): a discharge's
 * destination, one of the school's debtors by its name (`displayName`), and the public administration
 * of a voucher, one of the school's administrations by its description. Each is the school's entry
 * of that name, case, accents and spacing aside (the one first created when the school has two),
 * else a new entry of that name, created once however many vouchers name it.
 */
export interface VoucherParties {
  /** By the folded name. */
  debtors: Map<string, number>;
  administrations: Map<string, number>;
  created: { debtors: number; administrations: number };
}

/** The names of the plan's vouchers, each once (folded), in the spelling of the first voucher naming it. */
function namesOf(plan: ImportPlan, nameOf: (m: ImportPlan['movements'][number]) => string | null) {
  const names = new Map<string, string>();
  for (const m of plan.movements) {
    const name = nameOf(m);
    if (name !== null && !names.has(foldText(name))) names.set(foldText(name), name);
  }
  return names;
}

/** The school's ids by folded name, the first created of each name; and the names it lacks. */
function match(school: readonly { id: number; name: string }[], wanted: Map<string, string>) {
  const ids = new Map<string, number>();
  for (const entry of school) {
    const key = foldText(entry.name);
    if (wanted.has(key) && !ids.has(key)) ids.set(key, entry.id);
  }
  const missing = [...wanted].filter(([key]) => !ids.has(key));
  return { ids, missing };
}

/** The names to create with the ids taken for them, each id also kept under its name. */
function withNewIds(
  missing: readonly [string, string][],
  newIds: readonly number[],
  ids: Map<string, number>,
) {
  return missing.map(([key, name], i) => {
    const id = newIds[i] as number;
    ids.set(key, id);
    return { id, name };
  });
}

async function writeDebtors(tx: Tx, customerCode: string, plan: ImportPlan) {
  const wanted = namesOf(plan, (m) => m.debtorName);
  if (wanted.size === 0) return { ids: new Map<string, number>(), created: 0 };
  const school = await tx
    .select({ id: debtors.id, name: debtors.displayName })
    .from(debtors)
    .where(eq(debtors.customerCode, customerCode))
    .orderBy(asc(debtors.id));
  const { ids, missing } = match(school, wanted);
  const created = withNewIds(missing, await reserveIds(tx, 'debtors', missing.length), ids);
  // A destination known by its name alone: a body (legal person), its name the business name.
  await insertInBatches(tx, debtors, created, ({ id, name }) => ({
    id,
    customerCode,
    vendorType: 'G',
    businessName: name,
    displayName: name,
  }));
  return { ids, created: created.length };
}

async function writeAdministrations(tx: Tx, customerCode: string, plan: ImportPlan) {
  const wanted = namesOf(plan, (m) => m.administrationName);
  if (wanted.size === 0) return { ids: new Map<string, number>(), created: 0 };
  const school = await tx
    .select({ id: administrations.id, name: administrations.description })
    .from(administrations)
    .where(eq(administrations.customerCode, customerCode))
    .orderBy(asc(administrations.id));
  const { ids, missing } = match(school, wanted);
  const created = withNewIds(missing, await reserveIds(tx, 'administrations', missing.length), ids);
  await insertInBatches(tx, administrations, created, ({ id, name }) => ({
    id,
    customerCode,
    description: name,
  }));
  return { ids, created: created.length };
}

/** Finds or creates every debtor and administration the plan's vouchers name, reading each list once. */
export async function writeVoucherParties(
  tx: Tx,
  customerCode: string,
  plan: ImportPlan,
): Promise<VoucherParties> {
  const debtorList = await writeDebtors(tx, customerCode, plan);
  const administrationList = await writeAdministrations(tx, customerCode, plan);
  return {
    debtors: debtorList.ids,
    administrations: administrationList.ids,
    created: { debtors: debtorList.created, administrations: administrationList.created },
  };
}

/** The id a voucher's party name stands for; null for no name. */
export function partyIdOf(ids: Map<string, number>, name: string | null, what: string): number | null {
  if (name === null) return null;
  const id = ids.get(foldText(name));
  if (id === undefined) throw new Error(`the import has no ${what} ${name}`);
  return id;
}
