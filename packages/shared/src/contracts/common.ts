import { z } from '../zod.ts';

/** ISO calendar date, `YYYY-MM-DD` (DESIGN §5). */
export const isoDateSchema = z.iso.date();

/** ISO 8601 timestamp with zone. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().min(1).max(500),
});

/** The sort of a paged search: a column the area allows, and the direction. */
export const sortSchema = z.object({
  sortBy: z.string().max(64).optional(),
  sortDesc: z.boolean().optional(),
});

/** A field-level problem, with the i18n key of its message (`rules.*`). */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** `{ id }` answered by creations and updates. */
export const idResponseSchema = z.object({ id: z.number().int() });

/**
 * What a voucher is booked under besides its parties (spec 02 §3 "Movement"): the public
 * administration the goods come from or go to, from the administrations list, and the Model K
 * aggregation, from the aggregations list. Both optional; null clears them.
 */
export const movementBookingSchema = z.object({
  administrationId: z.number().int().positive().nullish(),
  aggregationId: z.number().int().positive().nullish(),
});
export type MovementBooking = z.infer<typeof movementBookingSchema>;
