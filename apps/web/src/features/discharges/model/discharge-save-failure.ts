import { z } from 'zod';
import {
  detailsFieldOf,
  MOVEMENT_DATE_CODES,
  placeIssues,
  type ValidationIssue,
  validationIssues,
} from '@/features/movements';
import { isApiError } from '@/lib/api/api-error.ts';
import { DISCHARGE_DETAILS_FIELDS, type DischargeDetailsField } from './discharge-details-form.ts';

/** A message for one field of the details step. */
export interface HeaderMessage {
  field: DischargeDetailsField;
  message: string;
}

/**
 * How a refused discharge is shown: messages on the details' fields; an alert that sends the user
 * back to the assets step, marking the lines it names (by line key); an alert that sends them back
 * to the type step (a proposal no longer to discharge); or a toast for anything else.
 */
export type DischargeSaveFailure =
  | { kind: 'fields'; header: HeaderMessage[] }
  | { kind: 'assets'; message: string; lines: Record<string, string> }
  | { kind: 'proposals'; message: string }
  | { kind: 'toast' };

/** Refusals about the set of assets (`details.assetIds` names them): fixed on the assets step. */
const ASSET_CODES = new Set([
  'noAssets',
  'tooManyAssets',
  'assetNotCharged',
  'assetInProposal',
  'assetDischarged',
  'dischargeAssetsOfUnclosedYear',
  'movementHasLaterMovements',
  'movementNotLatest',
]);

/** Refusals about the proposals chosen: they are no longer confirmed, or already discharged. */
const PROPOSAL_CODES = new Set(['proposalNotConfirmed', 'proposalAlreadyDischarged']);

const detailsSchema = z.object({
  assetIds: z.array(z.number()).optional(),
  proposalIds: z.array(z.number()).optional(),
  debtorId: z.number().optional(),
});

const HEADER_ALIASES: Record<string, DischargeDetailsField> = { debtorId: 'debtor' };

function fieldFailure(issues: ValidationIssue[]): DischargeSaveFailure {
  const placed = placeIssues(issues, (name) =>
    detailsFieldOf(DISCHARGE_DETAILS_FIELDS, name, HEADER_ALIASES),
  );
  return placed ? { kind: 'fields', header: placed.fields } : { kind: 'toast' };
}

/**
 * Reads a failed `POST`/`PUT /movement/discharge`. `lineKeys` maps each asset of the request's lines
 * to its line, so a refusal naming assets (`details.assetIds`) marks those lines.
 */
export function dischargeSaveFailure(
  error: unknown,
  lineKeys: ReadonlyMap<number, string>,
): DischargeSaveFailure {
  if (!isApiError(error)) return { kind: 'toast' };
  const message = `errors.${error.code}`;
  const details = detailsSchema.safeParse(error.details ?? {});
  const named = details.success ? details.data : {};
  if (MOVEMENT_DATE_CODES.has(error.code)) return { kind: 'fields', header: [{ field: 'date', message }] };
  if (error.code === 'unknownCausal') return { kind: 'fields', header: [{ field: 'causal', message }] };
  if (error.code === 'liablePartyMissing')
    return { kind: 'fields', header: [{ field: 'liableParty', message }] };
  if (ASSET_CODES.has(error.code)) {
    const lines: Record<string, string> = {};
    for (const id of named.assetIds ?? []) {
      const key = lineKeys.get(id);
      if (key) lines[key] = message;
    }
    return { kind: 'assets', message, lines };
  }
  if (PROPOSAL_CODES.has(error.code)) return { kind: 'proposals', message };
  if (error.code === 'notFound') {
    if (named.debtorId !== undefined) return { kind: 'fields', header: [{ field: 'debtor', message }] };
    if (named.proposalIds) return { kind: 'proposals', message: 'discharges.new.proposalNotDischargeable' };
    return { kind: 'toast' };
  }
  const issues = validationIssues(error);
  if (issues) return fieldFailure(issues);
  return { kind: 'toast' };
}
