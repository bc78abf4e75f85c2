/** Photos and documents of assets, universalities and movements (issue 20). */

export { ATTACHMENT_LINK_WINDOW_SECONDS, type AttachmentsDeps } from './attachments.deps.ts';
export { attachmentRoutes, UPLOAD_DESCRIPTION, uploadOf } from './attachments.routes.ts';
export { type AttachmentGuard, type AttachmentUpload, addAttachment } from './attachments.service.ts';
export { removeOrphanAttachments, scheduleOrphanAttachmentCleanup } from './attachments-cleanup.ts';
