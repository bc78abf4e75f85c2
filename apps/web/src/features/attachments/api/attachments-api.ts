import {
  type Attachment,
  type AttachmentOwner,
  attachmentListSchema,
  attachmentPaths,
  attachmentSchema,
  type Cover,
  coversSchema,
} from '@inventario/shared/contracts/attachments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadAreaTexts } from '@/app/i18n/area-texts.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { uploadTransport } from '@/lib/api/upload-transport.ts';

export interface AttachmentRecord {
  owner: AttachmentOwner;
  ownerId: number;
}

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (record: AttachmentRecord) => ['attachments', 'list', record.owner, record.ownerId] as const,
  covers: (owner: AttachmentOwner, ids: readonly number[]) =>
    ['attachments', 'covers', owner, ...ids] as const,
};

export function listAttachments(api: ApiClient, record: AttachmentRecord) {
  return api.get(fillPath(attachmentPaths.list, { ...record }), { parser: attachmentListSchema });
}

export interface UploadRequest {
  file: Blob;
  fileName: string;
  onProgress?: (fraction: number) => void;
}

/** `POST /attachments/{owner}/{ownerId}`: the file is the body, its name in the query. */
export function uploadAttachment(api: ApiClient, path: string, request: UploadRequest): Promise<Attachment> {
  return api.post(path, request.file, {
    query: { fileName: request.fileName },
    parser: attachmentSchema,
    ...(request.onProgress ? { transport: uploadTransport(request.onProgress) } : {}),
  });
}

export function useAttachments(record: AttachmentRecord) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: attachmentKeys.list(record),
    queryFn: () => listAttachments(inventory, record),
  });
}

/** After any change the record's list and every thumbnail column read again. */
function useRefreshAttachments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all });
}

export function useUploadAttachment(record: AttachmentRecord) {
  const { inventory } = useBackendClients();
  const refresh = useRefreshAttachments();
  return useMutation({
    mutationFn: (request: UploadRequest) =>
      uploadAttachment(inventory, fillPath(attachmentPaths.list, { ...record }), request),
    onSettled: refresh,
  });
}

export function useSetCaption() {
  const { inventory } = useBackendClients();
  const refresh = useRefreshAttachments();
  return useMutation({
    mutationFn: ({ id, caption }: { id: string; caption: string }) =>
      inventory.request(fillPath(attachmentPaths.item, { id }), {
        method: 'PATCH',
        body: { caption },
        parser: attachmentSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteAttachment() {
  const { inventory } = useBackendClients();
  const refresh = useRefreshAttachments();
  return useMutation({
    mutationFn: (id: string) => inventory.delete(fillPath(attachmentPaths.item, { id })),
    onSuccess: refresh,
  });
}

/** The cover photo and count of each record of a page, for a thumbnail column; off when not shown. */
export function useCovers(owner: AttachmentOwner, ids: readonly number[], enabled: boolean) {
  const { inventory } = useBackendClients();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: attachmentKeys.covers(owner, sorted),
    queryFn: async (): Promise<ReadonlyMap<number, Cover>> => {
      // The thumbnails' words (their alternative text) come with the attachments' texts.
      const [answer] = await Promise.all([
        inventory.post(attachmentPaths.covers, { owner, ownerIds: sorted }, { parser: coversSchema }),
        loadAreaTexts('attachments'),
      ]);
      return new Map(answer.covers.map((cover) => [cover.ownerId, cover]));
    },
    enabled: enabled && sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
