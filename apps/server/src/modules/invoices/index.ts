/** What other modules may use of invoice uploads: the uploaded file, its download, its charge, the cleanup. */
export {
  type InvoiceUploadsDeps,
  UPLOAD_URL_TTL_SECONDS,
  type UploadedInvoiceFile,
} from './invoice-uploads.deps.ts';
export { invoiceUploadRoutes } from './invoice-uploads.routes.ts';
export {
  invoiceFileUrl,
  markInvoiceUploadCharged,
  withUploadedInvoice,
} from './invoice-uploads.service.ts';
export { removeUnusedInvoiceUploads, scheduleUnusedUploadCleanup } from './invoice-uploads-cleanup.ts';
