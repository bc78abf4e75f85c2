import { reclassification } from '../assets/threshold.ts';

/**
 * What an edit of a charge voucher may change (DOMAIN §4, spec 02 §5). The legal content (the header
 * fields the register records, the lines' prices and subcategories, and the lines themselves) is
 * frozen once a later movement holds one of the charge's assets; notes and the assets' descriptive
 * fields can always change. Changing the lines renumbers them, which only the school's latest charge
 * can do without leaving a gap in the registers.
 */
export const LEGAL_HEADER_FIELDS = [
  'date',
  'causal',
  'creditorId',
  'documentType',
  'documentDate',
  'documentNumber',
  'deliveryDate',
  'deliveryNumber',
  'orderDate',
  'orderNumber',
  'administrationId',
  'aggregationId',
] as const;
export const DESCRIPTIVE_HEADER_FIELDS = ['notes'] as const;

/** The history actions a charge writes besides `charge`: an asset sent back to waiting, a line edited. */
export const CHARGE_HISTORY_ACTION = {
  charge: 'charge',
  uncharge: 'uncharge',
  chargeEdit: 'chargeEdit',
} as const;

/** The listed fields of a record, for `fieldChanges` of an edit that names what it may touch. */
export function pickFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = record[field];
  return picked;
}

export interface ChargeEditFacts {
  /** A legal header field, or a kept line's price or subcategory, changes. */
  legalChanged: boolean;
  /** Lines are added, taken out or put in another order. */
  linesChanged: boolean;
  /** A kept line moves to a subcategory of another register (its number changes register). */
  registerChanged: boolean;
  hasLaterMovements: boolean;
  isLatestCharge: boolean;
}

export type ChargeEditRefusal = 'movementHasLaterMovements' | 'chargeNotLatest' | 'subcategoryOtherRegister';

export function checkChargeEdit(
  facts: ChargeEditFacts,
): { ok: true; renumber: boolean } | { ok: false; code: ChargeEditRefusal } {
  const touchesLegalContent = facts.legalChanged || facts.linesChanged || facts.registerChanged;
  if (touchesLegalContent && facts.hasLaterMovements) return { ok: false, code: 'movementHasLaterMovements' };
  if (facts.linesChanged && !facts.isLatestCharge) return { ok: false, code: 'chargeNotLatest' };
  if (facts.registerChanged && !facts.isLatestCharge) return { ok: false, code: 'subcategoryOtherRegister' };
  return { ok: true, renumber: facts.linesChanged || facts.registerChanged };
}

export interface EditabilityFacts {
  hasLaterMovements: boolean;
  isLatestCharge: boolean;
  /** The voucher's financial year is open: a closed year's registers do not change. */
  yearOpen: boolean;
}

/** The `editable` flags of a charge's detail: what the screen offers. */
export function chargeEditability(facts: EditabilityFacts): {
  content: boolean;
  assets: boolean;
  deletable: boolean;
} {
  const content = facts.yearOpen && !facts.hasLaterMovements;
  const lines = content && facts.isLatestCharge;
  return { content, assets: lines, deletable: lines };
}

/**
 * Deleting a charge gives its numbers back and takes its assets out: only the latest charge, with no
 * asset held by a later movement.
 */
export function checkChargeDeletion(
  facts: Omit<EditabilityFacts, 'yearOpen'>,
): { ok: true } | { ok: false; code: 'chargeNotLatest' | 'movementHasLaterMovements' } {
  if (!facts.isLatestCharge) return { ok: false, code: 'chargeNotLatest' };
  if (facts.hasLaterMovements) return { ok: false, code: 'movementHasLaterMovements' };
  return { ok: true };
}

/**
 * A charged asset's price may be corrected but not across the threshold (spec 02 §5): its class,
 * and so its register and number, would change; the user reclassifies through a movement instead.
 */
export function checkPriceEdit(
  fromCents: number,
  toCents: number,
): { ok: true } | { ok: false; code: 'priceCrossesThreshold' } {
  return reclassification(fromCents, toCents) === 'same'
    ? { ok: true }
    : { ok: false, code: 'priceCrossesThreshold' };
}
