import { z } from 'zod';
import {
  detailsFieldOf,
  MOVEMENT_DATE_CODES,
  placeIssues,
  type ValidationIssue,
  validationIssues,
} from '@/features/movements';
import { isApiError } from '@/lib/api/api-error.ts';
import { PROPOSAL_DETAILS_FIELDS, type ProposalDetailsField } from './proposal-form.ts';
import { lineKeyOf } from './proposal-lines.ts';

/** A message for one field of the details step. */
export interface FieldMessage {
  field: ProposalDetailsField;
  message: string;
}

/**
 * How a refused proposal is shown: messages on the details' fields (and on asset lines), an alert
 * that sends the user back to the assets step with the lines it names marked, an alert that stays,
 * or a toast for anything else.
 */
export type ProposalSaveFailure =
  | { kind: 'fields'; fields: FieldMessage[]; lines: Record<string, string> }
  | { kind: 'assets'; message: string; lines: Record<string, string> }
  | { kind: 'alert'; message: string }
  | { kind: 'toast' };

/** Refusals about the proposal's date, shown under the date field. */
const DATE_CODES = new Set([...MOVEMENT_DATE_CODES, 'proposalOnlyInOlderYear']);

/** Refusals about the set of assets (`details.assetIds` names them): fixed on the assets step. */
const ASSET_CODES = new Set([
  'noAssets',
  'tooManyAssets',
  'assetNotCharged',
  'assetInProposal',
  'assetDischarged',
  'movementHasLaterMovements',
]);

/** Refusals about the proposal as a whole, which the user cannot fix here. */
const ALERT_CODES = new Set(['proposalConfirmed', 'movementNotLatest']);

const assetIdsSchema = z.object({ assetIds: z.array(z.number()) });

function linesOf(details: unknown, message: string): Record<string, string> {
  const parsed = assetIdsSchema.safeParse(details);
  if (!parsed.success) return {};
  return Object.fromEntries(parsed.data.assetIds.map((id) => [lineKeyOf(id), message]));
}

function issuesFailure(issues: ValidationIssue[], assetIds: readonly number[]): ProposalSaveFailure {
  const placed = placeIssues(
    issues,
    (name) => detailsFieldOf(PROPOSAL_DETAILS_FIELDS, name),
    ([first, second]) => {
      const assetId = first === 'assetIds' && second !== undefined ? assetIds[Number(second)] : undefined;
      return assetId === undefined ? undefined : lineKeyOf(assetId);
    },
  );
  return placed ? { kind: 'fields', ...placed } : { kind: 'toast' };
}

/**
 * Reads a failed `POST`/`PUT /movement/out`. `assetIds` are the request's, so a message about
 * `assetIds.2` marks that asset's line.
 */
export function proposalSaveFailure(error: unknown, assetIds: readonly number[]): ProposalSaveFailure {
  if (!isApiError(error)) return { kind: 'toast' };
  const message = `errors.${error.code}`;
  if (DATE_CODES.has(error.code)) return { kind: 'fields', fields: [{ field: 'date', message }], lines: {} };
  if (error.code === 'progressiveNotAbove')
    return { kind: 'fields', fields: [{ field: 'progressive', message }], lines: {} };
  if (error.code === 'unknownCausal')
    return { kind: 'fields', fields: [{ field: 'causal', message }], lines: {} };
  if (ASSET_CODES.has(error.code)) return { kind: 'assets', message, lines: linesOf(error.details, message) };
  // An asset that is no longer there (deleted meanwhile): its line is marked.
  if (error.code === 'notFound' && assetIdsSchema.safeParse(error.details).success)
    return { kind: 'assets', message, lines: linesOf(error.details, message) };
  if (ALERT_CODES.has(error.code)) return { kind: 'alert', message };
  const issues = validationIssues(error);
  return issues ? issuesFailure(issues, assetIds) : { kind: 'toast' };
}
