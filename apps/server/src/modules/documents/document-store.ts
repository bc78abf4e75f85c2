import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { documentPaths } from '@inventario/shared/contracts/documents';

/** A file as the store keeps it and a download hands it out. */
export interface StoredFile {
  key: string;
  fileName: string;
  contentType: string;
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
  read?(token: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null>;
}

interface TokenBody extends StoredFile {
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signToken(secret: string, body: TokenBody): string {
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${sign(secret, encoded)}`;
}

export function verifyToken(secret: string, token: string, nowSeconds: number): TokenBody | null {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return null;
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const body = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as TokenBody;
  return body.exp >= nowSeconds ? body : null;
}

/** Keys are `<school>/<request>-<position>.<ext>`: nothing a user typed reaches the file system. */
function pathOf(root: string, key: string): string {
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
}): Promise<DocumentStore> {
  const root = path.resolve(options.dataDir, 'documents');
  await mkdir(root, { recursive: true });
  const secret = await secretOf(root, options.secret);
  return {
    async put(key, bytes) {
      const file = pathOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(root, key), { force: true })));
    },
    async signedUrl(file, ttlSeconds) {
      const token = signToken(secret, { ...file, exp: Math.floor(Date.now() / 1000) + ttlSeconds });
      return `${options.apiBaseUrl}${documentPaths.file}?token=${token}`;
    },
    async read(token) {
      const body = verifyToken(secret, token, Math.floor(Date.now() / 1000));
      if (!body) return null;
      const { exp: _exp, ...file } = body;
      // A link to a document deleted since it was signed leads nowhere, as an expired one.
      const bytes = await readFile(pathOf(root, file.key)).catch(() => null);
      return bytes ? { file, bytes } : null;
    },
  };
}
