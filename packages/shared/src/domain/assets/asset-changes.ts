/** What an asset history row records of a change: each changed field with its old and new value. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

type Value = string | number | boolean | null | undefined;

/** An absent field and a cleared one read the same: the database stores both as null. */
function normalized(value: Value): Value {
  return value === undefined || value === '' ? null : value;
}

/**
 * The fields of `after` whose value differs from `before`, with both values; the keys `after` does
 * not carry are left out, so a partial edit records only what it touched.
 */
export function fieldChanges<T extends object>(before: T, after: Partial<T>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after)) {
    const from = normalized((before as Record<string, Value>)[key]);
    const to = normalized((after as Record<string, Value>)[key]);
    if (from !== to) changes[key] = { from, to };
  }
  return changes;
}

export function hasChanges(changes: FieldChanges): boolean {
  return Object.keys(changes).length > 0;
}
