/** The audit trail every module writes to, in the transaction of the change it records. */
export { type AuditActor, type AuditEntry, recordAudit } from './audit.repo.ts';
