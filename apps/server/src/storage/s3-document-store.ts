import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config.ts';
import { downloadHeaders, type FileStore } from './document-store.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Documents in an S3-compatible bucket (`STORAGE=s3`): the worker puts them, and a download is a
 * presigned GET that names the file and its type, so the bucket serves it and no API node streams it.
 * Uploads go the other way: a presigned PUT, the bucket receiving the file.
 */
export function s3DocumentStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // A presigned PUT cannot carry a checksum of a body it has not seen: the SDK would sign an empty one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
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
      const headers = downloadHeaders(file, ttlSeconds);
      const command = new GetObjectCommand({
        Bucket,
        Key: file.key,
        ResponseContentType: file.contentType,
        ResponseContentDisposition: headers['content-disposition'],
        ResponseCacheControl: headers['cache-control'],
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
    async presignedPut(key, file, ttlSeconds) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: file.contentType,
        ContentLength: file.size,
      });
      // Signed, the type and the length are the ones declared: the bucket refuses a PUT of another.
      const url = await getSignedUrl(client, command, {
        expiresIn: ttlSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': file.contentType } };
    },
    async download(key, toPath) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        await pipeline(object.Body as Readable, createWriteStream(toPath));
        return object.ContentLength ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
