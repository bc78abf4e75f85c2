import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { z } from 'zod';
import { checkDateRange, optionalDate, wholeNumberFilter } from '@/components/forms/form-fields.ts';

/** The filters of the proposal list (spec 02 §2, those that apply to discharge proposals). */
export interface ProposalFilterValues {
  year: number | null;
  fromDate: string | null;
  toDate: string | null;
  /** A code of `GET /movement/out/statusList`: 1 to be confirmed, 2 confirmed. */
  status: number | null;
  progressive: string;
  text: string;
}

export const EMPTY_PROPOSAL_FILTERS: ProposalFilterValues = {
  year: null,
  fromDate: null,
  toDate: null,
  status: null,
  progressive: '',
  text: '',
};

/**
 * Spec 02 §5: a range needs both its ends ("both fields must be specified for a range") and its start
 * cannot follow its end; a progressive is a positive whole number.
 */
export const proposalFiltersSchema = z
  .object({
    year: z.number().int().nullable(),
    fromDate: optionalDate,
    toDate: optionalDate,
    status: z.number().int().nullable(),
    progressive: wholeNumberFilter,
    text: z.string().trim().max(200, 'rules.tooLongText'),
  })
  .superRefine(checkDateRange);

/** The validated filters as the movement search of discharge proposals (type 3). */
export function toProposalSearch(values: ProposalFilterValues): MovementSearch {
  const text = values.text.trim();
  const progressive = values.progressive.trim();
  return {
    type: MOVEMENT_TYPE.proposal,
    ...(values.year ? { year: values.year } : {}),
    ...(values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(progressive ? { progressive: Number(progressive) } : {}),
    ...(text ? { text } : {}),
  };
}

/** Whether any filter is set, to tell "no proposals yet" from "no proposal matches". */
export function hasProposalFilters(search: MovementSearch): boolean {
  return Object.keys(search).some((key) => key !== 'type');
}
