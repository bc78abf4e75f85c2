import { idParamSchema } from '@inventario/shared/contracts/common';
import {
  invoiceFileUrlSchema,
  invoicePaths,
  invoiceReadingSchema,
  mapFromInvoiceRequestSchema,
} from '@inventario/shared/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import * as service from './invoice-mapping.service.ts';
import type { InvoiceUploadsDeps } from './invoice-uploads.deps.ts';

const tags = ['movements'];

/** The reading of an uploaded invoice file for a charge, and the file a charge was made from. */
export async function invoiceMappingRoutes(app: FastifyInstance, deps: InvoiceUploadsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    invoicePaths.map,
    {
      schema: {
        tags,
        summary: 'Read an uploaded invoice file for a charge',
        description:
          "The documents of the uploaded file (the file itself, or each entry of a zip) with their invoices: supplier (with the school's creditor of the same VAT number or fiscal code, `creditorId`), lines priced, the school's charges already made from the same invoice (`alreadyCharged`), and why a document or invoice cannot be charged. An upload not uploaded, expired or another school's is `notFound`.",
        body: mapFromInvoiceRequestSchema,
        response: { 200: invoiceReadingSchema },
      },
    },
    (request) => service.mapFromInvoice(deps, requireContext(request), request.body),
  );
  api.get(
    invoicePaths.chargeFile,
    {
      schema: {
        tags,
        summary: 'Download link of the invoice file a charge was made from',
        description:
          "A signed, expiring URL of the file as uploaded; `notFound` when the school's charge was made from none.",
        params: idParamSchema,
        response: { 200: invoiceFileUrlSchema },
      },
    },
    (request) => service.chargeInvoiceFileUrl(deps, requireContext(request), request.params.id),
  );
}
