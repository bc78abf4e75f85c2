import { type RegisterKind, registerKinds } from '../../contracts/catalogue.ts';
import { registerNumberText } from '../catalogue/register-acronym.ts';
import { shownInventoryNumber } from '../renewal/renumbering.ts';

/**
 * The changed fields of an audit event (issue 20 "The activity log"): what its `before` and `after`
 * snapshots differ in. Nested objects are flattened to dotted paths (`location.code`); a list of
 * records with ids on both sides (a voucher's assets) is compared record by record, by id
 * (`assets[12].historicalPrice`, a record added or removed whole as `assets[15]`); other arrays are
 * compared as values; and the bookkeeping of every row (`updatedAt`…) is left out. Secrets (a
 * password, a token, a hash) never leave the server: their fields are not listed at all.
 */
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** The dotted path of the field (`location.code`); `''` when a snapshot is a plain value. */
  field: string;
  kind: ChangeKind;
  before: unknown;
  after: unknown;
  /** The record of a list the field belongs to, in words of its own (`itemText`): `BM 12 Notebook`. */
  item?: string;
}

/**
 * Fields that say nothing of the change: the bookkeeping every row carries, the school every row
 * of the log is of, what a row keeps for searching (`searchText`, made of its other fields), and
 * what a movement's snapshot tells its screen it may do (`editable`), which follows from the data.
 */
const NOISE = new Set([
  'updatedAt',
  'createdAt',
  'updated_at',
  'created_at',
  'version',
  'rowVersion',
  'editable',
  'customerCode',
  'customer_code',
  'searchText',
]);

/** A field whose value is a secret (a password, a token, a hash, a key): never shown. */
export function isSecretField(name: string): boolean {
  return /pass(word)?|token|secret|hash|apikey|api_key|credential/i.test(name);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record of a list that only one snapshot holds: compared whole, never flattened. */
class Whole {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}

/** A list of records keyed `[id]`: its records' fields, and nothing of its own when it is empty. */
class Keyed {
  readonly records: Record<string, unknown>;
  constructor(records: Record<string, unknown>) {
    this.records = records;
  }
}

function isRegisterKind(value: unknown): value is RegisterKind {
  return typeof value === 'string' && (registerKinds as readonly string[]).includes(value);
}

type Id = string | number;
type ListRecord = Record<string, unknown> & { id: Id };

function isListRecord(value: unknown): value is ListRecord {
  return isPlainObject(value) && (typeof value.id === 'number' || typeof value.id === 'string');
}

/** Records with ids, each id once: a list compared record by record. */
function isRecordList(value: unknown): value is ListRecord[] {
  return (
    Array.isArray(value) &&
    value.every(isListRecord) &&
    new Set(value.map((item) => item.id)).size === value.length
  );
}

/** `assets` and `12` → `assets[12]`; a key after the root → `location.code`. */
function pathOf(prefix: string, key: string): string {
  if (key.startsWith('[')) return `${prefix}${key}`;
  return prefix ? `${prefix}.${key}` : key;
}

/**
 * A record of a list in words of its own: its register number (`BM 12`: an asset's inventory number,
 * or its durable number) and its description, name or code. Undefined when it has none of them.
 */
export function itemText(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const register = isPlainObject(value.register) ? value.register.kind : value.registerKind;
  const stored = typeof value.inventoryNumber === 'number' ? value.inventoryNumber : null;
  const number =
    shownInventoryNumber(stored) ?? (typeof value.durableNumber === 'number' ? value.durableNumber : null);
  const numberText = isRegisterKind(register) ? registerNumberText(register, number) : '';
  const name = [value.description, value.name, value.code].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  const text = [numberText, name].filter(Boolean).join(' ');
  return text || undefined;
}

/**
 * The two snapshots with their lists of records on both sides turned into objects keyed `[id]`, so
 * that flattening compares them record by record; a record only one side holds is kept `Whole`.
 * `items` receives the words of each record by its path (`assets[12]` → `BM 12 Notebook`).
 */
function alignLists(
  before: unknown,
  after: unknown,
  prefix: string,
  items: Map<string, string>,
): [unknown, unknown] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const was: Record<string, unknown> = { ...before };
    const now: Record<string, unknown> = { ...after };
    for (const key of Object.keys(before)) {
      if (Object.hasOwn(after, key)) {
        [was[key], now[key]] = alignLists(before[key], after[key], pathOf(prefix, key), items);
      }
    }
    return [was, now];
  }
  const bothLists = isRecordList(before) && isRecordList(after);
  if (!bothLists || (before.length === 0 && after.length === 0)) return [before, after];
  const was = new Map(before.map((item) => [String(item.id), item]));
  const now = new Map(after.map((item) => [String(item.id), item]));
  const wasKeyed: Record<string, unknown> = {};
  const nowKeyed: Record<string, unknown> = {};
  for (const [id, item] of was) {
    const key = `[${id}]`;
    const text = itemText(now.get(id) ?? item);
    if (text) items.set(pathOf(prefix, key), text);
    const other = now.get(id);
    if (other === undefined) wasKeyed[key] = new Whole(item);
    else [wasKeyed[key], nowKeyed[key]] = alignLists(item, other, pathOf(prefix, key), items);
  }
  for (const [id, item] of now) {
    if (was.has(id)) continue;
    const key = `[${id}]`;
    const text = itemText(item);
    if (text) items.set(pathOf(prefix, key), text);
    nowKeyed[key] = new Whole(item);
  }
  return [new Keyed(wasKeyed), new Keyed(nowKeyed)];
}

/** A value shown whole, without its secrets and bookkeeping, at any depth. */
function scrubbed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubbed);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NOISE.has(key) && !isSecretField(key))
      .map(([key, item]) => [key, scrubbed(item)]),
  );
}

/** A snapshot as its leaves by dotted path; arrays and scalars are leaves. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (value instanceof Whole) {
    into.set(prefix, scrubbed(value.value));
    return;
  }
  if (value instanceof Keyed) {
    for (const [key, record] of Object.entries(value.records)) flatten(record, pathOf(prefix, key), into);
    return;
  }
  if (!isPlainObject(value)) {
    into.set(prefix, scrubbed(value));
    return;
  }
  const keys = Object.keys(value);
  if (keys.length === 0 && prefix) {
    into.set(prefix, value);
    return;
  }
  for (const key of keys) {
    if (NOISE.has(key) || isSecretField(key)) continue;
    flatten(value[key], pathOf(prefix, key), into);
  }
}

/** The record of a list a path is in (`assets[12].location.code` → `assets[12]`), if any. */
function itemPathOf(field: string): string | undefined {
  const end = field.indexOf(']');
  return end < 0 ? undefined : field.slice(0, end + 1);
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
  const items = new Map<string, string>();
  const [aligned, alignedAfter] = alignLists(before, after, '', items);
  if (before !== null && before !== undefined) flatten(aligned, '', was);
  if (after !== null && after !== undefined) flatten(alignedAfter, '', now);
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
  for (const change of changes) {
    const itemPath = itemPathOf(change.field);
    const item = itemPath === undefined ? undefined : items.get(itemPath);
    if (item !== undefined) change.item = item;
  }
  return changes.sort((a, b) => a.field.localeCompare(b.field));
}
