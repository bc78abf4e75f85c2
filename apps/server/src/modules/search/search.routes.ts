import { searchPaths, searchQuerySchema, searchResultsSchema } from '@inventario/shared/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    searchPaths.search,
    {
      schema: {
        tags: ['search'],
        summary: 'The toolbar search',
        description:
          "What the typed text names among the school's records, grouped: assets (by inventory or durable number with or without the register's acronym — `12`, `BM 12`, `bm12` — or by description, serial number, brand, original number or barcode), movements (by number and year — `12/2025`, `12-2025` — by number, or by causal code), universalities, creditors and debtors, sites and locations. Each group holds up to `limit` (5 unless told, 10 at most), best match first: the exact number, then a text that starts with the typed one, then one that contains it. A blank text is refused with `notEmptySearchField`, one over 100 characters with `searchTextTooLong`. One statement, one round trip.",
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    (request) => service.search(db, requireContext(request), request.query),
  );
}
