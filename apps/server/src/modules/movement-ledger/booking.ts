import type { MovementBooking } from '@inventario/shared/contracts/common';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { administrations, aggregations } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * What every kind of voucher is booked under besides its parties (spec 02 §3): the administration
 * and the Model K aggregation, each from the school's own list.
 */

/** The booking as the voucher's columns: a field left out is cleared, as the rest of a header. */
export function bookingColumns(booking: MovementBooking) {
  return { administrationId: booking.administrationId ?? null, aggregationId: booking.aggregationId ?? null };
}

/** The administration and aggregation named must be the school's (another school's is not revealed: 404). */
export async function checkBooking(tx: Tx, customerCode: string, booking: MovementBooking): Promise<void> {
  if (booking.administrationId) {
    const [found] = await tx
      .select({ id: administrations.id })
      .from(administrations)
      .where(
        and(eq(administrations.customerCode, customerCode), eq(administrations.id, booking.administrationId)),
      );
    if (!found) throw new AppError('notFound', 'No such administration', { field: 'administrationId' });
  }
  if (booking.aggregationId) {
    const [found] = await tx
      .select({ id: aggregations.id })
      .from(aggregations)
      .where(and(eq(aggregations.customerCode, customerCode), eq(aggregations.id, booking.aggregationId)));
    if (!found) throw new AppError('notFound', 'No such aggregation', { field: 'aggregationId' });
  }
}
