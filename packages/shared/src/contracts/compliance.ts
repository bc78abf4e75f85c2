import { complianceKinds, complianceSeverities, schoolHeads } from '../domain/compliance/compliance-items.ts';
import { z } from '../zod.ts';

/**
 * `GET /dashboard/compliance`: the dashboard's compliance calendar (issue 20), what the law and the
 * year ask of the school, computed from its data by `domain/compliance/compliance-items.ts`.
 */
export const compliancePaths = {
  list: '/dashboard/compliance',
} as const;

export const complianceItemSchema = z.object({
  kind: z.enum(complianceKinds),
  severity: z.enum(complianceSeverities),
  /** ISO date the law asks it by, only when the school's data gives one. */
  dueDate: z.string().nullable(),
  /** ISO date of the fact the item rests on (the last recognition's end, the last renewal…). */
  since: z.string().nullable(),
  year: z.number().int().nullable(),
  count: z.number().int().nullable(),
  missing: z.array(z.enum(schoolHeads)),
  /** The client route where it is done (`#/…`). */
  route: z.string(),
});
export type ComplianceItemView = z.infer<typeof complianceItemSchema>;

export const complianceSchema = z.object({
  /** The day the items were computed for (the server's date). */
  today: z.string(),
  /** The most pressing first: overdue, due soon, then the rest. */
  items: z.array(complianceItemSchema),
});
export type Compliance = z.infer<typeof complianceSchema>;
