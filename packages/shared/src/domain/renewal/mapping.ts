/**
 * The subcategory mapping of a renewal (DOMAIN §8): each subcategory that goods hold now (in use) is
 * given a target in the current list (the ministry's Allegato 1 as the school keeps it) and the rate
 * the goods take there. The renewal proposes a mapping the user then corrects; these rules propose it
 * and name what still stops its confirmation.
 */
export interface SubcategoryRef {
  id: number;
  code: string;
  description: string;
  categoryId: number;
  categoryCode: string;
  registerKind: string;
  /** Depreciation rate in percent (20, 12.5). */
  rate: number;
}

export interface MappingRow {
  subcategoryId: number;
  targetSubcategoryId: number | null;
  targetRate: number | null;
}

/** Codes are unique per category whatever their case (as the database holds them). */
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const descriptionKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * The one candidate, preferring one of the same category code when a code or description repeats in
 * other categories; none when still not one (the next clue is tried, and at last the user chooses
 * rather than the renewal guessing).
 */
function single(candidates: readonly SubcategoryRef[], source: SubcategoryRef): SubcategoryRef | null {
  if (candidates.length === 1) return candidates[0]!;
  const sameCategory = candidates.filter((c) => sameCode(c.categoryCode, source.categoryCode));
  return sameCategory.length === 1 ? sameCategory[0]! : null;
}

function proposedTarget(source: SubcategoryRef, current: readonly SubcategoryRef[]): SubcategoryRef | null {
  const itself = current.find((c) => c.id === source.id);
  if (itself) return itself;
  const sameRegister = current.filter((c) => c.registerKind === source.registerKind);
  const byCode = single(
    sameRegister.filter((c) => sameCode(c.code, source.code)),
    source,
  );
  if (byCode) return byCode;
  const key = descriptionKey(source.description);
  return single(
    sameRegister.filter((c) => descriptionKey(c.description) === key),
    source,
  );
}

/**
 * The default mapping of each subcategory in use onto the current list: itself when still current;
 * else the current one of the same register kind with the same code, else the same description (case
 * and spaces ignored); else none. Rate: the target's current rate. One row per subcategory in use, in
 * their order.
 */
export function proposeMappings(
  inUse: readonly SubcategoryRef[],
  current: readonly SubcategoryRef[],
): MappingRow[] {
  const seen = new Set<number>();
  const rows: MappingRow[] = [];
  for (const source of inUse) {
    if (seen.has(source.id)) continue;
    seen.add(source.id);
    const target = proposedTarget(source, current);
    rows.push({
      subcategoryId: source.id,
      targetSubcategoryId: target?.id ?? null,
      targetRate: target?.rate ?? null,
    });
  }
  return rows;
}

export interface MappingProblems {
  unmapped: number[];
  rateConflicts: { targetSubcategoryId: number; rates: number[] }[];
  crossRegister: number[];
}

/**
 * unmapped: in-use subcategories with no target (no row, a null target, or one not in the current
 * list); rateConflicts: a target given two rates (DOMAIN §8: the same target subcategory must use the
 * same rate), a row without a rate taking the target's current one; crossRegister: a target in another
 * register kind (refused: a good stays in its register). Only rows of subcategories in use count: the
 * others move no good. Ids ascending, rates ascending.
 */
export function mappingProblems(
  rows: readonly MappingRow[],
  inUse: readonly SubcategoryRef[],
  current: readonly SubcategoryRef[],
): MappingProblems {
  const targets = new Map(current.map((c) => [c.id, c]));
  const rowOf = new Map(rows.map((row) => [row.subcategoryId, row]));
  const unmapped = new Set<number>();
  const crossRegister = new Set<number>();
  const ratesByTarget = new Map<number, Set<number>>();
  for (const source of inUse) {
    const row = rowOf.get(source.id);
    const target = row?.targetSubcategoryId == null ? undefined : targets.get(row.targetSubcategoryId);
    if (!row || !target) {
      unmapped.add(source.id);
      continue;
    }
    if (target.registerKind !== source.registerKind) crossRegister.add(source.id);
    const rates = ratesByTarget.get(target.id) ?? new Set<number>();
    rates.add(row.targetRate ?? target.rate);
    ratesByTarget.set(target.id, rates);
  }
  const ascending = (a: number, b: number) => a - b;
  return {
    unmapped: [...unmapped].sort(ascending),
    rateConflicts: [...ratesByTarget]
      .filter(([, rates]) => rates.size > 1)
      .map(([targetSubcategoryId, rates]) => ({ targetSubcategoryId, rates: [...rates].sort(ascending) }))
      .sort((a, b) => a.targetSubcategoryId - b.targetSubcategoryId),
    crossRegister: [...crossRegister].sort(ascending),
  };
}
