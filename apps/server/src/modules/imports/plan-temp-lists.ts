import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import { type ListKind, matchPlanLists } from '@inventario/shared/domain/imports/list-matching';
import type { Tx } from '../../db/client.ts';
import { insertMappings, readSchoolLists } from './import-lists.repo.ts';

/** The temp lists of a plan (a valid file, a merge's package): each of its list entries, matched onto the school's. */
export async function writePlanTempLists(
  tx: Tx,
  customerCode: string,
  importId: string,
  plan: ImportPlan,
): Promise<void> {
  const school = await readSchoolLists(tx, customerCode);
  const sources: Record<ListKind, readonly unknown[]> = {
    site: plan.sites,
    location: plan.locations,
    subConsignee: plan.subConsignees,
    subcategory: plan.subcategories,
    creditor: plan.creditors,
  };
  const positions = new Map<ListKind, number>();
  const entries = matchPlanLists(plan, school).map((match) => {
    const position = positions.get(match.kind) ?? 0;
    positions.set(match.kind, position + 1);
    return { match, source: sources[match.kind][position], position };
  });
  await insertMappings(tx, customerCode, importId, entries);
}
