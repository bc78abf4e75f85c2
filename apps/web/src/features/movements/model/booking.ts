import type { MovementBooking } from '@inventario/shared/contracts/common';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { z } from 'zod';

/** A voucher form's administration and aggregation (spec 02 §3): an id from the school's list, or none. */
export interface BookingValues {
  administrationId: number | null;
  aggregationId: number | null;
}

export const NO_BOOKING: BookingValues = { administrationId: null, aggregationId: null };

/** The fields' schema, for a voucher form's own. */
export const bookingShape = {
  administrationId: z.number().int().positive().nullable(),
  aggregationId: z.number().int().positive().nullable(),
};

/** A saved voucher's administration and aggregation, for its edit. */
export function bookingOf(
  movement: Pick<MovementWithAssets, 'administration' | 'aggregation'>,
): BookingValues {
  return {
    administrationId: movement.administration?.id ?? null,
    aggregationId: movement.aggregation?.id ?? null,
  };
}

/** The form's choice as the request sends it: none is null, which clears a saved one. */
export function toBooking(values: BookingValues): Required<{ [K in keyof MovementBooking]: number | null }> {
  return { administrationId: values.administrationId, aggregationId: values.aggregationId };
}
