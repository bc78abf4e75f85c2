import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { schoolData } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { findLayout } from '../../labels-settings/index.ts';
import {
  type ConditionsOf,
  type DocumentRenderer,
  entry,
  fileNameOf,
  PDF,
  type RenderContext,
  type RenderedFile,
  type RendererTable,
  schoolOf,
} from '../renderer-support.ts';
import type { LabelsLayoutSetting, LabelsPrint } from './label-view.ts';
import { labelAssets } from './labels.repo.ts';
import { renderLabels } from './render-labels.ts';

type LabelsConditions = ConditionsOf<29>;

async function labelsLayoutOf(tx: Tx, customerCode: string, conditions: LabelsConditions) {
  const layout = await findLayout(tx, customerCode, conditions.idLabelsSetting);
  if (!layout) throw new AppError('notFound', 'No such labels setting');
  const setting = {
    kind: layout.kind as 'sheet' | 'zebra',
    rowsNumber: layout.rowsNumber,
    columnsNumber: layout.columnsNumber,
    barcodeScale: Number(layout.barcodeScale),
    symbols: layout.symbols as LabelsLayoutSetting['symbols'],
  };
  if (setting.kind === 'sheet' && conditions.labelsStartRow > setting.rowsNumber) {
    throw new AppError('validationFailed', 'Start row outside the sheet', {
      issues: [{ field: 'labelsStartRow', message: 'rules.notValid' }],
    });
  }
  if (setting.kind === 'sheet' && conditions.labelsStartColumn > setting.columnsNumber) {
    throw new AppError('validationFailed', 'Start column outside the sheet', {
      issues: [{ field: 'labelsStartColumn', message: 'rules.notValid' }],
    });
  }
  const heading = conditions.labelsHeading.trim();
  if (heading.length > labelHeadingMaxLength(setting)) throw new AppError('labelHeadingTooLong');
  return setting;
}

/** Where QR codes link to; a worker told no address (tests) links to the local default. */
const appUrlOf = (context: RenderContext | undefined) =>
  context?.appUrl ?? 'http://localhost:8080/inventario/';

async function labelHeadingOf(tx: Tx, customerCode: string, typed: string): Promise<string> {
  if (typed.trim()) return typed.trim();
  const [row] = await tx
    .select({ heading: schoolData.labelHeading })
    .from(schoolData)
    .where(eq(schoolData.customerCode, customerCode));
  return row?.heading ?? '';
}

const labels: DocumentRenderer<29, LabelsPrint> = {
  check: async (tx, customerCode, conditions) => {
    await labelsLayoutOf(tx, customerCode, conditions);
    if ((await labelAssets(tx, customerCode, conditions.basis)).length === 0)
      throw new AppError('nothingSelected');
  },
  load: async (tx, customerCode, conditions, context) => ({
    setting: await labelsLayoutOf(tx, customerCode, conditions),
    appUrl: appUrlOf(context),
    codMin: (await schoolOf(tx, customerCode)).ministerialCode,
    heading: await labelHeadingOf(tx, customerCode, conditions.labelsHeading),
    start: { row: conditions.labelsStartRow, column: conditions.labelsStartColumn },
    includeOriginalInventoryNumber: conditions.includeOriginalInventoryNumber,
    assets: await labelAssets(tx, customerCode, conditions.basis, conditions),
  }),
  render: async (print) => {
    const today = new Date().toISOString().slice(0, 10);
    const rendered = await renderLabels(print);
    const files: RenderedFile[] = [
      { fileName: fileNameOf('Etichette', today, 'pdf'), contentType: PDF, bytes: rendered.pdf },
    ];
    if (rendered.zpl !== null) {
      files.push({
        fileName: fileNameOf('Etichette Zebra', today, 'zpl'),
        contentType: 'text/plain; charset=utf-8',
        bytes: Buffer.from(rendered.zpl, 'utf8'),
      });
    }
    return files;
  },
};

/** A zebra roll's sample: a few labels are enough to see the layout. */
const ZEBRA_SAMPLE = 3;

/**
 * The sample sheet of a layout, rendered when it is saved: a whole first sheet (or a few zebra
 * labels) of sample numbers with the school's code and label heading, as its labels will print.
 */
const labelsSample: DocumentRenderer<2, LabelsPrint & { layout: string }> = {
  load: async (tx, customerCode, { idLabelsSetting }, context) => {
    const layout = await findLayout(tx, customerCode, idLabelsSetting);
    if (!layout) throw new AppError('notFound', 'No such labels setting');
    const setting = {
      kind: layout.kind as 'sheet' | 'zebra',
      rowsNumber: layout.rowsNumber,
      columnsNumber: layout.columnsNumber,
      barcodeScale: Number(layout.barcodeScale),
      symbols: layout.symbols as LabelsLayoutSetting['symbols'],
    };
    const count = setting.kind === 'zebra' ? ZEBRA_SAMPLE : setting.rowsNumber * setting.columnsNumber;
    return {
      layout: layout.description,
      setting,
      codMin: (await schoolOf(tx, customerCode)).ministerialCode,
      heading: await labelHeadingOf(tx, customerCode, ''),
      includeOriginalInventoryNumber: false,
      appUrl: appUrlOf(context),
      // Sample numbers link to the assets of the same ids: the sheet shows how the QR codes print.
      assets: Array.from({ length: count }, (_, index) => ({
        assetId: index + 1,
        inventoryNumber: index + 1,
      })),
    };
  },
  render: async (print) => {
    const today = new Date().toISOString().slice(0, 10);
    const rendered = await renderLabels(print);
    return [
      {
        fileName: fileNameOf(`Foglio di prova ${print.layout}`, today, 'pdf'),
        contentType: PDF,
        bytes: rendered.pdf,
      },
    ];
  },
};

/** Labels (29) and custom labels (32), which differ only in the heading the user types; a layout's sample (2). */
export const labelRenderers: RendererTable = {
  [DOCUMENT_TYPE.labelsSample]: entry(labelsSample),
  [DOCUMENT_TYPE.labels]: entry(labels),
  [DOCUMENT_TYPE.customLabels]: entry(labels),
};
