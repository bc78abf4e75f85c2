import {
  type LabelsSetting,
  type LabelsSettingCreate,
  labelKindSchema,
  labelSymbolsSchema,
  labelsSettingCreateSchema,
} from '@inventario/shared/contracts/labels-settings';
import {
  BARCODE_SCALE_LIMITS,
  LABEL_GRID_LIMITS,
  type LabelLayout,
  type LabelSymbols,
  labelSymbolsFit,
} from '@inventario/shared/domain/labels/labels-setting';
import { z } from 'zod';

/** The layout form: numbers stay as typed text until saved ("1,5" is a valid scale). */
export interface LabelsSettingFormValues {
  description: string;
  kind: LabelLayout['kind'];
  rowsNumber: string;
  columnsNumber: string;
  barcodeScale: string;
  symbols: LabelSymbols;
}

export const labelsSettingFormFields = [
  'description',
  'kind',
  'rowsNumber',
  'columnsNumber',
  'barcodeScale',
  'symbols',
] as const;

/** A whole number typed in a box; NaN for anything else. */
export function parseWholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** A decimal typed with a comma or a dot; NaN for anything else. */
export function parseDecimalText(text: string): number {
  return /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;
}

function inRange(value: number, limits: { min: number; max: number }): boolean {
  return Number.isFinite(value) && value >= limits.min && value <= limits.max;
}

/** A typed whole number within limits: mandatory, then valid. */
function wholeNumberIn(limits: { min: number; max: number }) {
  return z.string().superRefine((text, context) => {
    if (text.trim() === '') context.addIssue({ code: 'custom', message: 'rules.mandatory' });
    else if (!inRange(parseWholeNumber(text), limits))
      context.addIssue({ code: 'custom', message: 'rules.notValid' });
  });
}

/** The barcode scale: within its limits, at most two decimals (the column is numeric(4,2)). */
const barcodeScaleText = z.string().superRefine((text, context) => {
  const scale = parseDecimalText(text);
  const twoDecimals = /^\d+([.,]\d{1,2})?$/.test(text.trim());
  if (text.trim() === '') context.addIssue({ code: 'custom', message: 'rules.mandatory' });
  else if (!twoDecimals || !inRange(scale, BARCODE_SCALE_LIMITS))
    context.addIssue({ code: 'custom', message: 'rules.notValid' });
});

export const labelsSettingFormSchema = z
  .object({
    description: labelsSettingCreateSchema.shape.description,
    kind: labelKindSchema,
    rowsNumber: wholeNumberIn(LABEL_GRID_LIMITS.rows),
    columnsNumber: wholeNumberIn(LABEL_GRID_LIMITS.columns),
    barcodeScale: barcodeScaleText,
    symbols: labelSymbolsSchema,
  })
  .superRefine((values, context) => {
    // The server refuses it too (`labelTooSmallForQr`); said here at once, on the symbols' choice.
    if (!symbolsFit(values)) {
      context.addIssue({ code: 'custom', path: ['symbols'], message: SYMBOLS_TOO_SMALL });
    }
  });

/** The message a QR code too big for the layout's labels gets, on the symbols' choice. */
export const SYMBOLS_TOO_SMALL = 'labelsSettings.form.symbolsTooSmall';

/** Whether the typed grid has room for the chosen symbols (true while the grid is not valid yet). */
export function symbolsFit(
  values: Pick<LabelsSettingFormValues, 'kind' | 'rowsNumber' | 'columnsNumber' | 'symbols'>,
) {
  const layout = previewLayout(values);
  return !layout || labelSymbolsFit({ ...layout, symbols: values.symbols });
}

/** The product's first default (three columns, eight rows) is the usual starting point of a sheet. */
export function labelsSettingFormDefaults(layout: LabelsSetting | undefined): LabelsSettingFormValues {
  return {
    description: layout?.description ?? '',
    kind: layout?.kind ?? 'sheet',
    rowsNumber: String(layout?.rowsNumber ?? 8),
    columnsNumber: String(layout?.columnsNumber ?? 3),
    barcodeScale: String(layout?.barcodeScale ?? 1).replace('.', ','),
    symbols: layout?.symbols ?? 'barcode',
  };
}

/** A zebra printer prints one label at a time: choosing it forces one row by one column. */
export function withKind(
  values: LabelsSettingFormValues,
  kind: LabelLayout['kind'],
): LabelsSettingFormValues {
  return kind === 'zebra' ? { ...values, kind, rowsNumber: '1', columnsNumber: '1' } : { ...values, kind };
}

/** The layout the preview draws, or undefined while the boxes do not hold a valid grid. */
export function previewLayout(
  values: Pick<LabelsSettingFormValues, 'kind' | 'rowsNumber' | 'columnsNumber'>,
): LabelLayout | undefined {
  const rowsNumber = parseWholeNumber(values.rowsNumber);
  const columnsNumber = parseWholeNumber(values.columnsNumber);
  if (!inRange(rowsNumber, LABEL_GRID_LIMITS.rows) || !inRange(columnsNumber, LABEL_GRID_LIMITS.columns)) {
    return undefined;
  }
  return { kind: values.kind, rowsNumber, columnsNumber };
}

export function toLabelsSettingCreate(values: LabelsSettingFormValues): LabelsSettingCreate {
  const zebra = values.kind === 'zebra';
  return {
    description: values.description.trim(),
    kind: values.kind,
    rowsNumber: zebra ? 1 : parseWholeNumber(values.rowsNumber),
    columnsNumber: zebra ? 1 : parseWholeNumber(values.columnsNumber),
    barcodeScale: Number(parseDecimalText(values.barcodeScale).toFixed(2)),
    symbols: values.symbols,
  };
}
