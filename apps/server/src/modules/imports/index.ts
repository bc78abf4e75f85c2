/**
 * What other modules and the application may use of imports: the routes, the jobs, the pending check,
 * and a merge's receipt (the receiver's import of its package, `merges`).
 */

export { workImports } from './import-jobs.ts';
export { ImportProgressBoard } from './import-progress.ts';
export { IMPORT_QUEUES } from './import-queues.ts';
export type { ImportsDeps } from './imports.deps.ts';
export { importRoutes } from './imports.routes.ts';
export { hasPendingImport } from './imports.service.ts';
export {
  findMergeReceipt,
  MERGE_IMPORT_TYPE,
  type MergeReceipt,
  startMergeReceipt,
  writeMergeReceipt,
} from './merge-receipts.ts';
export { tempListRoutes } from './temp-lists.routes.ts';
export { saveTempListOf, tempListOf } from './temp-lists.service.ts';
