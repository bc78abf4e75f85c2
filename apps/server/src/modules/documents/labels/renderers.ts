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
  type RenderedFile,
  type RendererTable,
  schoolOf,
} from '../renderer-support.ts';
import type { LabelsPrint } from './label-view.ts';
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
  load: async (tx, customerCode, conditions) => ({
    setting: await labelsLayoutOf(tx, customerCode, conditions),
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

/** Labels (29) and custom labels (32), which differ only in the heading the user types. */
export const labelRenderers: RendererTable = {
  [DOCUMENT_TYPE.labels]: entry(labels),
  [DOCUMENT_TYPE.customLabels]: entry(labels),
};
