import { z } from '../zod.ts';

/** Paths of the customer-area service, relative to its base URL (`/area-clienti`). */
export const customerAreaPaths = {
  customer: '/api/customers/:code',
  user: '/api/customers/:code/users/:user',
  merged: '/api/accorpamenti/accorpata/app/',
  merger: '/api/accorpamenti/accorpante/app/',
} as const;

export const customerSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  codMin: z.string(),
  ds: z.string().nullable(),
  dsga: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** User detail of spec 01 §3. */
export const customerUserSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  customerName: z.string(),
  customerCity: z.string(),
  lastSeenAt: z.string().nullable(),
  argoID: z.string().nullable(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const mergeSchema = z.object({
  id: z.number().int(),
  sellerCode: z.string(),
  sellerName: z.string(),
  receiverCode: z.string(),
  receiverName: z.string(),
  /** The day the merge takes effect: 1 September of the school year (DOMAIN §9). */
  effectiveDate: z.string(),
});
export type Merge = z.infer<typeof mergeSchema>;

export const appCodeQuerySchema = z.object({ code: z.string().min(1) });
export const mergerQuerySchema = appCodeQuerySchema.extend({
  history: z.enum(['true', 'false']).default('false'),
});

/**
 * Whether the school is on one side of a merge for the given application: `merged` (accorpata, the
 * seller) or `merger` (accorpante, the receiver). `merges` lists the merges on that side.
 */
export const mergeDetailSchema = z.object({
  active: z.boolean(),
  merges: z.array(mergeSchema),
});
export type MergeDetail = z.infer<typeof mergeDetailSchema>;
