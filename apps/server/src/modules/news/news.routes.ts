import {
  newsItemParamsSchema,
  newsItemSchema,
  newsListSchema,
  newsPaths,
  newsVersionParamsSchema,
} from '@inventario/shared/contracts/news';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './news.service.ts';

const tags = ['news'];

export async function newsRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    newsPaths.list,
    { schema: { tags, params: newsVersionParamsSchema, response: { 200: newsListSchema } } },
    (request) => service.listNews(db, requireContext(request), request.params.appVersion),
  );
  api.put(
    newsPaths.markRead,
    { schema: { tags, params: newsItemParamsSchema, response: { 200: newsItemSchema } } },
    (request) => service.markRead(db, requireContext(request), request.params.appVersion, request.params.id),
  );
}
