import {
  listKinds,
  tempListPaths,
  tempListSaveSchema,
  tempListSchema,
} from '@inventario/shared/contracts/imports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import type { ImportsDeps } from './imports.deps.ts';
import * as service from './temp-lists.service.ts';

const tags = ['imports'];

const WHAT = {
  site: 'sites',
  location: 'locations',
  subConsignee: 'sub-consignees',
  subcategory: 'subcategories',
  creditor: 'creditors',
} as const;

/** The temp lists of the pending import (spec 02 §7), one pair of routes per list. */
export async function tempListRoutes(app: FastifyInstance, deps: ImportsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of listKinds) {
    api.get(
      tempListPaths[kind],
      {
        schema: {
          tags,
          summary: `The pending import's ${WHAT[kind]}, matched onto the school's`,
          description:
            'Once its file is valid (`importNotReady` before; `notFound` when nothing is pending).',
          response: { 200: tempListSchema },
        },
      },
      (request) => service.getTempList(deps, requireContext(request), kind),
    );
    api.put(
      tempListPaths[kind],
      {
        schema: {
          tags,
          summary: `Map the pending import's ${WHAT[kind]} onto the school's, or create them`,
          description:
            "Each entry named maps onto one of the school's (`targetId`) or is created. A location maps only inside the school site its own site maps onto; changing a site's mapping matches its locations again.",
          body: tempListSaveSchema,
          response: { 200: tempListSchema },
        },
      },
      (request) => service.saveTempList(deps, requireContext(request), kind, request.body),
    );
  }
}
