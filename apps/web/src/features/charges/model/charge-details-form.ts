import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { YearState } from '@inventario/shared/domain/financial-years/financial-year';
import { LEGAL_HEADER_FIELDS } from '@inventario/shared/domain/movements/charge-edit';
import { checkDeliveryDate } from '@inventario/shared/domain/movements/charge-rules';
import { z } from 'zod';
import {
  isIsoDate,
  optionalDate,
  optionalText,
  requiredDate,
  textOrNull,
} from '@/components/forms/form-fields.ts';
import {
  type BookingValues,
  bookingOf,
  bookingShape,
  movementDateProblem,
  NO_BOOKING,
  requiredCode,
  toBooking,
} from '@/features/movements';
import type { ChargeHeader } from './charge-lines.ts';

/** The supplier as the form holds it: chosen in the creditor search, shown by name. */
export interface ChosenCreditor {
  id: number;
  description: string;
}

/** The details step of a charge (spec 02 §3 "Movement"). */
export interface ChargeDetailsValues extends BookingValues {
  date: string | null;
  causal: string | null;
  creditor: ChosenCreditor | null;
  documentType: string | null;
  documentDate: string | null;
  documentNumber: string | null;
  deliveryDate: string | null;
  deliveryNumber: string | null;
  orderDate: string | null;
  orderNumber: string | null;
  notes: string | null;
}

export const CHARGE_DETAILS_FIELDS = [
  'date',
  'causal',
  'creditor',
  'documentType',
  'documentDate',
  'documentNumber',
  'deliveryDate',
  'deliveryNumber',
  'orderDate',
  'orderNumber',
  'administrationId',
  'aggregationId',
  'notes',
] as const;

/** The header fields that are legal content (`LEGAL_HEADER_FIELDS`, the creditor by its form name). */
export const LEGAL_DETAILS_FIELDS = LEGAL_HEADER_FIELDS.map((field) =>
  field === 'creditorId' ? 'creditor' : field,
);

/**
 * The details' schema: the contract's fields, the delivery date rule and, once the school's years are
 * known, the movement year's rule (existing and open), so the date is refused before the server does;
 * an edited voucher stays in its year (its number belongs to it).
 */
export function chargeDetailsSchema(years: readonly YearState[] | undefined, originalDate?: string) {
  return z
    .object({
      date: requiredDate,
      causal: requiredCode,
      creditor: z.object({ id: z.number().int().positive(), description: z.string() }).nullable(),
      documentType: optionalText(50),
      documentDate: optionalDate,
      documentNumber: optionalText(50),
      deliveryDate: optionalDate,
      deliveryNumber: optionalText(50),
      orderDate: optionalDate,
      orderNumber: optionalText(50),
      ...bookingShape,
      notes: optionalText(2000),
    })
    .superRefine((values, context) => {
      if (isIsoDate(values.date) && isIsoDate(values.deliveryDate)) {
        const delivery = checkDeliveryDate(values.date, values.deliveryDate);
        if (!delivery.ok)
          context.addIssue({ code: 'custom', path: [delivery.field], message: delivery.message });
      }
      const dateProblem = movementDateProblem(values.date, { years, originalDate });
      if (dateProblem) context.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
    });
}

const BLANK_DETAILS: Omit<ChargeDetailsValues, 'date'> = {
  causal: null,
  creditor: null,
  documentType: null,
  documentDate: null,
  documentNumber: null,
  deliveryDate: null,
  deliveryNumber: null,
  orderDate: null,
  orderNumber: null,
  ...NO_BOOKING,
  notes: null,
};

/** A new voucher's details: the proposed date, the rest empty. */
export function newChargeDetails(date: string): ChargeDetailsValues {
  return { ...BLANK_DETAILS, date };
}

/** A saved voucher's details, for its edit. */
export function chargeDetailsOf(movement: MovementWithAssets): ChargeDetailsValues {
  return {
    date: movement.date,
    causal: movement.causal,
    creditor: movement.creditor,
    documentType: movement.documentType,
    documentDate: movement.documentDate,
    documentNumber: movement.documentNumber,
    deliveryDate: movement.deliveryDate,
    deliveryNumber: movement.deliveryNumber,
    orderDate: movement.orderDate,
    orderNumber: movement.orderNumber,
    ...bookingOf(movement),
    notes: movement.notes,
  };
}

/** The validated details as the request's header. */
export function toChargeHeader(values: ChargeDetailsValues): ChargeHeader {
  return {
    date: values.date ?? '',
    causal: values.causal?.trim() ?? '',
    creditorId: values.creditor?.id ?? null,
    documentType: textOrNull(values.documentType),
    documentDate: values.documentDate,
    documentNumber: textOrNull(values.documentNumber),
    deliveryDate: values.deliveryDate,
    deliveryNumber: textOrNull(values.deliveryNumber),
    orderDate: values.orderDate,
    orderNumber: textOrNull(values.orderNumber),
    ...toBooking(values),
    notes: textOrNull(values.notes),
  };
}
