import { BARCODE_SCALE_LIMITS, LABEL_GRID_LIMITS, LABEL_SYMBOLS } from '../domain/labels/labels-setting.ts';
import { layoutMatchesKind } from '../domain/labels/layout-kind.ts';
import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

export const labelsSettingPaths = {
  search: '/labelsSetting/search/:page/:size',
  list: '/labelsSetting/list',
  save: '/labelsSetting',
  item: '/labelsSetting/:id',
} as const;

export const labelKindSchema = z.enum(['sheet', 'zebra']);
/** `barcode`: Code 128 of the inventory number; `qr`: a QR code of the asset's link; `both`: the QR beside the barcode. */
export const labelSymbolsSchema = z.enum(LABEL_SYMBOLS);

/** A label layout; the product's defaults (ids 1–4) belong to no school and are read-only. */
export const labelsSettingSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  kind: labelKindSchema,
  rowsNumber: z.number().int(),
  columnsNumber: z.number().int(),
  barcodeScale: z.number(),
  symbols: labelSymbolsSchema,
  isDefault: z.boolean(),
  /** The ministerial code of the school that owns the layout; null for the defaults. */
  codMin: z.string().nullable(),
  /**
   * The sample sheet rendered when the layout was last saved (a generated document: its id and its
   * `processingStatus`, 1 queued, 2 processing, 3 done, 4 failed); null for a layout never saved here.
   * Only the search answers it.
   */
  sample: z.object({ id: z.number().int(), processingStatus: z.number().int() }).nullable().optional(),
});
export type LabelsSetting = z.infer<typeof labelsSettingSchema>;

const layoutFields = {
  description: z.string().trim().min(1, 'rules.mandatory').max(200, 'rules.tooLongText'),
  kind: labelKindSchema,
  rowsNumber: z.number().int().min(LABEL_GRID_LIMITS.rows.min).max(LABEL_GRID_LIMITS.rows.max),
  columnsNumber: z.number().int().min(LABEL_GRID_LIMITS.columns.min).max(LABEL_GRID_LIMITS.columns.max),
  // Stored as numeric(4,2): at most two decimals.
  barcodeScale: z.number().min(BARCODE_SCALE_LIMITS.min).max(BARCODE_SCALE_LIMITS.max).multipleOf(0.01),
  /** Optional in a request (older clients): a layout saved without it prints the barcode. */
  symbols: labelSymbolsSchema.default('barcode'),
};

const zebraIsOneLabel = {
  message: 'A zebra layout prints one label at a time: 1 row by 1 column',
  path: ['kind'],
};

export const labelsSettingCreateSchema = z.object(layoutFields).refine(layoutMatchesKind, zebraIsOneLabel);
export type LabelsSettingCreate = z.infer<typeof labelsSettingCreateSchema>;

export const labelsSettingUpdateSchema = z
  .object({ id: z.number().int().positive(), ...layoutFields })
  .refine(layoutMatchesKind, zebraIsOneLabel);
export type LabelsSettingUpdate = z.infer<typeof labelsSettingUpdateSchema>;

export const labelsSettingListSchema = z.array(labelsSettingSchema);
export const labelsSettingSortKeys = [
  'id',
  'description',
  'rowsNumber',
  'columnsNumber',
  'barcodeScale',
] as const;

export const labelsSettingSearchSchema = sortSchema.extend({ description: z.string().max(200).optional() });
export type LabelsSettingSearch = z.infer<typeof labelsSettingSearchSchema>;

export const labelsSettingPageSchema = z.object({
  labelsSettings: labelsSettingListSchema,
  total: z.number().int(),
  /** How many of the school's layouts have their sample sheet queued or rendering (the client polls while > 0). */
  processing: z.number().int(),
});
export type LabelsSettingPage = z.infer<typeof labelsSettingPageSchema>;
