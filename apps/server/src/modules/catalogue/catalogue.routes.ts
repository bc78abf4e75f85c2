import {
  aggregationSaveSchema,
  aggregationSchema,
  categoryListQuerySchema,
  categorySaveSchema,
  categorySchema,
  defaultRateSchema,
  defaultSubcategorySchema,
  cataloguePaths as paths,
  registerSchema,
  subcategoryPageSchema,
  subcategorySaveSchema,
  subcategorySchema,
  subcategorySearchSchema,
} from '@inventario/shared/contracts/catalogue';
import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as catalogue from './catalogue.service.ts';
import * as subcategories from './subcategories.service.ts';

const tags = ['catalogue'];
const registerParams = z.object({ registerId: z.coerce.number().int().min(0) });

export async function catalogueRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(paths.registerList, { schema: { tags, response: { 200: z.array(registerSchema) } } }, (request) =>
    catalogue.listRegisters(db, requireContext(request)),
  );
  api.get(
    paths.registerFromSubcategory,
    { schema: { tags, params: idParamSchema, response: { 200: registerSchema } } },
    (request) => subcategories.registerOfSubcategory(db, requireContext(request), request.params.id),
  );

  api.get(
    paths.aggregationList,
    { schema: { tags, response: { 200: z.array(aggregationSchema) } } },
    (request) => catalogue.listAggregations(db, requireContext(request)),
  );
  api.post(
    paths.aggregationSave,
    { schema: { tags, body: aggregationSaveSchema, response: { 200: aggregationSchema } } },
    (request) => catalogue.saveAggregation(db, requireContext(request), request.body),
  );
  api.delete(paths.aggregationDelete, { schema: { tags, params: idParamSchema } }, async (request, reply) => {
    await catalogue.deleteAggregation(db, requireContext(request), request.params.id);
    return reply.code(204).send();
  });

  api.get(
    paths.categoryList,
    { schema: { tags, querystring: categoryListQuerySchema, response: { 200: z.array(categorySchema) } } },
    (request) => catalogue.listCategories(db, requireContext(request), request.query.registerId),
  );
  api.post(
    paths.categorySave,
    { schema: { tags, body: categorySaveSchema, response: { 200: categorySchema } } },
    (request) => catalogue.saveCategory(db, requireContext(request), request.body),
  );
  api.delete(paths.categoryDelete, { schema: { tags, params: idParamSchema } }, async (request, reply) => {
    await catalogue.deleteCategory(db, requireContext(request), request.params.id);
    return reply.code(204).send();
  });

  subcategoryRoutes(app, db);
}

function subcategoryRoutes(app: FastifyInstance, db: ModuleDeps['db']) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    paths.subcategoryDefaultList,
    { schema: { tags, response: { 200: z.array(defaultSubcategorySchema) } } },
    (request) => subcategories.listDefaultSubcategories(db, requireContext(request)),
  );
  typed.get(
    paths.subcategoryDefaultRates,
    { schema: { tags, params: idParamSchema, response: { 200: z.array(defaultRateSchema) } } },
    (request) => subcategories.listDefaultRates(db, requireContext(request), request.params.id),
  );
  typed.get(
    paths.subcategoryInventory,
    { schema: { tags, response: { 200: z.array(subcategorySchema) } } },
    (request) => subcategories.listSubcategories(db, requireContext(request), {}),
  );
  typed.get(
    paths.subcategoryList,
    { schema: { tags, params: registerParams, response: { 200: z.array(subcategorySchema) } } },
    (request) => {
      const registerId = request.params.registerId;
      return subcategories.listSubcategories(db, requireContext(request), registerId ? { registerId } : {});
    },
  );
  typed.post(
    paths.subcategorySearch,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: subcategorySearchSchema,
        response: { 200: subcategoryPageSchema },
      },
    },
    (request) => subcategories.searchSubcategories(db, requireContext(request), request.params, request.body),
  );
  typed.post(
    paths.subcategorySave,
    { schema: { tags, body: subcategorySaveSchema, response: { 200: subcategorySchema } } },
    (request) => subcategories.saveSubcategory(db, requireContext(request), request.body),
  );
  typed.delete(
    paths.subcategoryDelete,
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await subcategories.deleteSubcategory(db, requireContext(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
