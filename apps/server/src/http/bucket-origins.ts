import type { StorageConfig } from '../config.ts';

/**
 * The origins a browser sends an invoice file to with `STORAGE=s3` (a presigned PUT straight to the
 * bucket): the page's Content-Security-Policy must let it connect there. Both addressing styles are
 * allowed, since the SDK falls back to the path style for bucket names it cannot put in a host name.
 */
export function bucketOrigins(storage: StorageConfig): string[] {
  if (storage.kind !== 's3') return [];
  const base = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  const pathStyle = base.origin;
  const virtualHosted = `${base.protocol}//${storage.bucket}.${base.host}`;
  return storage.forcePathStyle ? [pathStyle] : [virtualHosted, pathStyle];
}
