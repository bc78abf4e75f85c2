import { z } from '../zod.ts';

export const schoolDataPaths = {
  data: '/school/data',
  sync: '/school/data/sync',
} as const;

export const firstYearDepreciationRules = ['none', 'half', 'full'] as const;

/** The last number used in each durable register (0: the next one is 1). */
export const durableProgressivesSchema = z.object({
  movable: z.number().int().min(0),
  books: z.number().int().min(0),
  historic: z.number().int().min(0),
  vehicles: z.number().int().min(0),
});

const name = z.string().trim().max(200, 'rules.tooLongText').nullable();

export const schoolDataSchema = z.object({
  codMin: z.string(),
  name: z.string(),
  heading: z.string(),
  labelHeading: z.string(),
  /** DS and DSGA as stored in the school data (used by prints). */
  manager: z.string().nullable(),
  consignee: z.string().nullable(),
  /** DS and DSGA as kept in the customer area, the reference the sync copies from. */
  ds: z.string().nullable(),
  dsga: z.string().nullable(),
  lastRenewalDate: z.string().nullable(),
  firstYearDepreciation: z.enum(firstYearDepreciationRules),
  lastDurableProgressive: durableProgressivesSchema,
});
export type SchoolData = z.infer<typeof schoolDataSchema>;

export const schoolDataSaveSchema = z.object({
  heading: z.string().trim().min(1, 'rules.mandatory').max(300, 'rules.tooLongText'),
  /** At most the longest heading any label layout can print (two columns: 100). */
  labelHeading: z.string().trim().max(100, 'rules.tooLongText'),
  manager: name,
  consignee: name,
  lastRenewalDate: z.iso.date().nullable(),
  firstYearDepreciation: z.enum(firstYearDepreciationRules),
  lastDurableProgressive: durableProgressivesSchema,
});
export type SchoolDataSave = z.infer<typeof schoolDataSaveSchema>;
