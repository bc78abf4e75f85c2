import {
  appCodeQuerySchema,
  customerAreaPaths,
  customerSchema,
  customerUserSchema,
  mergeDetailSchema,
  mergerQuerySchema,
} from '@inventario/shared/contracts/customer-area';
import { isVendorStaff } from '@inventario/shared/domain/access/access';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { requireClaims } from '../http/request-context.ts';
import * as service from './customer-area.service.ts';

const token = { access: 'token' } as const;
const customerParams = z.object({ code: z.string().min(1).max(32) });
const onBehalf = { customerCode: z.string().max(32).optional() };

/** The customer-area service (`/area-clienti`): schools, their users and merges. */
export async function registerCustomerArea(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const area = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  area.get(
    customerAreaPaths.customer,
    { config: token, schema: { params: customerParams, response: { 200: customerSchema } } },
    (request) => service.getCustomer(db, callerOf(request), request.params.code),
  );
  area.get(
    customerAreaPaths.user,
    {
      config: token,
      schema: {
        params: customerParams.extend({ user: z.string().min(1) }),
        response: { 200: customerUserSchema },
      },
    },
    (request) => service.getCustomerUser(db, callerOf(request), request.params.code, request.params.user),
  );
  area.get(
    customerAreaPaths.merged,
    {
      config: token,
      schema: { querystring: appCodeQuerySchema.extend(onBehalf), response: { 200: mergeDetailSchema } },
    },
    (request) => service.getMergeDetail(db, callerOf(request), 'seller', request.query),
  );
  area.get(
    customerAreaPaths.merger,
    {
      config: token,
      schema: { querystring: mergerQuerySchema.extend(onBehalf), response: { 200: mergeDetailSchema } },
    },
    (request) => service.getMergeDetail(db, callerOf(request), 'receiver', request.query),
  );
}

function callerOf(request: FastifyRequest): service.Caller {
  const claims = requireClaims(request);
  return {
    customerCode: claims.customer_code,
    username: claims.preferred_username,
    vendorStaff: isVendorStaff(claims),
  };
}
