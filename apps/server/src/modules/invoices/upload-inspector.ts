import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../http/app-error.ts';
import { contentMatchesKind, type InvoiceFileKind, SNIFFED_BYTES } from './upload-content.ts';

/** What an upload's bytes were: how many, their digests (hex). */
export interface InspectedBytes {
  size: number;
  md5: string;
  sha256: string;
}

/**
 * Passes an upload's bytes on while it counts them, digests them and looks at the first ones: it
 * fails as soon as they pass `maxBytes` (`invoiceTooLarge`) or the first ones are not what the name
 * says (`invoiceContentMismatch`), so a refused upload is never read to its end nor held in memory.
 */
export class UploadInspector extends Transform {
  #size = 0;
  #head: Buffer[] = [];
  #headLength = 0;
  #checked = false;
  readonly #md5: Hash = createHash('md5');
  readonly #sha256: Hash = createHash('sha256');

  readonly #kind: InvoiceFileKind;
  readonly #maxBytes: number;

  constructor(kind: InvoiceFileKind, maxBytes: number) {
    super();
    this.#kind = kind;
    this.#maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.#maxBytes) {
      callback(new AppError('invoiceTooLarge'));
      return;
    }
    this.#md5.update(chunk);
    this.#sha256.update(chunk);
    if (!this.#checked && !this.#headStillFits(chunk)) {
      callback(mismatch());
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(!this.#checked && !this.#checkHead() ? mismatch() : null);
  }

  /** Once the whole body went through. */
  result(): InspectedBytes {
    return { size: this.#size, md5: this.#md5.digest('hex'), sha256: this.#sha256.digest('hex') };
  }

  /** Keeps the first bytes; once there are enough, whether they match the name. */
  #headStillFits(chunk: Buffer): boolean {
    const wanted = SNIFFED_BYTES - this.#headLength;
    this.#head.push(chunk.subarray(0, wanted));
    this.#headLength += Math.min(chunk.length, wanted);
    return this.#headLength < SNIFFED_BYTES || this.#checkHead();
  }

  #checkHead(): boolean {
    this.#checked = true;
    const head = Buffer.concat(this.#head);
    this.#head = [];
    return contentMatchesKind(this.#kind, head);
  }
}

function mismatch(): AppError {
  return new AppError('invoiceContentMismatch', 'The content is not what the file name says');
}
