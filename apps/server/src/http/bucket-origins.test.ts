import { describe, expect, it } from 'vitest';
import { bucketOrigins } from './bucket-origins.ts';

const s3 = { kind: 's3' as const, bucket: 'inventario-docs', region: 'eu-south-1', credentials: undefined };

describe('the bucket origins the page may connect to', () => {
  it('are none with documents in the data folder', () => {
    expect(bucketOrigins({ kind: 'local' })).toEqual([]);
  });

  it("are AWS's virtual-hosted and path-style origins of the bucket's region", () => {
    expect(bucketOrigins({ ...s3, endpoint: undefined, forcePathStyle: false })).toEqual([
      'https://inventario-docs.s3.eu-south-1.amazonaws.com',
      'https://s3.eu-south-1.amazonaws.com',
    ]);
  });

  it("are the configured endpoint's origin in the path style (MinIO, s3rver)", () => {
    expect(bucketOrigins({ ...s3, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toEqual([
      'http://127.0.0.1:9000',
    ]);
  });
});
