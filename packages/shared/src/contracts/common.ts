import { z } from 'zod';

/** ISO calendar date, `YYYY-MM-DD` (DESIGN §5). */
export const isoDateSchema = z.iso.date();

/** ISO 8601 timestamp with zone. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().min(1).max(500),
});
