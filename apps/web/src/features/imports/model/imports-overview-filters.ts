import {
  type ImportOverviewFilter,
  type ImportState,
  importStates,
} from '@inventario/shared/contracts/imports';
import { type ImportType, importTypes } from '@inventario/shared/domain/imports/import-format';
import { z } from 'zod';
import { checkDateRange, optionalDate } from '@/components/forms/form-fields.ts';

/** The filters of `#/imports-detail`: the school (code or part of the name), state, type, upload dates. */
export interface OverviewFilterValues {
  school: string;
  state: ImportState | null;
  type: ImportType | null;
  fromDate: string | null;
  toDate: string | null;
}

export const EMPTY_OVERVIEW_FILTERS: OverviewFilterValues = {
  school: '',
  state: null,
  type: null,
  fromDate: null,
  toDate: null,
};

/** The contract's longest school text (`importOverviewFilterSchema`). */
const SCHOOL_MAX = 100;

/** A range needs both its ends (spec 02 §5), in order, as every list's dates. */
export const overviewFiltersSchema = z
  .object({
    school: z.string().trim().max(SCHOOL_MAX, 'rules.tooLongText'),
    state: z.enum(importStates).nullable(),
    type: z.literal(importTypes).nullable(),
    fromDate: optionalDate,
    toDate: optionalDate,
  })
  .superRefine(checkDateRange);

/** The validated filters as the search's body: only what is set. */
export function toOverviewFilter(values: OverviewFilterValues): ImportOverviewFilter {
  const school = values.school.trim();
  return {
    ...(school ? { school } : {}),
    ...(values.state ? { state: values.state } : {}),
    ...(values.type ? { type: values.type } : {}),
    ...(values.fromDate && values.toDate ? { from: values.fromDate, to: values.toDate } : {}),
  };
}

/** Whether any filter narrows the list, to tell "no import yet" from "nothing matches". */
export function hasOverviewFilters(filter: ImportOverviewFilter): boolean {
  return Object.keys(filter).length > 0;
}
