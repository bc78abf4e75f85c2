import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { toIsoDate } from '@inventario/shared/format/date';
import type { Tx } from '../../../db/client.ts';
import type { MinuteDocument } from '../minutes/minute-document.ts';
import { renderMinutePdf } from '../minutes/render-minute-pdf.ts';
import { reportSchoolOf } from '../recognition/recognition-report.repo.ts';
import { type DocumentRenderer, entry, fileNameOf, PDF, type RendererTable } from '../renderer-support.ts';
import { buildRenewalEliminated } from './renewal-eliminated.ts';
import { buildRenewalKept } from './renewal-kept.ts';
import { buildRenewalMapping } from './renewal-mapping-table.ts';
import { buildRenewalMinutes } from './renewal-minutes.ts';
import type {
  RenewalEliminatedInput,
  RenewalKeptInput,
  RenewalMappingInput,
  RenewalMinutesInput,
  RenewalPrintBase,
  RenewalRevaluationInput,
  RenewalVouchersInput,
} from './renewal-print-data.ts';
import { titleOf } from './renewal-print-text.ts';
import {
  adjustmentsOf,
  goodsOf,
  mappingOf,
  registersOf,
  renewalOf,
  subcategoriesOf,
  vouchersOf,
} from './renewal-prints.repo.ts';
import { buildRenewalRevaluation } from './renewal-revaluation.ts';
import { buildRenewalVouchers } from './renewal-vouchers.ts';

/**
 * The renewal's prints (DOMAIN §8), printed from its page through `/s3documents/renewal/publishMessage`
 * (licence RIN): PV/Base, PV/1, PV/2, PV/3, the mapping table and the movement vouchers, each of the
 * renewal its conditions name (one of the school's: `named-records.repo.ts` at publish, `renewalOf`
 * again here). A renewal not yet at a step prints what it has, marked as a draft where its figures may
 * still change. Model K, the page's other print, is the registers' own (`registers/renderers.ts`).
 */

async function baseOf(tx: Tx, customerCode: string, idRenewal: number): Promise<RenewalPrintBase> {
  return {
    school: await reportSchoolOf(tx, customerCode),
    renewal: await renewalOf(tx, customerCode, idRenewal),
    printedOn: toIsoDate(new Date()),
  };
}

/** A renewal print as one PDF, named by its title and the renewal date. */
function pdfOf<D extends RenewalPrintBase>(
  documentType: number,
  build: (input: D) => MinuteDocument,
): DocumentRenderer<never, D>['render'] {
  return async (input) => [
    {
      fileName: fileNameOf(titleOf(documentType), input.renewal.renewalDate, 'pdf'),
      contentType: PDF,
      bytes: await renderMinutePdf(build(input)),
    },
  ];
}

const minutes: DocumentRenderer<11, RenewalMinutesInput> = {
  load: async (tx, customerCode, { idRenewal, commission }) => {
    const base = await baseOf(tx, customerCode, idRenewal);
    return {
      ...base,
      registers: await registersOf(tx, customerCode),
      goods: await goodsOf(tx, customerCode, idRenewal, base.renewal.revaluedAt !== null),
      adjustments: await adjustmentsOf(tx, customerCode, idRenewal),
      commission: commission ?? [],
    };
  },
  render: pdfOf(DOCUMENT_TYPE.renewalMinutes, buildRenewalMinutes),
};

const kept: DocumentRenderer<12, RenewalKeptInput> = {
  load: async (tx, customerCode, { idRenewal }) => {
    const base = await baseOf(tx, customerCode, idRenewal);
    return {
      ...base,
      registers: await registersOf(tx, customerCode),
      subcategories: await subcategoriesOf(tx, customerCode),
      goods: await goodsOf(tx, customerCode, idRenewal, base.renewal.revaluedAt !== null),
    };
  },
  render: pdfOf(DOCUMENT_TYPE.renewalKept, buildRenewalKept),
};

const eliminated: DocumentRenderer<13, RenewalEliminatedInput> = {
  load: async (tx, customerCode, { idRenewal }) => ({
    ...(await baseOf(tx, customerCode, idRenewal)),
    adjustments: await adjustmentsOf(tx, customerCode, idRenewal),
  }),
  render: pdfOf(DOCUMENT_TYPE.renewalEliminated, buildRenewalEliminated),
};

const revaluation: DocumentRenderer<14, RenewalRevaluationInput> = {
  load: async (tx, customerCode, { idRenewal }) => {
    const base = await baseOf(tx, customerCode, idRenewal);
    return {
      ...base,
      registers: await registersOf(tx, customerCode),
      subcategories: await subcategoriesOf(tx, customerCode),
      goods: await goodsOf(tx, customerCode, idRenewal, base.renewal.revaluedAt !== null),
      vouchers: await vouchersOf(tx, customerCode, idRenewal),
    };
  },
  render: pdfOf(DOCUMENT_TYPE.renewalRevaluation, buildRenewalRevaluation),
};

const mapping: DocumentRenderer<15, RenewalMappingInput> = {
  load: async (tx, customerCode, { idRenewal }) => {
    const base = await baseOf(tx, customerCode, idRenewal);
    const subcategories = await subcategoriesOf(tx, customerCode);
    const done = base.renewal.revaluedAt !== null;
    return {
      ...base,
      registers: await registersOf(tx, customerCode),
      rows: await mappingOf(tx, customerCode, idRenewal, base.renewal.year, done, subcategories),
    };
  },
  render: pdfOf(DOCUMENT_TYPE.renewalMapping, buildRenewalMapping),
};

const vouchers: DocumentRenderer<16, RenewalVouchersInput> = {
  load: async (tx, customerCode, { idRenewal }) => ({
    ...(await baseOf(tx, customerCode, idRenewal)),
    vouchers: await vouchersOf(tx, customerCode, idRenewal),
  }),
  render: pdfOf(DOCUMENT_TYPE.renewalVouchers, buildRenewalVouchers),
};

/** A renewal's own documents (group 8). */
export const renewalRenderers: RendererTable = {
  [DOCUMENT_TYPE.renewalMinutes]: entry(minutes),
  [DOCUMENT_TYPE.renewalKept]: entry(kept),
  [DOCUMENT_TYPE.renewalEliminated]: entry(eliminated),
  [DOCUMENT_TYPE.renewalRevaluation]: entry(revaluation),
  [DOCUMENT_TYPE.renewalMapping]: entry(mapping),
  [DOCUMENT_TYPE.renewalVouchers]: entry(vouchers),
};
