/**
 * The changed fields of an audit event (issue 20 "The activity log"): what its `before` and `after`
 * snapshots differ in. Nested objects are flattened to dotted paths (`location.code`), arrays are
 * compared as values, and the bookkeeping of every row (`updatedAt`…) is left out. Secrets (a
 * password, a token, a hash) never leave the server: their fields are not listed at all.
 */
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** The dotted path of the field (`location.code`); `''` when a snapshot is a plain value. */
  field: string;
  kind: ChangeKind;
  before: unknown;
  after: unknown;
}

/**
 * Fields that say nothing of the change: the bookkeeping every row carries, and what a movement's
 * snapshot tells its screen it may do (`editable`), which follows from the data.
 */
const NOISE = new Set([
  'updatedAt',
  'createdAt',
  'updated_at',
  'created_at',
  'version',
  'rowVersion',
  'editable',
]);

/** A field whose value is a secret (a password, a token, a hash, a key): never shown. */
export function isSecretField(name: string): boolean {
  return /pass(word)?|token|secret|hash|apikey|api_key|credential/i.test(name);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A snapshot as its leaves by dotted path; arrays and scalars are leaves. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (!isPlainObject(value)) {
    into.set(prefix, value);
    return;
  }
  const keys = Object.keys(value);
  if (keys.length === 0 && prefix) {
    into.set(prefix, value);
    return;
  }
  for (const key of keys) {
    if (NOISE.has(key) || isSecretField(key)) continue;
    flatten(value[key], prefix ? `${prefix}.${key}` : key, into);
  }
}

/** Deep equality of JSON values: arrays by their items in order, objects by their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * The fields `after` adds, removes or changes from `before`, by path. A missing snapshot (`null`,
 * `undefined`) has no fields: a creation lists what it set, a deletion what was there.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', was);
  if (after !== null && after !== undefined) flatten(after, '', now);
  const changes: FieldChange[] = [];
  for (const [field, value] of was) {
    if (!now.has(field)) {
      if (value !== null && value !== undefined)
        changes.push({ field, kind: 'removed', before: value, after: null });
    } else if (!sameValue(value, now.get(field))) {
      changes.push({ field, kind: 'changed', before: value ?? null, after: now.get(field) ?? null });
    }
  }
  for (const [field, value] of now) {
    if (!was.has(field) && value !== null && value !== undefined) {
      changes.push({ field, kind: 'added', before: null, after: value });
    }
  }
  return changes.sort((a, b) => a.field.localeCompare(b.field));
}
