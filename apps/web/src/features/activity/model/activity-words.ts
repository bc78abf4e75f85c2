import type { AuditEvent, AuditFieldChange, AuditRecord } from '@inventario/shared/contracts/audit';
import { itemText } from '@inventario/shared/domain/audit/changed-fields';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import { CHARGE_CAUSALS } from '@inventario/shared/domain/movements/causals';
import { DISCHARGE_CAUSALS } from '@inventario/shared/domain/movements/discharge-causals';
import { VALUE_VOUCHER_TYPES } from '@inventario/shared/domain/movements/value-voucher';
import { formatCents, formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { ParseKeys, TFunction } from 'i18next';

/**
 * The activity log in words (issue 20): an event's record as users know it ("Carico n. 3/2026",
 * "BM 12 Notebook"), its changed fields by their names ("Matricola", "Ubicazione › Codice") and their
 * values as the screens show them (dates, amounts, statuses, reasons). A field the app has no words
 * for is shown as a readable form of its code, never blank.
 */

const MISSING = '\u0000';

/** The text of a key, or undefined when the texts have none. */
function lookup(t: TFunction, key: string, options: Record<string, unknown> = {}): string | undefined {
  const text = t(key as ParseKeys, { ...options, defaultValue: MISSING });
  return typeof text === 'string' && text !== MISSING && text !== '' ? text : undefined;
}

/** A code as words: `serialNumber` → "Serial number", `floor_number` → "Floor number". */
export function readableCode(code: string): string {
  const words = code
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : code;
}

/** A path's parts: `assets[12].location.code` → `assets`, `[12]`, `location`, `code`. */
function partsOf(field: string): string[] {
  return field.split(/\.|(?=\[)/).filter((part) => part !== '');
}

const isItem = (part: string) => part.startsWith('[') && part.endsWith(']');

/** A field's own name, for the kind of record it belongs to: `charge` of an import is a count. */
function nameText(t: TFunction, entity: string, name: string): string {
  const counted = entity === 'import' || entity === 'merge';
  return (
    (counted ? lookup(t, `activity.counts.${name}`) : undefined) ??
    lookup(t, `activity.fields.${name}`) ??
    readableCode(name)
  );
}

/**
 * A changed field in words. Parts are joined "Ubicazione › Codice"; the description of a nested record
 * is the record itself ("Fornitore", not "Fornitore › Descrizione"); a line of a list is named by its
 * own words (`item`: "BM 12 Notebook") or its id.
 */
export function fieldText(
  t: TFunction,
  entity: string,
  change: Pick<AuditFieldChange, 'field' | 'item'>,
): string {
  const parts = partsOf(change.field);
  if (parts.length === 0) return t('activity.changes.whole');
  const parent = parts[parts.length - 2];
  if (parent !== undefined && !isItem(parent) && parts[parts.length - 1] === 'description') parts.pop();
  const words = parts.map((part) =>
    isItem(part)
      ? (change.item ?? t('activity.lineOf', { id: part.slice(1, -1) }))
      : nameText(t, entity, part),
  );
  return words.reduce((parent, child) => t('activity.fieldPath', { parent, child }));
}

/**
 * The changes worth a row: the record's own id, which the event names already, is left out, and so
 * is a nested record's id when another of its fields changed too (`location.id` beside
 * `location.code`), as that field says which record it became.
 */
export function shownChanges<T extends Pick<AuditFieldChange, 'field'>>(changes: readonly T[]): T[] {
  const parents = new Set(
    changes.map((change) => change.field.slice(0, change.field.lastIndexOf('.'))).filter(Boolean),
  );
  const withOthers = new Set(
    [...parents].filter((parent) =>
      changes.some((c) => c.field.startsWith(`${parent}.`) && !c.field.endsWith('.id')),
    ),
  );
  return changes.filter((change) => {
    if (change.field === 'id') return false;
    if (!change.field.endsWith('.id')) return true;
    return !withOthers.has(change.field.slice(0, -'.id'.length));
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EUROS = new Set([
  'historicalPrice',
  'actualPrice',
  'originalPrice',
  'value',
  'totalValue',
  'variation',
  'price',
  'unitPrice',
  'actualValue',
  'historicalValue',
]);
const CAUSALS: readonly { code: string; description: string }[] = [
  ...CHARGE_CAUSALS,
  ...DISCHARGE_CAUSALS,
  ...VALUE_VOUCHER_TYPES,
];

/** The words of a coded value, by the field it is in and the kind of record (`status` of an asset). */
function codedText(
  t: TFunction,
  entity: string,
  parts: string[],
  value: string | number,
): string | undefined {
  const name = parts[parts.length - 1] ?? '';
  // A voucher's line is an asset: `assets[12].status` is the asset's.
  const owner = parts.some(isItem) ? 'asset' : entity;
  switch (name) {
    case 'status': {
      const list = {
        asset: 'assetStatus',
        financialYear: 'yearStatus',
        movement: 'proposalStatus',
        externalMovement: 'externalStatus',
      }[owner];
      return list ? lookup(t, `activity.values.${list}.${value}`) : undefined;
    }
    case 'type':
      return owner === 'movement' && parts.length === 1 ? lookup(t, `movements.types.${value}`) : undefined;
    case 'causal':
    case 'voucherType': {
      const causal = CAUSALS.find((c) => c.code === value);
      return causal
        ? t('activity.values.causal', { code: causal.code, description: causal.description })
        : undefined;
    }
    case 'kind':
      return owner === 'labelsSetting'
        ? lookup(t, `activity.values.labelKind.${value}`)
        : lookup(t, `activity.entities.${value}`);
    case 'registerKind':
      return lookup(t, `activity.fields.${value}`);
    case 'assetClass':
    case 'vendorType':
    case 'liability':
    case 'firstYearDepreciation':
    case 'symbols':
    case 'origin':
      return lookup(t, `activity.values.${name}.${value}`);
    default:
      return undefined;
  }
}

function moneyText(name: string, value: number): string | undefined {
  if (EUROS.has(name)) return formatEuros(value);
  if (name.endsWith('Cents')) return formatCents(value);
  return undefined;
}

/** A record in a value: its own words (`BM 12 Notebook`, `AULA1`), else as JSON. */
function objectText(value: object): string {
  return itemText(value) ?? JSON.stringify(value);
}

/**
 * A changed value as the screens show it: nothing as a dash, yes and no, dates as dd/mm/yyyy,
 * amounts in euros, statuses and reasons in words, records by their words, lists one after another.
 */
export function valueText(
  t: TFunction,
  entity: string,
  field: string,
  value: unknown,
  momentText: (value: string) => string = (v) => v,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const parts = partsOf(field);
  const name = parts[parts.length - 1] ?? '';
  if (typeof value === 'boolean') return t(value ? 'activity.values.yes' : 'activity.values.no');
  if (typeof value === 'string' || typeof value === 'number') {
    const coded = codedText(t, entity, parts, value);
    if (coded) return coded;
  }
  if (typeof value === 'number') return moneyText(name, value) ?? String(value);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_DATE_TIME.test(value)) return momentText(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) => (typeof item === 'object' && item !== null ? objectText(item) : String(item)))
      .join(value.some((item) => typeof item === 'object') ? '; ' : ', ');
  }
  if (typeof value === 'object') return objectText(value);
  return String(value);
}

/** A record as users know it: "Carico n. 3/2026", "BM 12 Notebook", "AULA1 – Aula 1". */
export function recordWords(t: TFunction, record: AuditRecord): string {
  switch (record.kind) {
    case 'movement':
      return t('activity.record.movement', {
        type: lookup(t, `movements.types.${record.type}`) ?? t('activity.entities.movement'),
        number: record.number,
        year: record.year,
      });
    case 'asset': {
      const number = registerNumberText(record.registerKind, record.number);
      return number
        ? t('activity.record.numbered', { number, name: record.description })
        : record.description;
    }
    case 'named':
      return record.code
        ? t('activity.record.withCode', { code: record.code, name: record.name })
        : record.name;
  }
}

/** An event's record in words: as users know it, else its kind and id (deleted since, or of no list). */
export function recordText(
  t: TFunction,
  event: Pick<AuditEvent, 'entity' | 'entityId' | 'record'>,
  entityText: (entity: string) => string,
): string {
  if (event.record) return recordWords(t, event.record);
  return event.entityId
    ? t('activity.recordOf', { kind: entityText(event.entity), id: event.entityId })
    : entityText(event.entity);
}
