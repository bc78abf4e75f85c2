import { idParamSchema } from '@inventario/shared/contracts/common';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import {
  depreciationTotalSchema,
  valueVoucherPaths as paths,
  registerDepreciationSchema,
  registerPictureSchema,
  valueVoucherCreateSchema,
  valueVoucherTypeSchema,
  valueVoucherUpdateSchema,
  yearPicturesPath,
} from '@inventario/shared/contracts/value-vouchers';
import { VALUE_VOUCHER_TYPES } from '@inventario/shared/domain/movements/value-voucher';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as depreciation from './depreciation.service.ts';
import * as service from './value-vouchers.service.ts';

const tags = ['movements'];
const yearParam = z.coerce.number().int().min(1900).max(2200);

export async function valueVoucherRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.typeList,
    {
      schema: {
        tags,
        summary: 'Kinds of value variation',
        description:
          "Decreases (5): svalutazione, deperimento o danneggiamento, rettifica in diminuzione; increases (6): rivalutazione, manutenzione straordinaria e migliorie, rettifica in aumento; 'DEP' ammortamento, written only by closing a year with depreciation.",
        response: { 200: z.array(valueVoucherTypeSchema) },
      },
    },
    async () => [...VALUE_VOUCHER_TYPES],
  );
  api.post(
    paths.save,
    {
      schema: {
        tags,
        summary: 'Create a value voucher',
        description:
          "Type 5 lowers, type 6 raises the actual value of charged inventory assets (`assetNotInventory` for durable ones) by each line's variation; never below zero (`variationBelowZero`); a new value on the other side of 200 euro needs `thresholdConfirmed` (`priceCrossesThreshold`). Dated in an open year, not before the last movement; numbered per type and year.",
        body: valueVoucherCreateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.createVoucher(db, requireContext(request), request.body),
  );
  api.put(
    paths.save,
    {
      schema: {
        tags,
        summary: 'Edit a value voucher',
        description:
          'Notes while its year is open; the kind of variation and the date (within its year, between its neighbours) while no later movement holds its assets; the lines only on the latest voucher of its type and year (`movementNotLatest`), the old variations given back first. Depreciation vouchers never (`depreciationVoucher`).',
        body: valueVoucherUpdateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.updateVoucher(db, requireContext(request), request.body),
  );
  api.get(
    paths.depreciationTotal,
    {
      schema: {
        tags,
        summary: "A year's depreciation by register",
        description:
          'What closing the year with depreciation would write (at its 31 December, or at its end date once closed), or, once done (`done`), the figures of its vouchers.',
        params: z.object({ year: yearParam }),
        response: { 200: depreciationTotalSchema },
      },
    },
    (request) => depreciation.depreciationTotal(db, requireContext(request), request.params.year),
  );
  api.get(
    paths.depreciationRegisterTotal,
    {
      schema: {
        tags,
        summary: "One register's depreciation by subcategory",
        params: z.object({ year: yearParam, registerId: z.coerce.number().int().positive() }),
        response: { 200: registerDepreciationSchema },
      },
    },
    (request) =>
      depreciation.registerDepreciation(
        db,
        requireContext(request),
        request.params.year,
        request.params.registerId,
      ),
  );
  api.get(
    yearPicturesPath,
    {
      schema: {
        tags: ['financial years'],
        summary: "A closed year's historical pictures",
        description:
          'Per register, inventory and durable apart: the goods in the register at the close date, their historical and actual values, taken at the close.',
        params: idParamSchema,
        response: { 200: z.array(registerPictureSchema) },
      },
    },
    (request) => depreciation.yearPictures(db, requireContext(request), request.params.id),
  );
}
