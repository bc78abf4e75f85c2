import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { ValueVoucherCreate, ValueVoucherUpdate } from '@inventario/shared/contracts/value-vouchers';
import type { YearState } from '@inventario/shared/domain/financial-years/financial-year';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { centsToEuros } from '@inventario/shared/format/currency';
import { z } from 'zod';
import { optionalText, requiredDate, textOrNull } from '@/components/forms/form-fields.ts';
import {
  type BookingValues,
  bookingOf,
  bookingShape,
  movementDateProblem,
  NO_BOOKING,
  requiredCode,
  toBooking,
} from '@/features/movements';
import { lineOutcome, type VariationLine } from './variation-lines.ts';

/**
 * The voucher's own fields: its type (chosen on the first step), date, administration, aggregation
 * and notes (the details step).
 */
export interface VoucherDetailsValues extends BookingValues {
  voucherType: string | null;
  date: string | null;
  notes: string | null;
}

export const VOUCHER_DETAILS_FIELDS = [
  'voucherType',
  'date',
  'administrationId',
  'aggregationId',
  'notes',
] as const;

/**
 * The fields' schema, with the movement year's rule once the school's years are known (existing and
 * open), so a date is refused before the server does; an edited voucher stays in its year (its
 * number belongs to it).
 */
export function voucherDetailsSchema(years: readonly YearState[] | undefined, originalDate?: string) {
  return z
    .object({
      voucherType: requiredCode,
      date: requiredDate,
      ...bookingShape,
      notes: optionalText(2000),
    })
    .superRefine((values, context) => {
      const dateProblem = movementDateProblem(values.date, { years, originalDate });
      if (dateProblem) context.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
    });
}

/** A new voucher: the proposed date, the type still to choose. */
export function newVoucherDetails(date: string): VoucherDetailsValues {
  return { voucherType: null, date, ...NO_BOOKING, notes: null };
}

/** A saved voucher's fields, for its edit. */
export function voucherDetailsOf(movement: MovementWithAssets): VoucherDetailsValues {
  return {
    voucherType: movement.voucherType ?? null,
    date: movement.date,
    ...bookingOf(movement),
    notes: movement.notes,
  };
}

/** A request and the key of the line each of its `lines` came from (to place the server's messages). */
export interface VoucherRequest<T> {
  body: T;
  lineKeys: string[];
}

/**
 * `POST /movement/valueVoucher`: the validated fields and one `{ assetId, variation }` per line, the
 * variation in euros; `thresholdConfirmed` once the user agreed to a reclassification.
 */
export function toVoucherCreate(
  kind: ValueVoucherKind,
  values: VoucherDetailsValues,
  lines: readonly VariationLine[],
  thresholdConfirmed = false,
): VoucherRequest<ValueVoucherCreate> {
  return {
    body: {
      type: kind,
      date: values.date ?? '',
      voucherType: values.voucherType?.trim() ?? '',
      ...toBooking(values),
      notes: textOrNull(values.notes),
      lines: lines.map((line) => ({
        assetId: line.assetId,
        variation: centsToEuros(lineOutcome(kind, line).variationCents ?? 0),
      })),
      ...(thresholdConfirmed ? { thresholdConfirmed: true } : {}),
    },
    lineKeys: lines.map((line) => line.key),
  };
}

/** `PUT /movement/valueVoucher`: the same, with the voucher's id. */
export function toVoucherUpdate(
  id: number,
  kind: ValueVoucherKind,
  values: VoucherDetailsValues,
  lines: readonly VariationLine[],
  thresholdConfirmed = false,
): VoucherRequest<ValueVoucherUpdate> {
  const create = toVoucherCreate(kind, values, lines, thresholdConfirmed);
  return { body: { ...create.body, id }, lineKeys: create.lineKeys };
}
