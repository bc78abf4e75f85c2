import { DOCUMENT_TYPE, type PublishRequest } from '@inventario/shared/contracts/documents';
import { labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { registers, schoolData, schools } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findLayout } from '../labels-settings/labels-settings.repo.ts';
import type { LabelsPrint } from './labels/label-view.ts';
import { labelAssets } from './labels/labels.repo.ts';
import { renderLabels } from './labels/render-labels.ts';
import { registerAssetsAt } from './registers/inventory-register.repo.ts';
import type { InventoryRegisterInput } from './registers/inventory-register.ts';
import { renderInventoryRegister } from './registers/render-inventory-register.ts';

/** One file a document is made of. */
export interface RenderedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

type ConditionsOf<T extends PublishRequest['documentType']> = Extract<
  PublishRequest,
  { documentType: T }
>['conditions'];

/**
 * How one document type becomes files: `load` reads what it shows inside the school's transaction,
 * `render` lays it out afterwards, so a long render never holds a transaction (nor the embedded
 * engine's one connection).
 */
export interface DocumentRenderer<T extends PublishRequest['documentType'], D> {
  /** Checks the conditions against the school's data when the request is published. */
  check?(tx: Tx, customerCode: string, conditions: ConditionsOf<T>): Promise<void>;
  load(tx: Tx, customerCode: string, conditions: ConditionsOf<T>): Promise<D>;
  render(data: D): Promise<RenderedFile[]>;
}

const PDF = 'application/pdf';

async function schoolOf(tx: Tx, customerCode: string) {
  const [school] = await tx.select().from(schools).where(eq(schools.customerCode, customerCode));
  if (!school) throw new AppError('schoolNotFound');
  return { name: school.name, ministerialCode: school.codMin };
}

async function registerOf(tx: Tx, customerCode: string, id: number) {
  const [register] = await tx
    .select({ description: registers.description })
    .from(registers)
    .where(and(eq(registers.customerCode, customerCode), eq(registers.id, id)));
  if (!register) throw new AppError('notFound', 'No such register');
  return register;
}

/** A file name a school recognises, safe on every system. */
export function fileNameOf(title: string, date: string, extension: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${date}.${extension}`;
}

const inventoryRegister: DocumentRenderer<7, InventoryRegisterInput> = {
  check: async (tx, customerCode, conditions) => {
    await registerOf(tx, customerCode, conditions.idRegister);
  },
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    register: await registerOf(tx, customerCode, conditions.idRegister),
    atDate: conditions.atDate,
    assets: await registerAssetsAt(tx, customerCode, conditions.idRegister, conditions.atDate),
  }),
  render: async (input) => [
    {
      fileName: fileNameOf(`Registro di inventario ${input.register.description}`, input.atDate, 'pdf'),
      contentType: PDF,
      bytes: await renderInventoryRegister(input),
    },
  ],
};

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
    assets: await labelAssets(tx, customerCode, conditions.basis),
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

/** The document types this installation renders; the others are refused when published. */
const RENDERERS: Partial<Record<number, DocumentRenderer<never, unknown>>> = {
  [DOCUMENT_TYPE.inventoryRegister]: inventoryRegister as unknown as DocumentRenderer<never, unknown>,
  [DOCUMENT_TYPE.labels]: labels as unknown as DocumentRenderer<never, unknown>,
  // Custom labels differ in what the user types (the heading), which the labels print already takes.
  [DOCUMENT_TYPE.customLabels]: labels as unknown as DocumentRenderer<never, unknown>,
};

export function rendererOf(documentType: number): DocumentRenderer<never, unknown> | undefined {
  return RENDERERS[documentType];
}
