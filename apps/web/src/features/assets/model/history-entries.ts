/** One changed field of a history row, ready to be written in words. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/**
 * The changed fields of a history row (`{ field: { from, to } }`, DOMAIN §4), in the row's order.
 * Anything else the server may store there is ignored rather than shown raw.
 */
export function changesOf(changes: unknown): FieldChange[] {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes).flatMap(([field, value]) =>
    isChange(value) ? [{ field, from: value.from, to: value.to }] : [],
  );
}

/** The date a subcategory or location change takes effect, which the server stores beside the change. */
export function effectiveDateOf(changes: unknown): string | undefined {
  if (typeof changes !== 'object' || changes === null) return undefined;
  const date = (changes as { effectiveDate?: unknown }).effectiveDate;
  return typeof date === 'string' ? date : undefined;
}

/** The ids a history refers to, by the field that holds them, each once. */
export function referencedIds(changesList: readonly unknown[], field: string): number[] {
  const ids = new Set<number>();
  for (const changes of changesList) {
    for (const change of changesOf(changes)) {
      if (change.field !== field) continue;
      for (const value of [change.from, change.to]) if (typeof value === 'number') ids.add(value);
    }
  }
  return [...ids];
}

/** How a value is written: an amount, a date, a flag, a plain value; null when empty. */
export type ValueKind = 'cents' | 'euros' | 'date' | 'reference' | 'plain';

/** The kind of a field, read from its name as the server records it (`historicalPriceCents`, `purchaseDate`, `locationId`). */
export function valueKindOf(field: string): ValueKind {
  if (field.endsWith('Cents')) return 'cents';
  if (field.endsWith('Price') || field.endsWith('Value')) return 'euros';
  if (field.endsWith('Date')) return 'date';
  if (field.endsWith('Id')) return 'reference';
  return 'plain';
}

/** The field's name without the storage suffix, as the texts name it: `historicalPriceCents` → `historicalPrice`. */
export function fieldNameOf(field: string): string {
  return field.replace(/Cents$/, '');
}
