import {
  listKinds,
  type TempList,
  tempListPaths,
  tempListSchema,
} from '@inventario/shared/contracts/imports';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import type { ListKind } from '../model/mapping-lists.ts';
import { importKeys } from './import-keys.ts';

/** `GET /site/temp/list` and the others: the pending import's entries of a list, each matched or new. */
export function getTempList(api: ApiClient, kind: ListKind) {
  return api.get(tempListPaths[kind], { parser: tempListSchema });
}

const tempListQuery = (api: ApiClient, importId: string, kind: ListKind) => ({
  queryKey: importKeys.tempList(importId, kind),
  queryFn: () => getTempList(api, kind),
});

/** A list of the pending import `importId` (the call names no import: the school has one pending). */
export function useTempList(importId: string, kind: ListKind) {
  const { inventory } = useBackendClients();
  return useQuery(tempListQuery(inventory, importId, kind));
}

/** The five lists at once, by kind: the mapping's tabs count their entries. */
export function useTempLists(importId: string): Record<ListKind, UseQueryResult<TempList>> {
  const { inventory } = useBackendClients();
  const results = useQueries({ queries: listKinds.map((kind) => tempListQuery(inventory, importId, kind)) });
  return Object.fromEntries(listKinds.map((kind, index) => [kind, results[index]])) as Record<
    ListKind,
    UseQueryResult<TempList>
  >;
}
