import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { OutCreate, OutUpdate } from '@inventario/shared/contracts/out';
import {
  firstDayOf,
  lastDayOf,
  proposalYear,
  type YearState,
  yearOf,
} from '@inventario/shared/domain/financial-years/financial-year';
import { checkProposalYear } from '@inventario/shared/domain/movements/proposal';
import { z } from 'zod';
import {
  isIsoDate,
  optionalDate,
  optionalText,
  requiredDate,
  textOrNull,
} from '@/components/forms/form-fields.ts';
import { movementDateProblem, requiredCode } from '@/features/movements';

/** The details step of a discharge proposal (spec 02 §2, §5; DOMAIN §4). */
export interface ProposalDetailsValues {
  date: string | null;
  /** Prefilled with the next progressive of the date's year; null while unknown or cleared. */
  progressive: number | null;
  causal: string | null;
  /** The protocol of the DS's discharge measure, when it exists already. */
  protocolDate: string | null;
  protocolNumber: string | null;
  notes: string | null;
}

export const PROPOSAL_DETAILS_FIELDS = [
  'date',
  'progressive',
  'causal',
  'protocolDate',
  'protocolNumber',
  'notes',
] as const satisfies readonly (keyof ProposalDetailsValues)[];
export type ProposalDetailsField = (typeof PROPOSAL_DETAILS_FIELDS)[number];

/**
 * The details' schema: the contract's fields and, once the school's years are known, the proposal's
 * year rule (existing, open, the older of two open years), so the date is refused before the server
 * does; an edited proposal stays in its year (its number belongs to it).
 */
export function proposalDetailsSchema(years: readonly YearState[] | undefined, originalDate?: string) {
  return z
    .object({
      date: requiredDate,
      progressive: z
        .number({ error: 'rules.notValid' })
        .int('rules.notValid')
        .positive('rules.notValid')
        .nullable()
        .refine((value) => value !== null, 'rules.mandatory'),
      causal: requiredCode,
      protocolDate: optionalDate,
      protocolNumber: optionalText(50),
      notes: optionalText(2000),
    })
    .superRefine((values, context) => {
      // An edited proposal keeps its year even once that year is no longer the proposals' one.
      const dateProblem = movementDateProblem(values.date, {
        years,
        originalDate,
        checkYear: checkProposalYear,
        recheckEdited: false,
      });
      if (dateProblem) context.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
    });
}

/**
 * The date a new proposal proposes: today when today's year is the one proposals go in (the older
 * open year), else the last day of that year when it is earlier (a school still closing last year),
 * its first day when it is later; today when no year is open, which the form then refuses.
 */
export function defaultProposalDate(today: string, years: readonly YearState[]): string {
  const year = proposalYear(years);
  if (year === undefined || year === yearOf(today)) return today;
  return year < yearOf(today) ? lastDayOf(year) : firstDayOf(year);
}

/** The year whose next progressive the form offers: the date's, once the date is whole. */
export function progressiveYearOf(date: string | null | undefined): number | undefined {
  return isIsoDate(date) ? yearOf(date) : undefined;
}

/** A new proposal's details: the proposed date, the progressive still to come, the rest empty. */
export function newProposalDetails(date: string): ProposalDetailsValues {
  return { date, progressive: null, causal: null, protocolDate: null, protocolNumber: null, notes: null };
}

/** A saved proposal's details, for its edit. */
export function proposalDetailsOf(movement: MovementWithAssets): ProposalDetailsValues {
  return {
    date: movement.date,
    progressive: movement.proposal?.progressive ?? null,
    causal: movement.causal,
    protocolDate: movement.proposal?.protocolDate ?? null,
    protocolNumber: movement.proposal?.protocolNumber ?? null,
    notes: movement.notes,
  };
}

/** The validated details and the chosen assets as `POST /movement/out`. */
export function toOutCreate(values: ProposalDetailsValues, assetIds: readonly number[]): OutCreate {
  return {
    date: values.date ?? '',
    progressive: values.progressive ?? 0,
    causal: values.causal?.trim() ?? '',
    protocolDate: values.protocolDate,
    protocolNumber: textOrNull(values.protocolNumber),
    notes: textOrNull(values.notes),
    assetIds: [...assetIds],
  };
}

/** The whole proposal again as `PUT /movement/out`. */
export function toOutUpdate(
  id: number,
  values: ProposalDetailsValues,
  assetIds: readonly number[],
): OutUpdate {
  return { id, ...toOutCreate(values, assetIds) };
}
