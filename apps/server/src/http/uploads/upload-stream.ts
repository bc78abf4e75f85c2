import { createReadStream } from 'node:fs';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type InspectedBytes, type UploadCheck, UploadInspector } from './upload-inspector.ts';

/**
 * Streams `body` into `file` through an inspector. The body is piped, not handed to `pipeline`: a
 * refusal must leave the request's socket open for the answer, the rest of the body being drained
 * (or the connection closed) by the HTTP server, never buffered here.
 */
export async function inspectInto(
  body: Readable,
  file: Writable,
  check: UploadCheck,
): Promise<InspectedBytes> {
  const inspector = new UploadInspector(check);
  const onBodyError = (error: Error) => inspector.destroy(error);
  body.once('error', onBodyError);
  body.pipe(inspector);
  try {
    await pipeline(inspector, file);
    return inspector.result();
  } finally {
    body.unpipe(inspector);
    body.off('error', onBodyError);
  }
}

/** Inspects a file already on this machine (one copied from the bucket). */
export async function inspectFile(path: string, check: UploadCheck): Promise<InspectedBytes> {
  const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  return inspectInto(createReadStream(path), discard, check);
}
