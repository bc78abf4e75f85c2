import { z } from '../zod.ts';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';

/** The activity log (issue 20): the school's audit events, newest first. */
export const auditPaths = {
  search: '/audit/search/:page/:size',
  users: '/audit/users',
} as const;

const code = z.string().trim().max(100);

export const auditSearchSchema = z.object({
  username: code.min(1).optional(),
  /** From this day, inclusive (the school's days, Europe/Rome). */
  from: isoDateSchema.optional(),
  /** Up to this day, inclusive. */
  to: isoDateSchema.optional(),
  entity: code.min(1).optional(),
  entityId: code.min(1).optional(),
  /** An action, or an action prefix ending with a dot (`asset.`). */
  action: code.min(1).optional(),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export const auditFieldChangeSchema = z.object({
  field: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actor: z.object({
    username: z.string(),
    /** The user's own school: the vendor's code while its staff act for the school. */
    customerCode: z.string(),
  }),
  /** Vendor staff acting for the school: the actor's own school is another. */
  vendorActing: z.boolean(),
  changes: z.array(auditFieldChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({ events: z.array(auditEventSchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditUsersSchema = z.array(z.string());
