/**
 * What other modules may use of invoices: the uploaded file, its download, its charge (the invoice read
 * again and taken in the charge's transaction), the routes, the cleanup.
 */

export { type InvoiceOfCharge, readInvoiceOfCharge, takeInvoiceForCharge } from './invoice-charge.ts';
export { invoiceMappingRoutes } from './invoice-mapping.routes.ts';
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
