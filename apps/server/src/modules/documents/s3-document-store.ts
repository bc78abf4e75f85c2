import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config.ts';
import type { DocumentStore } from './document-store.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Documents in an S3-compatible bucket (`STORAGE=s3`): the worker puts them, and a download is a
 * presigned GET that names the file and its type, so the bucket serves it and no API node streams it.
 */
export function s3DocumentStore(config: S3Config): DocumentStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }),
      );
    },
    signedUrl(file, ttlSeconds) {
      const name = encodeURIComponent(file.fileName);
      const command = new GetObjectCommand({
        Bucket,
        Key: file.key,
        ResponseContentType: file.contentType,
        ResponseContentDisposition: `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
  };
}
