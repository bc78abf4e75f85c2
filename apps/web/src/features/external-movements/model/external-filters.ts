import type { ExternalMovementSearch } from '@inventario/shared/contracts/external-movements';
import { z } from 'zod';
import { checkDateRange, optionalDate } from '@/components/forms/form-fields.ts';

export type ExternalState = 'waiting' | 'charged' | 'all';

/** The filters of `#/external-movements` (spec 02 §2: text, date range, source; status and state). */
export interface ExternalFilterValues {
  text: string;
  fromDate: string | null;
  toDate: string | null;
  source: string | null;
  status: number | null;
  state: ExternalState;
}

export const EMPTY_EXTERNAL_FILTERS: ExternalFilterValues = {
  text: '',
  fromDate: null,
  toDate: null,
  source: null,
  status: null,
  state: 'waiting',
};

/** A range needs both its ends (spec 02 §5 "both fields must be specified for a range"), in order. */
export const externalFiltersSchema = z
  .object({
    text: z.string().trim().max(200, 'rules.tooLongText'),
    fromDate: optionalDate,
    toDate: optionalDate,
    source: z.string().nullable(),
    status: z.number().int().nullable(),
    state: z.enum(['waiting', 'charged', 'all']),
  })
  .superRefine(checkDateRange);

/** The validated filters as the search's body: only what is set; waiting is the server's default. */
export function toExternalSearch(values: ExternalFilterValues): ExternalMovementSearch {
  const text = values.text.trim();
  return {
    ...(text ? { text } : {}),
    ...(values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : {}),
    ...(values.source ? { source: values.source } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.state === 'waiting' ? {} : { state: values.state }),
  };
}

/** Whether any filter narrows the list, to tell "nothing imported" from "nothing matches". */
export function hasExternalFilters(search: ExternalMovementSearch): boolean {
  return Object.keys(search).some((key) => key !== 'state');
}
