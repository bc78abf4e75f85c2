import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** What an upload's bytes were: how many, their digests (hex). */
export interface InspectedBytes {
  size: number;
  md5: string;
  sha256: string;
}

/** What an upload must be: at most `maxBytes`, and its first `sniffedBytes` what its name says. */
export interface UploadCheck {
  maxBytes: number;
  sniffedBytes: number;
  /** Whether the first bytes (up to `sniffedBytes`, fewer for a shorter file) are what the name says. */
  matches(head: Buffer): boolean;
  tooLarge(): Error;
  mismatch(): Error;
}

/**
 * Passes an upload's bytes on while it counts them, digests them and looks at the first ones: it
 * fails as soon as they pass `maxBytes` (`check.tooLarge`) or the first ones are not what the name
 * says (`check.mismatch`), so a refused upload is never read to its end nor held in memory.
 */
export class UploadInspector extends Transform {
  #size = 0;
  #head: Buffer[] = [];
  #headLength = 0;
  #checked = false;
  readonly #md5: Hash = createHash('md5');
  readonly #sha256: Hash = createHash('sha256');

  readonly #check: UploadCheck;

  constructor(check: UploadCheck) {
    super();
    this.#check = check;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.#check.maxBytes) {
      callback(this.#check.tooLarge());
      return;
    }
    this.#md5.update(chunk);
    this.#sha256.update(chunk);
    if (!this.#checked && !this.#headStillFits(chunk)) {
      callback(this.#check.mismatch());
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(!this.#checked && !this.#checkHead() ? this.#check.mismatch() : null);
  }

  /** Once the whole body went through. */
  result(): InspectedBytes {
    return { size: this.#size, md5: this.#md5.digest('hex'), sha256: this.#sha256.digest('hex') };
  }

  /** Keeps the first bytes; once there are enough, whether they match the name. */
  #headStillFits(chunk: Buffer): boolean {
    const wanted = this.#check.sniffedBytes - this.#headLength;
    this.#head.push(chunk.subarray(0, wanted));
    this.#headLength += Math.min(chunk.length, wanted);
    return this.#headLength < this.#check.sniffedBytes || this.#checkHead();
  }

  #checkHead(): boolean {
    this.#checked = true;
    const head = Buffer.concat(this.#head);
    this.#head = [];
    return head.length > 0 && this.#check.matches(head);
  }
}
