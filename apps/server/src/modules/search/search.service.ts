import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@inventario/shared/contracts/search';
import { parseSearchQuery, SEARCH_TEXT_MAX } from '@inventario/shared/domain/search/search-query';
import type { Db } from '../../db/client.ts';
import { readEach } from '../../db/one-trip-read.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as repo from './search.repo.ts';

/** JSON numbers of bigint ids may come as strings from some paths: read both. */
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

export function toResults(row: repo.SearchRow): SearchResults {
  return {
    assets: row.assets.map((a) => ({
      id: num(a.id),
      description: a.description,
      registerKind: a.registerKind as RegisterKind,
      inventoryNumber: numOrNull(a.inventoryNumber),
      durableNumber: numOrNull(a.durableNumber),
      serialNumber: a.serialNumber,
      status: num(a.status),
    })),
    movements: row.movements.map((m) => ({
      id: num(m.id),
      type: num(m.type),
      number: num(m.number),
      year: num(m.year),
      date: String(m.date),
      causal: m.causal,
    })),
    universalities: row.universalities.map((u) => ({
      id: num(u.id),
      description: u.description,
      registerKind: (u.registerKind ?? null) as RegisterKind | null,
      inventoryNumber: numOrNull(u.inventoryNumber),
    })),
    parties: row.parties.map((p) => ({
      id: num(p.id),
      kind: p.kind,
      displayName: p.displayName,
      vatNumber: p.vatNumber,
      fiscalCode: p.fiscalCode,
    })),
    sites: row.sites.map((s) => ({ id: num(s.id), code: s.code, description: s.description })),
    locations: row.locations.map((l) => ({
      id: num(l.id),
      code: l.code,
      description: l.description,
      site: { id: num(l.siteId), code: l.siteCode },
    })),
  };
}

/**
 * The toolbar's search (issue 20 "One search"): what the text names among the school's assets,
 * movements, universalities, creditors and debtors, sites and locations, read in one statement.
 */
export async function search(
  db: Db,
  context: RequestContext,
  request: { q: string; limit?: number | undefined },
): Promise<SearchResults> {
  const query = parseSearchQuery(request.q);
  if (!query) {
    if (request.q.trim().length > SEARCH_TEXT_MAX) {
      throw new AppError('searchTextTooLong', `The search text takes up to ${SEARCH_TEXT_MAX} characters`);
    }
    throw new AppError('notEmptySearchField', 'The search text must not be empty');
  }
  const limit = request.limit ?? SEARCH_GROUP_LIMIT;
  const row = await repo.search(readEach(db, context), context.customerCode, query, limit);
  return toResults(row);
}
