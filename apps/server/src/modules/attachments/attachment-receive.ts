import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES } from '@inventario/shared/contracts/attachments';
import {
  type AttachmentContent,
  attachmentContentOf,
  SNIFFED_BYTES,
  unsupportedContentOf,
} from '@inventario/shared/domain/attachments/attachment-content';
import { AppError } from '../../http/app-error.ts';
import type { UploadCheck } from '../../http/uploads/upload-inspector.ts';
import { inspectInto } from '../../http/uploads/upload-stream.ts';

/** An uploaded file on this machine for the time of a callback, with what its bytes are. */
export interface ReceivedFile {
  path: string;
  content: AttachmentContent;
  size: number;
  sha256: string;
}

const tooLarge = () => new AppError('attachmentTooLarge');

/** At most 20 MB, a photo or a PDF by its first bytes; a refusal names a known format it is not. */
function attachmentCheck(seen: { content: AttachmentContent | null }): UploadCheck {
  let head: Uint8Array = new Uint8Array();
  return {
    maxBytes: ATTACHMENT_MAX_BYTES,
    sniffedBytes: SNIFFED_BYTES,
    matches(bytes) {
      head = bytes;
      seen.content = attachmentContentOf(bytes);
      return seen.content !== null;
    },
    tooLarge,
    mismatch: () =>
      new AppError('attachmentTypeUnsupported', 'Not a photo (JPEG, PNG, WebP) nor a PDF', {
        format: unsupportedContentOf(head),
      }),
  };
}

/**
 * Streams a request's body to a temporary file, refusing it as soon as it passes 20 MB or its first
 * bytes are neither a photo nor a PDF; `use` works on the file, removed afterwards whatever happens.
 */
export async function withReceivedFile<T>(
  body: Readable,
  declaredLength: number | undefined,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  if ((declaredLength ?? 0) > ATTACHMENT_MAX_BYTES) throw tooLarge();
  const folder = await mkdtemp(path.join(tmpdir(), 'inventario-attachment-'));
  try {
    const file = path.join(folder, 'upload');
    const seen: { content: AttachmentContent | null } = { content: null };
    const inspected = await inspectInto(body, createWriteStream(file), attachmentCheck(seen));
    if (!seen.content) throw new AppError('attachmentTypeUnsupported');
    return await use({ path: file, content: seen.content, size: inspected.size, sha256: inspected.sha256 });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
