import {
  detailsFieldOf,
  MOVEMENT_DATE_CODES,
  placeIssues,
  type ValidationIssue,
  validationIssues,
} from '@/features/movements';
import { isApiError } from '@/lib/api/api-error.ts';
import { CHARGE_DETAILS_FIELDS } from './charge-details-form.ts';

/** A message for one field of the details step. */
export interface HeaderMessage {
  field: (typeof CHARGE_DETAILS_FIELDS)[number];
  message: string;
}

/**
 * How a refused charge is shown: messages on the details' fields, messages on asset lines (by line
 * key), an alert that sends the user back to the assets step, or a toast for anything else.
 */
export type ChargeSaveFailure =
  | { kind: 'fields'; header: HeaderMessage[]; lines: Record<string, string> }
  | { kind: 'assets'; message: string }
  | { kind: 'toast' };

/** Refusals about the set of assets: the user fixes them on the assets step. */
const ASSET_CODES = new Set([
  'noAssets',
  'tooManyAssets',
  'assetNotWaiting',
  'assetDischarged',
  'assetIncomplete',
  'assetInUniversality',
  'universalityCharged',
  'universalityIncomplete',
  'universalityImported',
  'universalityMixedRegisters',
  'durableRegisterMissing',
  'chargeNotLatest',
  'movementHasLaterMovements',
  'priceCrossesThreshold',
  'componentReachesThreshold',
  'subcategoryOtherRegister',
  'locationInactive',
]);

const HEADER_ALIASES: Record<string, HeaderMessage['field']> = { creditorId: 'creditor' };

function fieldFailure(issues: ValidationIssue[], assetLineKeys: readonly string[]): ChargeSaveFailure {
  const placed = placeIssues(
    issues,
    (name) => detailsFieldOf(CHARGE_DETAILS_FIELDS, name, HEADER_ALIASES),
    ([first, second]) =>
      first === 'assets' && second !== undefined ? assetLineKeys[Number(second)] : undefined,
  );
  return placed ? { kind: 'fields', header: placed.fields, lines: placed.lines } : { kind: 'toast' };
}

/**
 * Reads a failed `POST`/`PUT /movement/charge`. `assetLineKeys` names the line of each entry of the
 * request's `assets`, so a message about `assets.2` marks that line.
 */
export function chargeSaveFailure(error: unknown, assetLineKeys: readonly string[]): ChargeSaveFailure {
  if (!isApiError(error)) return { kind: 'toast' };
  if (MOVEMENT_DATE_CODES.has(error.code)) {
    return { kind: 'fields', header: [{ field: 'date', message: `errors.${error.code}` }], lines: {} };
  }
  if (error.code === 'unknownCausal') {
    return { kind: 'fields', header: [{ field: 'causal', message: 'errors.unknownCausal' }], lines: {} };
  }
  if (ASSET_CODES.has(error.code)) return { kind: 'assets', message: `errors.${error.code}` };
  const issues = validationIssues(error);
  if (issues) return fieldFailure(issues, assetLineKeys);
  return { kind: 'toast' };
}
