import {
  causalSchema,
  chargeCreateSchema,
  chargeUpdateSchema,
  chargePaths as paths,
} from '@inventario/shared/contracts/charges';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { CHARGE_CAUSALS } from '@inventario/shared/domain/movements/causals';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import type { InvoiceUploadsDeps } from '../invoices/index.ts';
import { updateCharge } from './charge-edit.service.ts';
import * as service from './charges.service.ts';

const tags = ['movements'];

/** Charges read the e-invoice they are made from in the invoices' store. */
export interface ChargeDeps extends ModuleDeps {
  invoiceUploads: InvoiceUploadsDeps;
}

export async function chargeRoutes(app: FastifyInstance, { db, invoiceUploads }: ChargeDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.causalList,
    {
      schema: {
        tags,
        summary: 'Charge causals',
        description: 'Why goods are charged (art. 32): purchase, donation, production in the school…',
        response: { 200: z.array(causalSchema) },
      },
    },
    async () => [...CHARGE_CAUSALS],
  );
  api.post(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Create a charge',
        description:
          'Charges assets entered now, waiting assets (`waitingAssetIds`) and a complete universality (`universalityId`, one inventory number for its components): at most 600 assets in all, with their mandatory data, dated in an open year and not before the last movement. With `invoice` (an uploaded e-invoice), the invoice is read again from its file: `invoiceNotChargeable` when missing or refused, `invoiceAlreadyCharged` (409, `details.charges`) when the school charged it before unless `confirmDuplicate`; `createCreditor` uses the creditor of the school matching the supplier or creates it; the voucher keeps the file and the identity of the invoice. Numbers are taken in the transaction: gapless per type and year, register and durable register.',
        body: chargeCreateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.createCharge(db, requireContext(request), request.body, invoiceUploads),
  );
  api.put(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Edit a charge',
        description:
          "The header and the whole list of asset lines (lines of assets already in the charge carry their id). Notes and descriptive asset fields always change; legal content (date in its year and between the neighbouring movements, causal, creditor, documents, prices on their side of 200 euro, subcategories) only while no later movement holds its assets; the lines (added, removed, reordered, waiting assets, a universality) only on the school's latest charge, renumbered without gaps. Lines taken out are deleted if entered in the charge, else they wait again.",
        body: chargeUpdateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => updateCharge(db, requireContext(request), request.body),
  );
}
