import { ASSET_STATUS, type AssetSearch, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { AdjustmentCreate } from '@inventario/shared/contracts/renewal-adjustments';
import { REGISTER_ACRONYMS } from '@inventario/shared/domain/catalogue/register-acronym';
import {
  type AdjustmentKind,
  type AdjustmentValues,
  adjustmentProblem,
  variationCents,
} from '@inventario/shared/domain/renewal/adjustments';
import { centsToEuros, eurosToCents, parseAmountToCents } from '@inventario/shared/format/currency';
import { z } from 'zod';

/**
 * The form of a new accounting adjustment (DOMAIN §8, spec 02 §3 "Accounting adjustment"): its kind,
 * then what that kind asks for. A good found (rinvenuto) is a new good: description, subcategory,
 * location, value. A good missing, unusable or entered by mistake is a good of the registers, which
 * leaves them. A prudential estimate gives a good of the registers a new value. Every kind takes the
 * presumed realisation value (optional) and the reason (required). Amounts are kept as typed
 * ("1.234,56"), numbers only in the request; what the user typed for another kind stays in the form
 * (a change of kind loses nothing) and is not sent.
 */

/** What a kind asks for: a new good, a good of the registers, or a good of the registers and its new value. */
export type AdjustmentShape = 'newGood' | 'heldGood' | 'estimate';

export function shapeOf(kind: AdjustmentKind): AdjustmentShape {
  switch (kind) {
    case 'found':
      return 'newGood';
    case 'missing':
    case 'unusable':
    case 'erroneous':
      return 'heldGood';
    case 'estimateUp':
    case 'estimateDown':
      return 'estimate';
  }
}

/** A good of the registers as the form holds it once chosen: its number, description and actual value. */
export interface PickedAsset {
  id: number;
  description: string;
  registerKind: RegisterKind;
  inventoryNumber: number | null;
  actualCents: number;
}

export function pickedAssetOf(asset: AssetSummary): PickedAsset {
  return {
    id: asset.id,
    description: asset.description,
    registerKind: asset.register.kind,
    inventoryNumber: asset.inventoryNumber,
    actualCents: eurosToCents(asset.actualPrice),
  };
}

export interface AdjustmentFormValues {
  kind: AdjustmentKind | null;
  /** Missing, unusable, erroneous and the estimates: the good of the registers. */
  asset: PickedAsset | null;
  /** Found: the new good. */
  description: string;
  subcategoryId: number | null;
  /** Narrows the locations offered; not sent. */
  siteId: number | null;
  locationId: number | null;
  /** Found: the value it is charged at, as typed. */
  value: string;
  /** The estimates: the good's new value, as typed. */
  newValue: string;
  /** Optional, as typed. */
  presumedValue: string;
  reason: string;
}

/** The fields a message may land on (the client's checks, the server's refusals). */
export const ADJUSTMENT_FIELDS = [
  'kind',
  'asset',
  'description',
  'subcategoryId',
  'locationId',
  'value',
  'newValue',
  'presumedValue',
  'reason',
] as const satisfies readonly (keyof AdjustmentFormValues)[];
export type AdjustmentField = (typeof ADJUSTMENT_FIELDS)[number];

export function adjustmentDefaults(): AdjustmentFormValues {
  return {
    kind: null,
    asset: null,
    description: '',
    subcategoryId: null,
    siteId: null,
    locationId: null,
    value: '',
    newValue: '',
    presumedValue: '',
    reason: '',
  };
}

/** The contract's limits (`adjustmentCreateSchema`): texts, and amounts in cents. */
export const DESCRIPTION_MAX = 500;
export const REASON_MAX = 2000;
/** A found good's value (`euroAmountSchema`). */
const VALUE_MAX_CENTS = 9_999_999_999_999;
/** A new value and a presumed realisation value. */
const ESTIMATE_MAX_CENTS = 9_999_999_999;

/** An amount typed, in cents, when it is readable and not negative; null otherwise (blank included). */
export function amountCents(text: string): number | null {
  if (text.trim() === '') return null;
  const cents = parseAmountToCents(text);
  return cents === null || cents < 0 ? null : cents;
}

/** The rule an amount typed breaks, as an i18n key; none when it is fine (or blank and optional). */
export function amountMessage(text: string, required: boolean, maxCents: number): string | undefined {
  if (text.trim() === '') return required ? 'rules.mandatory' : undefined;
  const cents = parseAmountToCents(text);
  if (cents === null) return 'rules.notValid';
  if (cents < 0) return 'rules.positive';
  return cents > maxCents ? 'rules.notValid' : undefined;
}

/**
 * The values the adjustment gives its good, as the server checks them (`adjustmentProblem`): a found
 * good from 0 to its value, a good leaving the registers from its actual value to 0, an estimate from
 * its actual value to the new one. Null while the kind, the good or the amount is missing or unreadable.
 */
export function adjustmentValuesOf(values: AdjustmentFormValues): AdjustmentValues | null {
  const { kind } = values;
  if (kind === null) return null;
  const presumedCents = amountCents(values.presumedValue);
  const shape = shapeOf(kind);
  if (shape === 'newGood') {
    const cents = amountCents(values.value);
    return cents === null ? null : { actualCents: 0, newActualCents: cents, presumedCents };
  }
  if (values.asset === null) return null;
  const actualCents = values.asset.actualCents;
  if (shape === 'heldGood') return { actualCents, newActualCents: 0, presumedCents };
  const newActualCents = amountCents(values.newValue);
  return newActualCents === null ? null : { actualCents, newActualCents, presumedCents };
}

/** What the adjustment does to the good's value, shown as the user types; null until it is known. */
export interface AdjustmentPreview {
  actualCents: number;
  newCents: number;
  variationCents: number;
}

export function adjustmentPreview(values: AdjustmentFormValues): AdjustmentPreview | null {
  const found = adjustmentValuesOf(values);
  if (!found) return null;
  return {
    actualCents: found.actualCents,
    newCents: found.newActualCents,
    variationCents: variationCents(found),
  };
}

export interface FormIssue {
  field: AdjustmentField;
  /** An i18n key: `rules.*`, `errors.*` or `renewalAdjustments.*`. */
  message: string;
}

/**
 * What is wrong with the form for its kind, field by field, in the order of the fields: the kind
 * chosen; the new good's description, subcategory and value, or the good of the registers; the new
 * value of an estimate, which must raise or lower the actual value as the kind says (the server's own
 * rule, `adjustmentProblem`); the presumed value when typed; the reason.
 */
export function adjustmentIssues(values: AdjustmentFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (field: AdjustmentField, message: string | undefined) => {
    if (message) issues.push({ field, message });
  };
  const { kind } = values;
  add('kind', kind === null ? 'renewalAdjustments.form.kindRequired' : undefined);
  if (kind !== null) {
    const shape = shapeOf(kind);
    if (shape === 'newGood') {
      const description = values.description.trim();
      add('description', description === '' ? 'rules.mandatory' : undefined);
      add('description', description.length > DESCRIPTION_MAX ? 'rules.tooLongText' : undefined);
      add('subcategoryId', values.subcategoryId === null ? 'rules.mandatory' : undefined);
      const valueMessage = amountMessage(values.value, true, VALUE_MAX_CENTS);
      add('value', valueMessage);
      const problem = valueMessage ? null : problemOf(kind, values);
      add('value', problem ? `errors.${problem}` : undefined);
    } else {
      add('asset', values.asset === null ? 'renewalAdjustments.form.assetRequired' : undefined);
    }
    if (shape === 'estimate') {
      const newValueMessage = amountMessage(values.newValue, true, ESTIMATE_MAX_CENTS);
      add('newValue', newValueMessage);
      const problem = newValueMessage ? null : problemOf(kind, values);
      add('newValue', problem ? `errors.${problem}` : undefined);
    }
  }
  add('presumedValue', amountMessage(values.presumedValue, false, ESTIMATE_MAX_CENTS));
  const reason = values.reason.trim();
  add('reason', reason === '' ? 'rules.mandatory' : undefined);
  add('reason', reason.length > REASON_MAX ? 'rules.tooLongText' : undefined);
  return issues;
}

function problemOf(kind: AdjustmentKind, values: AdjustmentFormValues) {
  const found = adjustmentValuesOf(values);
  return found ? adjustmentProblem(kind, found) : null;
}

/** The form's check for react-hook-form (`zodResolver`): the issues of `adjustmentIssues`, on their fields. */
export const adjustmentFormSchema = z.custom<AdjustmentFormValues>().superRefine((values, context) => {
  for (const issue of adjustmentIssues(values)) {
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
});

/**
 * The body of `POST /renewal/{id}/adjustments` for the checked form: only the fields of its kind,
 * texts trimmed, amounts in euros, no presumed value when none was typed.
 */
export function toAdjustmentCreate(values: AdjustmentFormValues): AdjustmentCreate {
  const { kind } = values;
  if (kind === null) throw new Error('No kind of adjustment chosen');
  const presumedCents = amountCents(values.presumedValue);
  const common = {
    presumedValue: presumedCents === null ? null : centsToEuros(presumedCents),
    reason: values.reason.trim(),
  };
  switch (kind) {
    case 'found': {
      const cents = amountCents(values.value);
      if (cents === null || values.subcategoryId === null) throw new Error('The found good is incomplete');
      return {
        kind,
        asset: {
          description: values.description.trim(),
          subcategoryId: values.subcategoryId,
          locationId: values.locationId,
          value: centsToEuros(cents),
        },
        ...common,
      };
    }
    case 'estimateUp':
    case 'estimateDown': {
      const newCents = amountCents(values.newValue);
      if (values.asset === null || newCents === null) throw new Error('The estimate is incomplete');
      return { kind, assetId: values.asset.id, newValue: centsToEuros(newCents), ...common };
    }
    case 'missing':
    case 'unusable':
    case 'erroneous':
      if (values.asset === null) throw new Error('No good chosen');
      return { kind, assetId: values.asset.id, ...common };
  }
}

/** A search of the goods a kind may adjust, and the register a typed acronym names (filtered here). */
export interface AdjustableSearch {
  filters: Omit<AssetSearch, 'sortBy' | 'sortDesc'>;
  registerKind: RegisterKind | null;
}

const NUMBER_ONLY = /^\d{1,9}$/;
const ACRONYM_NUMBER = /^([a-z]{2,3})\s*[\s/.-]?\s*(\d{1,9})$/i;
const ACRONYM_KINDS = new Map(
  Object.entries(REGISTER_ACRONYMS).map(([kind, acronym]) => [acronym, kind as RegisterKind]),
);

/**
 * The asset search behind the good's picker: the charged goods of the inventory registers (those the
 * renewal revalues), by inventory number ("12", or "BM 12" for that register's) or else by the text
 * the asset search matches (description, serial number, brand, original number).
 */
export function adjustableSearchOf(text: string): AdjustableSearch {
  const base = { status: ASSET_STATUS.charged, assetClass: 'inventory' as const };
  const typed = text.trim();
  if (NUMBER_ONLY.test(typed)) {
    const number = Number(typed);
    return { filters: { ...base, inventoryNumber: { from: number, to: number } }, registerKind: null };
  }
  const match = ACRONYM_NUMBER.exec(typed);
  const registerKind = match ? ACRONYM_KINDS.get((match[1] ?? '').toUpperCase()) : undefined;
  if (match && registerKind) {
    const number = Number(match[2]);
    return { filters: { ...base, inventoryNumber: { from: number, to: number } }, registerKind };
  }
  return { filters: typed === '' ? base : { ...base, text: typed.slice(0, 200) }, registerKind: null };
}
