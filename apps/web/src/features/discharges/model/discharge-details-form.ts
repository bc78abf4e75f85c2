import type { DischargeCreate } from '@inventario/shared/contracts/discharge';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { YearState } from '@inventario/shared/domain/financial-years/financial-year';
import type { Liability } from '@inventario/shared/domain/movements/discharge';
import { z } from 'zod';
import { optionalDate, optionalText, requiredDate, textOrNull } from '@/components/forms/form-fields.ts';
import {
  type BookingValues,
  bookingOf,
  bookingShape,
  movementDateProblem,
  NO_BOOKING,
  requiredCode,
  toBooking,
} from '@/features/movements';
import { type ChosenDebtor, chosenDebtorSchema } from './discharge-filters.ts';

/**
 * The details step of a discharge (DOMAIN §4, art. 33–34): date and causal, the destination of the
 * goods (a debtor), the protocol of the DS's measure, the liability statement and notes.
 */
export interface DischargeDetailsValues extends BookingValues {
  date: string | null;
  causal: string | null;
  debtor: ChosenDebtor | null;
  protocolDate: string | null;
  protocolNumber: string | null;
  /** Art. 33: the measure states that nobody is liable, or who must make good the loss. */
  liability: Liability;
  liableParty: string | null;
  notes: string | null;
}

export const DISCHARGE_DETAILS_FIELDS = [
  'date',
  'causal',
  'debtor',
  'protocolDate',
  'protocolNumber',
  'liability',
  'liableParty',
  'administrationId',
  'aggregationId',
  'notes',
] as const;
export type DischargeDetailsField = (typeof DISCHARGE_DETAILS_FIELDS)[number];

/** The request's header: everything but the proposals and the assets. */
export type DischargeHeader = Omit<DischargeCreate, 'proposalIds' | 'assetIds'>;

/**
 * The details' schema: the contract's fields; the liable party mandatory when someone is liable
 * (`liablePartyMissing` on the server); once the school's years are known, the movement year's rule
 * (existing and open), so the date is refused before the server does; an edited voucher stays in its
 * year (its number belongs to it).
 */
export function dischargeDetailsSchema(years: readonly YearState[] | undefined, originalDate?: string) {
  return z
    .object({
      date: requiredDate,
      causal: requiredCode,
      debtor: chosenDebtorSchema.nullable(),
      protocolDate: optionalDate,
      protocolNumber: optionalText(50),
      liability: z.enum(['nobody', 'liable']),
      liableParty: optionalText(200),
      ...bookingShape,
      notes: optionalText(2000),
    })
    .superRefine((values, context) => {
      if (values.liability === 'liable' && !values.liableParty?.trim()) {
        context.addIssue({ code: 'custom', path: ['liableParty'], message: 'rules.mandatory' });
      }
      const dateProblem = movementDateProblem(values.date, { years, originalDate });
      if (dateProblem) context.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
    });
}

/** A new discharge's details: the proposed date, nobody liable, the rest empty. */
export function newDischargeDetails(date: string): DischargeDetailsValues {
  return {
    date,
    causal: null,
    debtor: null,
    protocolDate: null,
    protocolNumber: null,
    liability: 'nobody',
    liableParty: null,
    ...NO_BOOKING,
    notes: null,
  };
}

/**
 * The details a discharge from proposals starts with: the causal and the measure's protocol of the
 * first proposal, which the discharge usually records as they are.
 */
export function detailsFromProposal(
  details: DischargeDetailsValues,
  proposal: { causal: string | null; protocolDate: string | null; protocolNumber: string | null },
): DischargeDetailsValues {
  return {
    ...details,
    causal: details.causal ?? proposal.causal,
    protocolDate: details.protocolDate ?? proposal.protocolDate,
    protocolNumber: details.protocolNumber ?? proposal.protocolNumber,
  };
}

/** A saved discharge's details, for its edit. */
export function dischargeDetailsOf(movement: MovementWithAssets): DischargeDetailsValues {
  const part = movement.discharge;
  return {
    date: movement.date,
    causal: movement.causal,
    debtor: part?.debtor ?? null,
    protocolDate: part?.protocolDate ?? null,
    protocolNumber: part?.protocolNumber ?? null,
    liability: part?.liability ?? 'nobody',
    liableParty: part?.liableParty ?? null,
    ...bookingOf(movement),
    notes: movement.notes,
  };
}

/** The validated details as the request's header; nobody liable sends no liable party. */
export function toDischargeHeader(values: DischargeDetailsValues): DischargeHeader {
  const liable = values.liability === 'liable';
  return {
    date: values.date ?? '',
    causal: values.causal?.trim() ?? '',
    debtorId: values.debtor?.id ?? null,
    protocolDate: values.protocolDate,
    protocolNumber: textOrNull(values.protocolNumber),
    liability: values.liability,
    liableParty: liable ? textOrNull(values.liableParty) : null,
    ...toBooking(values),
    notes: textOrNull(values.notes),
  };
}
