import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

/**
 * The documents list's search (`documentPaths.search`), apart from `documents.ts` so that the exports'
 * contract, which `documents.ts` builds on, exports the list with the same filters.
 */
export const documentSearchSchema = sortSchema.extend({
  /** One status, or none for all. */
  processingStatus: z.number().int().min(1).max(4).optional(),
  text: z.string().max(200).optional(),
  /** Only the documents of one discharge proposal (its detail's documents). */
  idOut: z.number().int().positive().optional(),
  /** Only the documents the caller asked for: the user menu's "Pubblicazioni" (spec 01 §2). */
  mine: z.boolean().optional(),
});
export type DocumentSearch = z.infer<typeof documentSearchSchema>;
