import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';
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
  /**
   * The line of a list the field belongs to (`assets[12].historicalPrice`: a voucher's asset), as
   * its snapshot names it: its register number and description (`BM 12 Notebook HP`).
   */
  item: z.string().optional(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

/**
 * The record an event names, as users know it (read when the log is read, so a record deleted since
 * has none and keeps its id): a movement by its type and number/year, an asset by its register
 * number (`registerNumberText`: "BM 12") and description, the others by their code and name.
 */
export const auditRecordSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('movement'),
    /** The movement type of spec 02 §3 (1 charge, 2 discharge, 3 proposal, 5 and 6 value vouchers). */
    type: z.number().int(),
    number: z.number().int(),
    year: z.number().int(),
  }),
  z.object({
    kind: z.literal('asset'),
    registerKind: z.enum(registerKinds),
    /** Its inventory number, or a durable good's durable number; null while it has none. */
    number: z.number().int().nullable(),
    description: z.string(),
  }),
  z.object({
    kind: z.literal('named'),
    /** The code the school gave it (a site's, a location's) or its register number; null if none. */
    code: z.string().nullable(),
    name: z.string(),
  }),
]);
export type AuditRecord = z.infer<typeof auditRecordSchema>;

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
  /** The record by what users know it by; null when it is gone or names no record of the school. */
  record: auditRecordSchema.nullable().optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({ events: z.array(auditEventSchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditUsersSchema = z.array(z.string());
