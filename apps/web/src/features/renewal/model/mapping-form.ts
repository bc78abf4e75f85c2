import type {
  MappingChange,
  MappingRowView,
  RenewalMapping,
  RenewalSubcategory,
} from '@inventario/shared/contracts/renewal';
import { checkRate } from '@inventario/shared/domain/catalogue/rate';
import { mappingProblems } from '@inventario/shared/domain/renewal/mapping';

/**
 * The mapping form (DOMAIN §8): each subcategory in use with the target the user gives it and the rate
 * typed for it. Only the rows the user touched are kept here, by subcategory id; the others read as
 * the server saved them. Rates are kept as typed ("12,5"), numbers only when sent.
 */
export interface RowEdit {
  targetSubcategoryId: number | null;
  rateText: string;
}

export type MappingEdits = Readonly<Record<number, RowEdit>>;

/** What may be wrong with a row: no target, its target given two rates, another register, a bad rate. */
export type RowProblem = 'unmapped' | 'rateConflict' | 'crossRegister' | 'invalidRate';

const idOf = (row: MappingRowView) => row.subcategory.id;

/** "03.01 Personal computer": the category code comes along, since subcategory codes repeat. */
export function subcategoryText(
  subcategory: Pick<RenewalSubcategory, 'categoryCode' | 'code' | 'description'>,
) {
  return `${subcategory.categoryCode}.${subcategory.code} ${subcategory.description}`;
}

/** A rate as the field shows it, in the interface language ("12,5" in Italian); '' for none. */
export function rateInputText(rate: number | null, language: string): string {
  if (rate === null) return '';
  const text = String(Number(rate.toFixed(2)));
  return language === 'en' ? text : text.replace('.', ',');
}

/** A rate typed with a comma or a dot: null when blank (the target's own rate), NaN when unreadable. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** The rule a typed rate breaks (0–100, two decimals at most), as a `rules.*` key; none for blank. */
export function rateMessage(text: string): 'rules.notValid' | 'rules.between0and100' | undefined {
  const rate = parseRate(text);
  if (rate === null) return undefined;
  switch (checkRate(rate)) {
    case 'valid':
      return undefined;
    case 'outOfRange':
      return 'rules.between0and100';
    default:
      return 'rules.notValid';
  }
}

/** The row as the server saved it. */
export function savedEdit(row: MappingRowView, language: string): RowEdit {
  return { targetSubcategoryId: row.targetSubcategoryId, rateText: rateInputText(row.targetRate, language) };
}

/** The row as the form holds it: the user's edit, else as saved. */
export function editOf(row: MappingRowView, edits: MappingEdits, language: string): RowEdit {
  return edits[idOf(row)] ?? savedEdit(row, language);
}

/** A new target: the rate becomes the target's own (as the renewal proposes it), none for no target. */
export function withTarget(target: RenewalSubcategory | null, language: string): RowEdit {
  return {
    targetSubcategoryId: target?.id ?? null,
    rateText: target ? rateInputText(target.rate, language) : '',
  };
}

/** The rate a row's edit sends: the number typed, or null (blank, or unreadable: see `invalidRateRows`). */
function rateOf(edit: RowEdit): number | null {
  const rate = parseRate(edit.rateText);
  return rate === null || rateMessage(edit.rateText) ? null : rate;
}

/** The rows whose typed rate breaks a rule: the form cannot be saved while there is one. */
export function invalidRateRows(rows: readonly MappingRowView[], edits: MappingEdits): number[] {
  return rows
    .filter((row) => {
      const edit = edits[idOf(row)];
      return edit !== undefined && rateMessage(edit.rateText) !== undefined;
    })
    .map(idOf);
}

/**
 * The body of `PUT /renewal/{id}/mapping`: only the rows whose target or rate differs from what is
 * saved (a row changed and changed back is not sent); rows with an unreadable rate are left out.
 */
