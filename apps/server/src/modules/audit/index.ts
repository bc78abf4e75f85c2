/** The audit trail every module writes to, in the transaction of the change it records. */
export { type AuditEntry, recordAudit } from './audit.repo.ts';
