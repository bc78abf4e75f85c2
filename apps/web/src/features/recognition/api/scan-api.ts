import { attachmentPaths, attachmentSchema } from '@inventario/shared/contracts/attachments';
import {
  recognitionPaths,
  type ScanDetect,
  scanContextSchema,
  scanDetectResultSchema,
  scanExpectedSchema,
  scanSessionSchema,
} from '@inventario/shared/contracts/recognition';
import { createApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * The phone's calls (`/recognition/scan/…`): the QR code's one-time code exchanged for a token, then
 * that token alone (`x-scan-token`), no user signed in. The page is served by the API's own server.
 */
export function createScanApi(getToken: () => string | undefined, baseUrl = '/inventario/api') {
  const client = createApiClient({ baseUrl, getAccessToken: async () => undefined, getScanToken: getToken });
  return {
    openSession: (code: string) =>
      client.post(recognitionPaths.scanSession, { code }, { parser: scanSessionSchema }),
    context: () => client.get(recognitionPaths.scanContext, { parser: scanContextSchema }),
    expected: async (idLocation: number) =>
      (
        await client.get(fillPath(recognitionPaths.scanExpected, { idLocation }), {
          parser: scanExpectedSchema,
        })
      ).assets,
    detect: (reads: ScanDetect['reads']) =>
      client.post(recognitionPaths.scanDetect, { reads }, { parser: scanDetectResultSchema }),
    /** A photo of a good the phone found, attached to it (online only: a photo is not kept to send later). */
    photo: (idAsset: number, file: Blob, fileName: string) =>
      client.post(fillPath(attachmentPaths.scanPhoto, { idAsset }), file, {
        query: { fileName },
        parser: attachmentSchema,
      }),
  };
}

export type ScanApi = ReturnType<typeof createScanApi>;