export function changedRows(rows: readonly MappingRowView[], edits: MappingEdits): MappingChange['rows'] {
  return rows.flatMap((row) => {
    const edit = edits[idOf(row)];
    if (edit === undefined || rateMessage(edit.rateText) !== undefined) return [];
    const targetRate = rateOf(edit);
    const same = edit.targetSubcategoryId === row.targetSubcategoryId && targetRate === row.targetRate;
    return same
      ? []
      : [{ subcategoryId: idOf(row), targetSubcategoryId: edit.targetSubcategoryId, targetRate }];
  });
}

/**
 * What is wrong with each row as the form holds it now, by subcategory id (rows without a problem
 * are absent), by the same rules the server confirms with (`mappingProblems`): no target, a target
 * given two rates (a blank rate taking the target's own), a target of another register; and a rate
 * typed wrong.
 */
export function rowProblems(
  mapping: Pick<RenewalMapping, 'rows' | 'targets'>,
  edits: MappingEdits,
): Map<number, RowProblem[]> {
  const values = mapping.rows.map((row) => {
    const edit = edits[idOf(row)];
    return edit
      ? { subcategoryId: idOf(row), targetSubcategoryId: edit.targetSubcategoryId, targetRate: rateOf(edit) }
      : {
          subcategoryId: idOf(row),
          targetSubcategoryId: row.targetSubcategoryId,
          targetRate: row.targetRate,
        };
  });
  const inUse = mapping.rows.map((row) => row.subcategory);
  const found = mappingProblems(values, inUse, mapping.targets);
  const conflicting = new Set(found.rateConflicts.map((conflict) => conflict.targetSubcategoryId));
  const invalid = new Set(invalidRateRows(mapping.rows, edits));
  const problems = new Map<number, RowProblem[]>();
  for (const value of values) {
    const id = value.subcategoryId;
    const list: RowProblem[] = [];
    const unmapped = found.unmapped.includes(id);
    if (unmapped) list.push('unmapped');
    if (!unmapped && value.targetSubcategoryId !== null && conflicting.has(value.targetSubcategoryId))
      list.push('rateConflict');
    if (found.crossRegister.includes(id)) list.push('crossRegister');
    if (invalid.has(id)) list.push('invalidRate');
    if (list.length > 0) problems.set(id, list);
  }
  return problems;
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/**
 * The rows a refused confirmation names (its `details`): the subcategories left unmapped, and every
 * row whose saved target is one given two rates. The confirmation reads the saved mapping, so these
 * are read as saved too.
 */
export function refusedRows(
  details: Record<string, unknown> | undefined,
  rows: readonly MappingRowView[],
): Set<number> {
  const named = new Set(numbers(details?.subcategoryIds));
  const conflicts = Array.isArray(details?.conflicts) ? details.conflicts : [];
  const targets = new Set(
    numbers(
      conflicts.map(
        (conflict: unknown) => (conflict as { targetSubcategoryId?: unknown })?.targetSubcategoryId,
      ),
    ),
  );
  for (const row of rows)
    if (row.targetSubcategoryId !== null && targets.has(row.targetSubcategoryId)) named.add(idOf(row));
  return named;
}

/** The targets a row may choose from: the current subcategories of its own register (a good stays in it). */
export function targetsByRegister(targets: readonly RenewalSubcategory[]): Map<string, RenewalSubcategory[]> {
  const byRegister = new Map<string, RenewalSubcategory[]>();
  const sorted = [...targets].sort((a, b) => subcategoryText(a).localeCompare(subcategoryText(b), 'it'));
  for (const target of sorted) {
    const list = byRegister.get(target.registerKind) ?? [];
    list.push(target);
    byRegister.set(target.registerKind, list);
  }
  return byRegister;
}

/** The page (from 0) a row is on, for turning to the first row a refusal names; none when not listed. */
export function pageOfRow(rows: readonly MappingRowView[], id: number, pageSize: number): number | undefined {
  const index = rows.findIndex((row) => idOf(row) === id);
  return index < 0 ? undefined : Math.floor(index / pageSize);
}
