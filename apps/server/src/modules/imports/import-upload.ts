import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMPORT_UPLOAD_MAX_BYTES } from '@inventario/shared/contracts/imports';
import { AppError } from '../../http/app-error.ts';
import type { InspectedBytes, UploadCheck } from '../../http/uploads/upload-inspector.ts';
import { inspectInto } from '../../http/uploads/upload-stream.ts';
import type { FileStore, StagedFile } from '../../storage/document-store.ts';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/**
 * A workbook and a zip are zips; a CSV is text, in which a NUL byte means a binary file renamed,
 * unless a UTF-16 byte-order mark says it is UTF-16 text.
 */
function matchesName(fileName: string, head: Buffer): boolean {
  if (/\.(xlsx|zip)$/i.test(fileName)) return head.subarray(0, 4).equals(ZIP_LOCAL_HEADER);
  if (UTF16_BOMS.some((bom) => head.subarray(0, 2).equals(bom))) return true;
  return !head.includes(0x00);
}

/** What an import upload must be: at most 50 MB, its first bytes what its name says. */
export function importUploadCheck(fileName: string): UploadCheck {
  return {
    maxBytes: IMPORT_UPLOAD_MAX_BYTES,
    sniffedBytes: 1024,
    matches: (head) => matchesName(fileName, head),
    tooLarge: () => new AppError('importTooLarge'),
    mismatch: () => new AppError('importContentMismatch', 'The content is not what the file name says'),
  };
}

/** The received file, kept at its key by `keep`, dropped by `discard`, and what its bytes were. */
export interface ReceivedImportFile extends StagedFile {
  inspected: InspectedBytes;
}

/** A bucket takes the file from a temporary copy the inspector wrote: the API reads every byte either way. */
async function receiveForBucket(
  store: FileStore,
  key: string,
  body: Readable,
  check: UploadCheck,
): Promise<ReceivedImportFile> {
  const folder = await mkdtemp(path.join(tmpdir(), 'inventario-import-'));
  const drop = () => rm(folder, { recursive: true, force: true });
  try {
    const file = path.join(folder, 'upload');
    const inspected = await inspectInto(body, createWriteStream(file), check);
    return {
      inspected,
      keep: async () => {
        await store.put(key, await readFile(file));
        await drop();
      },
      discard: drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Streams an upload's body to the school's import file through the inspector: a body over 50 MB or
 * whose first bytes are not what its name says is refused while it arrives, and nothing of it stays.
 */
export async function receiveImportFile(
  store: FileStore,
  key: string,
  fileName: string,
  body: Readable,
): Promise<ReceivedImportFile> {
  const check = importUploadCheck(fileName);
  if (store.kind === 's3') return receiveForBucket(store, key, body, check);
  let inspected: InspectedBytes | undefined;
  const staged = await store.stage(key, async (file) => {
    inspected = await inspectInto(body, file, check);
  });
  if (!inspected) throw new Error('the upload was not inspected');
  return { ...staged, inspected };
}
