import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../http/module-deps.ts';
import type { JobQueues } from '../jobs/job-queues.ts';
import { assetRoutes } from './assets/assets.routes.ts';
import {
  ATTACHMENT_LINK_WINDOW_SECONDS,
  type AttachmentsDeps,
  attachmentRoutes,
  scheduleOrphanAttachmentCleanup,
} from './attachments/index.ts';
import { auditLogRoutes } from './audit/index.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { chargeRoutes } from './charges/charges.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { dischargeRoutes } from './discharges/discharges.routes.ts';
import { documentRoutes } from './documents/documents.routes.ts';
import type { DocumentsDeps } from './documents/documents.service.ts';
import { layoutSamples } from './documents/layout-samples.ts';
import { externalMovementRoutes } from './external-movements/external-movements.routes.ts';
import { financialYearRoutes } from './financial-years/financial-years.routes.ts';
import {
  ImportProgressBoard,
  type ImportsDeps,
  importRoutes,
  tempListRoutes,
  workImports,
} from './imports/index.ts';
import {
  type InvoiceUploadsDeps,
  invoiceMappingRoutes,
  invoiceUploadRoutes,
  scheduleUnusedUploadCleanup,
  UPLOAD_URL_TTL_SECONDS,
} from './invoices/index.ts';
import { labelsSettingRoutes } from './labels-settings/labels-settings.routes.ts';
import { ledgerRoutes, startNightlyLedgerCheck } from './ledger/index.ts';
import { mergeRoutes } from './merges/merges.routes.ts';
import { movementRoutes } from './movements/movements.routes.ts';
import { newsRoutes } from './news/news.routes.ts';
import { partyRoutes } from './parties/parties.routes.ts';
import { placementRoutes } from './placement/placement.routes.ts';
import { proposalRoutes } from './proposals/proposals.routes.ts';
import { recognitionRoutes } from './recognition/recognition.routes.ts';
import { scanLinkRoutes } from './recognition/scan-links.routes.ts';
import type { ScanLinksDeps } from './recognition/scan-links.service.ts';
import { scanPhotoRoutes } from './recognition/scan-photo.routes.ts';
import { adjustmentRoutes } from './renewal/adjustments.routes.ts';
import { renewalRoutes } from './renewal/renewal.routes.ts';
import { renumberingRoutes } from './renewal/renumbering.routes.ts';
import { revaluationRoutes } from './renewal/revaluation.routes.ts';
import { schoolRoutes } from './school/school.routes.ts';
import { schoolDataRoutes } from './school/school-data.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { actingSchoolRoutes } from './session/acting-school.routes.ts';
import { sessionRoutes } from './session/session.routes.ts';
import { subConsigneeRoutes } from './subconsignees/subconsignees.routes.ts';
import { universalityRoutes } from './universalities/universalities.routes.ts';
import { valueVoucherRoutes } from './value-vouchers/value-vouchers.routes.ts';

/** Invoice uploads keep their files in the documents' store, beside the school's documents. */
function invoiceUploadsDeps(deps: InventoryApiDeps): InvoiceUploadsDeps {
  return {
    db: deps.db,
    store: deps.documents.store,
    apiBaseUrl: `${deps.config.publicUrl}/inventario/api`,
    now: deps.now ?? (() => new Date()),
    uploadUrlTtlSeconds: UPLOAD_URL_TTL_SECONDS,
    downloadUrlTtlSeconds: deps.documents.urlTtlSeconds,
  };
}

/** Imports keep their files in the documents' store, and queue their jobs beside the prints. */
export function importsDeps(
  deps: Pick<InventoryApiDeps, 'db' | 'config' | 'documents' | 'jobs' | 'now'>,
): ImportsDeps {
  return {
    db: deps.db,
    store: deps.documents.store,
    jobs: deps.jobs,
    now: deps.now ?? (() => new Date()),
    progress: new ImportProgressBoard(),
    sharedDatabase: Boolean(deps.config.databaseUrl),
  };
}

/** Attachments keep their files in the documents' store too. */
function attachmentsDeps(deps: InventoryApiDeps): AttachmentsDeps {
  return {
    db: deps.db,
    store: deps.documents.store,
    now: deps.now ?? (() => new Date()),
    urlTtlSeconds: ATTACHMENT_LINK_WINDOW_SECONDS,
  };
}

/** A phone's QR code links to the app's public address. */
export function scanLinksDeps(deps: Pick<InventoryApiDeps, 'db' | 'config' | 'now'>): ScanLinksDeps {
  return { db: deps.db, publicUrl: deps.config.publicUrl, now: deps.now ?? (() => new Date()) };
}

export interface InventoryApiDeps extends ModuleDeps {
  documents: DocumentsDeps;
  jobs: JobQueues;
  /** The clock of what expires (upload URLs); tests move it. */
  now?: (() => Date) | undefined;
}

/** Every business area's routes, under the inventory API prefix. */
export async function registerInventoryApi(api: FastifyInstance, deps: InventoryApiDeps): Promise<void> {
  await sessionRoutes(api, deps);
  await newsRoutes(api, deps);
  await schoolRoutes(api, deps);
  await actingSchoolRoutes(api, deps);
  await schoolDataRoutes(api, deps);
  await dashboardRoutes(api, deps);
  await auditLogRoutes(api, deps);
  await ledgerRoutes(api, deps);
  // The process that works the print queue checks every ledger at night too.
  if (deps.config.worker) {
    await startNightlyLedgerCheck({ db: deps.db, jobs: deps.jobs, cron: deps.config.ledgerCheckCron });
  }
  await searchRoutes(api, deps);
  await externalMovementRoutes(api, deps);
  await financialYearRoutes(api, deps);
  const invoiceUploads = invoiceUploadsDeps(deps);
  await chargeRoutes(api, { ...deps, invoiceUploads });
  await invoiceUploadRoutes(api, invoiceUploads);
  await invoiceMappingRoutes(api, invoiceUploads);
  // The process that works the print queue cleans the unused uploads too.
  if (deps.config.worker) {
    const stop = scheduleUnusedUploadCleanup(invoiceUploads);
    api.addHook('onClose', async () => stop());
  }
  const imports = importsDeps(deps);
  await importRoutes(api, imports);
  await tempListRoutes(api, imports);
  // The process that works the print queue validates and runs the imports too.
  if (deps.config.worker) await workImports(imports);
  await movementRoutes(api, deps);
  await valueVoucherRoutes(api, deps);
  await proposalRoutes(api, deps);
  await dischargeRoutes(api, deps);
  await assetRoutes(api, deps);
  await universalityRoutes(api, deps);
  const attachments = attachmentsDeps(deps);
  await attachmentRoutes(api, attachments);
  if (deps.config.worker) {
    const stop = scheduleOrphanAttachmentCleanup(attachments);
    api.addHook('onClose', async () => stop());
  }
  await recognitionRoutes(api, deps);
  await scanLinkRoutes(api, scanLinksDeps(deps));
  await scanPhotoRoutes(api, attachments);
  await renewalRoutes(api, deps);
  await adjustmentRoutes(api, deps);
  await revaluationRoutes(api, deps);
  await renumberingRoutes(api, deps);
  await mergeRoutes(api, { db: deps.db, now: deps.now ?? (() => new Date()) });
  await partyRoutes(api, deps);
  await labelsSettingRoutes(api, { ...deps, samples: layoutSamples(deps.documents.queue) });
  await catalogueRoutes(api, deps);
  await placementRoutes(api, deps);
  await subConsigneeRoutes(api, deps);
  await documentRoutes(api, deps.documents);
}
