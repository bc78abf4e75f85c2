import { canEnter, type Grants } from '../access/access.ts';

/**
 * The kinds of record the audit trail names (the `entity` every `recordAudit` call writes), in the
 * order the activity log's filter offers them.
 */
export const AUDIT_ENTITIES = [
  'asset',
  'movement',
  'universality',
  'externalMovement',
  'site',
  'location',
  'category',
  'subcategory',
  'subConsignee',
  'creditor',
  'debtor',
  'administration',
  'financialYear',
  'recognition',
  'renewal',
  'aggregation',
  'import',
  'merge',
  'printRequest',
  'labelsSetting',
  'schoolData',
  'news',
  'session',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export function isKnownAuditEntity(entity: string): entity is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(entity);
}

/**
 * Who reads a school's activity log: its own users, who in this product are the DSGA (spec 01 §6
 * knows no read-only school role, and sub-consignees are not users), and vendor staff acting for it.
 * (`isVendorStaff` users enter like any user). A user who cannot enter the product reads nothing.
 */
export function canReadActivityLog(grants: Grants): boolean {
  return canEnter(grants);
}
