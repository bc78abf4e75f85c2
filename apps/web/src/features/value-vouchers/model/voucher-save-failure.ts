import { z } from 'zod';
import {
  issuePathParts,
  MOVEMENT_DATE_CODES,
  type ValidationIssue,
  validationIssues,
} from '@/features/movements';
import { isApiError } from '@/lib/api/api-error.ts';
import { VOUCHER_DETAILS_FIELDS } from './voucher-details-form.ts';

export interface FieldMessage {
  field: (typeof VOUCHER_DETAILS_FIELDS)[number];
  message: string;
}

/**
 * How a refused voucher is shown: messages on its fields and on its lines (by line key); the
 * threshold confirm for the assets it names (`priceCrossesThreshold`, spec 02 §5); an alert that sends
 * the user back to the assets; or a toast for anything else.
 */
export type VoucherSaveFailure =
  | { kind: 'fields'; fields: FieldMessage[]; lines: Record<string, string> }
  | { kind: 'threshold'; assetIds: number[] }
  | { kind: 'assets'; message: string }
  | { kind: 'toast' };

/** Refusals about the voucher's type. */
const TYPE_CODES = new Set(['unknownCausal', 'depreciationVoucher']);

/** Refusals about some assets, named in `details.assetIds`: shown on their lines. */
const LINE_CODES = new Set([
  'variationMissing',
  'variationBelowZero',
  'assetNotInventory',
  'assetNotCharged',
  'assetDischarged',
  'notFound',
]);

/** Refusals about the voucher's lines as a whole: the user fixes them on the assets step. */
const ASSET_CODES = new Set(['noAssets', 'tooManyAssets', 'movementNotLatest', 'movementHasLaterMovements']);

const assetIdsSchema = z.object({ assetIds: z.array(z.number().int()).min(1) });

function isField(name: string | undefined): name is FieldMessage['field'] {
  return (VOUCHER_DETAILS_FIELDS as readonly string[]).includes(name ?? '');
}

/** The same message on the lines of the assets named. */
function onAssets(
  assetIds: readonly number[],
  lineKeys: readonly string[],
  assetOfLine: readonly number[],
  message: string,
): Record<string, string> {
  const lines: Record<string, string> = {};
  assetOfLine.forEach((assetId, index) => {
    const key = lineKeys[index];
    if (key && assetIds.includes(assetId)) lines[key] = message;
  });
  return lines;
}

function issuesFailure(
  issues: ValidationIssue[],
  lineKeys: readonly string[],
  assetIdsByDetails: readonly number[],
  assetOfLine: readonly number[],
): VoucherSaveFailure {
  const fields: FieldMessage[] = [];
  let lines: Record<string, string> = {};
  for (const issue of issues) {
    const [first, second] = issuePathParts(issue);
    const lineKey = first === 'lines' && second !== undefined ? lineKeys[Number(second)] : undefined;
    if (lineKey) lines[lineKey] ??= issue.message;
    else if (first === 'lines' && assetIdsByDetails.length > 0)
      // An asset listed twice: `details.assetIds` names it.
      lines = { ...onAssets(assetIdsByDetails, lineKeys, assetOfLine, issue.message), ...lines };
    else if (isField(first)) fields.push({ field: first, message: issue.message });
    else return { kind: 'toast' };
  }
  return fields.length + Object.keys(lines).length > 0
    ? { kind: 'fields', fields, lines }
    : { kind: 'toast' };
}

/**
 * Reads a failed `POST`/`PUT /movement/valueVoucher`. `lineKeys` and `assetOfLine` give, for each
 * entry of the request's `lines`, the key of its screen line and its asset, so a message about
 * `lines.2` or about an asset id marks that line.
 */
export function voucherSaveFailure(
  error: unknown,
  lineKeys: readonly string[],
  assetOfLine: readonly number[],
): VoucherSaveFailure {
  if (!isApiError(error)) return { kind: 'toast' };
  const named = assetIdsSchema.safeParse(error.details);
  const assetIds = named.success ? named.data.assetIds : [];
  if (MOVEMENT_DATE_CODES.has(error.code)) {
    return { kind: 'fields', fields: [{ field: 'date', message: `errors.${error.code}` }], lines: {} };
  }
  if (TYPE_CODES.has(error.code)) {
    return { kind: 'fields', fields: [{ field: 'voucherType', message: `errors.${error.code}` }], lines: {} };
  }
  if (error.code === 'priceCrossesThreshold' && assetIds.length > 0) return { kind: 'threshold', assetIds };
  if (LINE_CODES.has(error.code) && assetIds.length > 0) {
    const lines = onAssets(assetIds, lineKeys, assetOfLine, `errors.${error.code}`);
    if (Object.keys(lines).length > 0) return { kind: 'fields', fields: [], lines };
  }
  if (ASSET_CODES.has(error.code)) return { kind: 'assets', message: `errors.${error.code}` };
  const issues = validationIssues(error);
  if (issues) return issuesFailure(issues, lineKeys, assetIds, assetOfLine);
  return { kind: 'toast' };
}
