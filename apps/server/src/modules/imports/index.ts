/** What other modules and the application may use of imports: the routes, the jobs, the pending check. */

export { workImports } from './import-jobs.ts';
export { ImportProgressBoard } from './import-progress.ts';
export { IMPORT_QUEUES } from './import-queues.ts';
export type { ImportsDeps } from './imports.deps.ts';
export { importRoutes } from './imports.routes.ts';
export { hasPendingImport } from './imports.service.ts';
export { tempListRoutes } from './temp-lists.routes.ts';
