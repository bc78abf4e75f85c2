import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { documentPaths } from '@inventario/shared/contracts/documents';

/** A file as the store keeps it and a download hands it out. */
export interface StoredFile {
  key: string;
  fileName: string;
  contentType: string;
  /**
   * A picture the page shows (an attachment's JPEG, which the server wrote itself): served inline and
   * kept by the browser while its link lives, where every other file downloads and is never cached.
   */
  inline?: boolean;
}

/** How a download answers: its disposition and how long the browser may keep it. */
export function downloadHeaders(file: StoredFile, ttlSeconds: number): Record<string, string> {
  const name = encodeURIComponent(file.fileName);
  const disposition = file.inline ? 'inline' : 'attachment';
  return {
    'content-disposition': `${disposition}; filename="${name}"; filename*=UTF-8''${name}`,
    'cache-control': file.inline
      ? `private, max-age=${Math.max(0, Math.floor(ttlSeconds))}`
      : 'private, no-store',
  };
}

/**
 * Where rendered documents live (DESIGN §8): a folder of the data directory here, an S3-compatible
 * bucket at scale. Downloads go through signed, expiring URLs, so a link copied out of the
 * application stops working and no request needs the user's tokens.
 */
export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  signedUrl(file: StoredFile, ttlSeconds: number): Promise<string>;
  /**
   * The file a signed token names, or null when the token is forged or expired, or the file gone; a
   * bucket serves its signed URLs itself and has none.
   */
  read?(token: string): Promise<{ file: StoredFile; bytes: Uint8Array; expiresAt: Date } | null>;
}

/** A download token's body: the file it hands out. */
interface DownloadBody extends StoredFile {
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Tokens of one purpose never pass for another's: the purpose is part of what is signed. */
function sign(secret: string, purpose: string, encoded: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${encoded}`).digest('base64url');
}

/** `body` signed for `purpose` with the installation's secret; it carries its expiry (`exp`, seconds). */
export function signToken(secret: string, purpose: string, body: { exp: number }): string {
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${sign(secret, purpose, encoded)}`;
}

/** The body of a token signed for `purpose` and not expired at `nowSeconds`, else null. */
export function verifyToken(
  secret: string,
  purpose: string,
  token: string,
  nowSeconds: number,
): ({ exp: number } & Record<string, unknown>) | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, purpose, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const body = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as { exp?: unknown };
  return typeof body.exp === 'number' && body.exp >= nowSeconds
    ? (body as { exp: number } & Record<string, unknown>)
    : null;
}

/** Signs and verifies this installation's tokens of a purpose, for URLs the API itself serves. */
export interface TokenSigner {
  sign(purpose: string, body: Record<string, unknown>, expiresAt: Date): string;
  verify(purpose: string, token: string, now: Date): Record<string, unknown> | null;
}

function tokenSigner(secret: string): TokenSigner {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return {
    sign: (purpose, body, expiresAt) => signToken(secret, purpose, { ...body, exp: seconds(expiresAt) }),
    verify: (purpose, token, now) => verifyToken(secret, purpose, token, seconds(now)),
  };
}

/** A file being written: `keep` puts it at its key, `discard` drops it. */
export interface StagedFile {
  keep(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * The local folder takes uploads through the API: a signed URL of its own (`tokens`), the body
 * written beside its key until it is accepted (`stage`), and read in place (`pathOf`).
 */
export interface LocalUploads {
  kind: 'local';
  tokens: TokenSigner;
  /** Writes through `write` to a part file; nothing stays of it when `write` fails. */
  stage(key: string, write: (file: Writable) => Promise<void>): Promise<StagedFile>;
  pathOf(key: string): string;
}

/** A bucket takes uploads itself, from a presigned PUT; the API reads them back as a copy. */
export interface BucketUploads {
  kind: 's3';
  presignedPut(
    key: string,
    file: { contentType: string; size: number },
    ttlSeconds: number,
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /** Copies the object to `toPath`: its size, or null when the bucket has no such object. */
  download(key: string, toPath: string): Promise<number | null>;
}

/** Where files that clients upload go: this installation's folder or its bucket. */
export type UploadStore = LocalUploads | BucketUploads;

/** The installation's store: the documents it renders and the files its users upload. */
export type FileStore = DocumentStore & UploadStore;

const DOWNLOAD = 'download';

/** Writes `file` through a part file beside it, renamed into place only when kept. */
async function stageFile(file: string, write: (stream: Writable) => Promise<void>): Promise<StagedFile> {
  await mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.${randomBytes(6).toString('hex')}.part`;
  const discard = () => rm(part, { force: true });
  const stream = createWriteStream(part, { flags: 'wx' });
  try {
    await write(stream);
  } catch (error) {
    // The file may still be opening: removed before it exists, it would appear afterwards.
    if (!stream.closed) await new Promise((resolve) => stream.destroy().once('close', () => resolve(null)));
    await discard();
    throw error;
  }
  return { keep: () => rename(part, file), discard };
}

/** Keys are `<school>/<request>-<position>.<ext>`: nothing a user typed reaches the file system. */
function pathOf(root: string, key: string): string {
  if (typeof key !== 'string') throw new Error('no document key');
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(`${root}${path.sep}`)) throw new Error(`bad document key ${key}`);
  return resolved;
}

/** The secret of this installation: the configured one, or one kept beside the documents. */
async function secretOf(root: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = path.join(root, '.signing-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Documents in `<DATA_DIR>/documents`, downloaded from `GET /s3documents/file?token=`. */
export async function localDocumentStore(options: {
  dataDir: string;
  apiBaseUrl: string;
  secret: string | undefined;
}): Promise<FileStore> {
  const root = path.resolve(options.dataDir, 'documents');
  await mkdir(root, { recursive: true });
  const secret = await secretOf(root, options.secret);
  const tokens = tokenSigner(secret);
  return {
    kind: 'local',
    tokens,
    pathOf: (key) => pathOf(root, key),
    stage: (key, write) => stageFile(pathOf(root, key), write),
    async put(key, bytes) {
      const file = pathOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(root, key), { force: true })));
    },
    async signedUrl(file, ttlSeconds) {
      const token = tokens.sign(DOWNLOAD, { ...file }, new Date(Date.now() + ttlSeconds * 1000));
      return `${options.apiBaseUrl}${documentPaths.file}?token=${token}`;
    },
    async read(token) {
      const body = tokens.verify(DOWNLOAD, token, new Date()) as DownloadBody | null;
      if (!body) return null;
      const { exp, ...file } = body;
      // A link to a document deleted since it was signed leads nowhere, as an expired one.
      const bytes = await readFile(pathOf(root, file.key)).catch(() => null);
      return bytes ? { file, bytes, expiresAt: new Date(exp * 1000) } : null;
    },
  };
}
