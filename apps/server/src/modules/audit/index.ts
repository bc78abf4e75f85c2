/** The audit trail every module writes to, in the transaction of the change it records. */
export { type AuditActor, type AuditEntry, recordAudit } from './audit.repo.ts';
/** The activity log that reads it (issue 20). */
export { auditLogRoutes } from './audit-log.routes.ts';
export { auditLogWindow } from './audit-log.service.ts';
