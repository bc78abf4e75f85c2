import { z } from '../zod.ts';
import { isoDateSchema } from './common.ts';

export const financialYearPaths = {
  create: '/financialYear',
  search: '/financialYear/search/:page/:size',
  open: '/financialYear/open',
  last: '/financialYear/last',
  yearList: '/financialYear/yearList',
  statusList: '/financialYear/statusList',
  close: '/financialYear/close',
  reopen: '/financialYear/reopen',
  delete: '/financialYear/:id',
} as const;

export const yearStatusSchema = z.object({ code: z.number().int(), description: z.string() });

export const financialYearSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: yearStatusSchema,
  toDepreciate: z.boolean(),
  /** The movements dated in the year: a year with any cannot be deleted (DOMAIN §5). */
  movementCount: z.number().int(),
});
export type FinancialYear = z.infer<typeof financialYearSchema>;

export const createYearSchema = z.object({ startDate: isoDateSchema });
export const closeYearSchema = z.object({ toDepreciate: z.boolean(), endDate: isoDateSchema });
export const reopenYearSchema = z.object({ year: z.number().int().min(1900).max(2200) });

/** The spec's client sorts by `fy.year`; `year` is accepted too. */
export const yearSearchSchema = z.object({
  sortBy: z.enum(['fy.year', 'year']).optional(),
  sortDesc: z.boolean().optional(),
  status: z.number().int().optional(),
});
export const yearPageSchema = z.object({
  financialYearList: z.array(financialYearSchema),
  total: z.number().int(),
});
