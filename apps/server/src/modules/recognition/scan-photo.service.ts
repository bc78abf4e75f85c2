import type { Attachment } from '@inventario/shared/contracts/attachments';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { type AttachmentsDeps, type AttachmentUpload, addAttachment } from '../attachments/index.ts';
import { requireOngoing } from './recognition.service.ts';
import { findDetection } from './recognition-assets.repo.ts';

/**
 * `POST /recognition/scan/asset/{idAsset}/photo`: a phone photographs only what it found in its
 * recognition while it is ongoing, and, with a token of one location, only what it found there.
 */
export function addScanPhoto(
  deps: AttachmentsDeps,
  context: RequestContext,
  assetId: number,
  upload: AttachmentUpload,
): Promise<Attachment> {
  const scan = context.scan;
  if (!scan) throw new Error('a scan route without a scan context');
  return addAttachment(deps, context, { owner: 'asset', ownerId: assetId }, upload, async (tx) => {
    await requireOngoing(tx, context.customerCode, scan.recognitionId);
    const found = await findDetection(tx, context.customerCode, scan.recognitionId, assetId);
    if (!found || found.detection === 'undetected') {
      throw new AppError('notFound', 'The phone photographs the goods it found');
    }
    if (scan.locationId !== null && found.detectedLocationId !== scan.locationId) {
      throw new AppError('forbidden', 'This QR code reads in another location');
    }
  });
}
