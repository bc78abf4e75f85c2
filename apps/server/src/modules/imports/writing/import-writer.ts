import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import { importedCounters, MOVEMENT_TYPE_OF } from '@inventario/shared/domain/imports/import-writing';
import type { MappingEntry } from '@inventario/shared/domain/imports/mapping-checks';
import type { Tx } from '../../../db/client.ts';
import { continueAfterImported } from '../../numbering/numbering.service.ts';
import { type MergeOrigin, writeGoods } from './goods-writer.ts';
import { type ListIds, mappingsByKey, writeLists } from './list-writer.ts';
import { numberPlan } from './plan-numbering.ts';
import { readSchoolRefs, registerIdOf, type SchoolRefs } from './school-refs.repo.ts';
import { type VoucherParties, writeVoucherParties } from './voucher-parties.repo.ts';

/**
 * Writes a valid plan into the school, in the caller's transaction: the numbers the file leaves to
 * the import given, the lists as mapped, then the goods and vouchers, then the counters after the
 * highest numbers. Answers what it wrote by kind.
 */
export interface ImportWriting {
  tx: Tx;
  customerCode: string;
  plan: ImportPlan;
  mappings: readonly MappingEntry[];
  actor: string;
  now: Date;
  /** A merge's receipt (`domain/merges/receipt-plan.ts`). */
  merge?: MergeOrigin | undefined;
  /** Told of every batch of goods' rows written (the import's progress). */
  written: (count: number) => void;
}

function countersOf(plan: ImportPlan, refs: SchoolRefs) {
  const counters = importedCounters(plan);
  const splitVoucher = ([key, last]: [string, number]) => {
    const [type, year] = key.split(':').map(Number);
    return { type: type as number, year: year as number, last };
  };
  return {
    vouchers: [...counters.vouchers].map(splitVoucher),
    inventory: [...counters.inventory].map(([kind, last]) => ({
      registerId: registerIdOf(refs, kind),
      last,
    })),
    durable: [...counters.durable].map(([kind, last]) => ({ kind: kind as RegisterKind, last })),
  };
}

/** The result's counts: what was created of the lists, and everything of the goods and vouchers. */
function resultOf(
  plan: ImportPlan,
  lists: ListIds & { categoriesCreated: number },
  parties: VoucherParties,
): Record<string, number> {
  const vouchers = Object.fromEntries(
    Object.keys(MOVEMENT_TYPE_OF).map((kind) => [kind, plan.movements.filter((m) => m.kind === kind).length]),
  );
  return {
    sites: lists.created.site,
    locations: lists.created.location,
    subConsignees: lists.created.subConsignee,
    categories: lists.categoriesCreated,
    subcategories: lists.created.subcategory,
    creditors: lists.created.creditor,
    debtors: parties.created.debtors,
    administrations: parties.created.administrations,
    years: plan.years.length,
    universalities: plan.universalities.length,
    assets: plan.assets.length,
    ...vouchers,
    lines: plan.movements.reduce((sum, m) => sum + m.lines.length, 0),
  };
}

export async function writeImport(writing: ImportWriting): Promise<Record<string, number>> {
  const refs = await readSchoolRefs(writing.tx, writing.customerCode);
  const w = { ...writing, plan: await numberPlan(writing.tx, writing.customerCode, writing.plan, refs) };
  const lists = await writeLists({
    tx: w.tx,
    customerCode: w.customerCode,
    plan: w.plan,
    refs,
    mappings: mappingsByKey(w.mappings),
    currentYear: w.now.getFullYear(),
  });
  const parties = await writeVoucherParties(w.tx, w.customerCode, w.plan);
  await writeGoods({ ...w, refs, lists, parties });
  await continueAfterImported(w.tx, w.customerCode, countersOf(w.plan, refs));
  return resultOf(w.plan, lists, parties);
}
