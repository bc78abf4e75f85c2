import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

export const cataloguePaths = {
  registerList: '/register/list',
  registerFromSubcategory: '/register/fromSubcategory/:id',
  aggregationList: '/aggregation/list',
  aggregationSave: '/aggregation',
  aggregationDelete: '/aggregation/:id',
  categoryList: '/category/list',
  categorySave: '/category',
  categoryDelete: '/category/:id',
  subcategoryList: '/subcategory/:registerId/list',
  subcategorySearch: '/subcategory/search/:page/:size',
  subcategoryInventory: '/subcategory/inventory',
  subcategoryDefaultList: '/subcategory/default/list',
  subcategoryDefaultRates: '/subcategory/:id/rate/default/list',
  subcategorySave: '/subcategory',
  subcategoryDelete: '/subcategory/:id',
} as const;

export const registerKinds = [
  'movable',
  'historic',
  'books',
  'securities',
  'vehicles',
  'realEstate',
  'thirdParty',
] as const;
export type RegisterKind = (typeof registerKinds)[number];

export const registerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(registerKinds),
  description: z.string(),
  hasDurableRegister: z.boolean(),
});
export type Register = z.infer<typeof registerSchema>;

const code = z.string().trim().min(1, 'rules.mandatory').max(20, 'rules.tooLongText');
const description = z.string().trim().min(1, 'rules.mandatory').max(200, 'rules.tooLongText');

export const aggregationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
});
export type Aggregation = z.infer<typeof aggregationSchema>;
export const aggregationSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  code,
  description,
});

export const categorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  register: registerSchema.pick({ id: true, description: true, kind: true }),
});
export type Category = z.infer<typeof categorySchema>;
export const categorySaveSchema = z.object({
  id: z.number().int().positive().optional(),
  registerId: z.number().int().positive(),
  code,
  description,
});
export const categoryListQuerySchema = z.object({
  registerId: z.coerce.number().int().positive().optional(),
});

/** A depreciation rate and the first financial year it applies to. */
export const rateSchema = z.object({ percent: z.number(), validFromYear: z.number().int() });

export const subcategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  category: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  register: registerSchema.pick({ id: true, description: true, kind: true }),
  /** The rate in force this year (or the first one to come), null when none was ever set. */
  rate: rateSchema.nullable(),
  aggregation: aggregationSchema.nullable(),
  defaultCode: z.string().nullable(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const subcategorySaveSchema = z.object({
  id: z.number().int().positive().optional(),
  categoryId: z.number().int().positive(),
  code,
  description,
  aggregationId: z.number().int().positive().nullable(),
  rate: z.object({
    percent: z.number().min(0, 'rules.between0and100').max(100, 'rules.between0and100'),
    validFromYear: z.number().int().min(1900).max(2200).optional(),
  }),
});
export type SubcategorySave = z.infer<typeof subcategorySaveSchema>;

export const subcategorySearchSchema = sortSchema.extend({
  text: z.string().max(200).optional(),
  registerId: z.number().int().positive().optional(),
  categoryId: z.number().int().positive().optional(),
  withoutAggregation: z.boolean().optional(),
});
export const subcategorySortKeys = [
  'registerDescription',
  'categoryCode',
  'code',
  'description',
  'aggregationCode',
] as const;
export const subcategoryPageSchema = z.object({
  subcategories: z.array(subcategorySchema),
  total: z.number().int(),
});

export const defaultSubcategorySchema = z.object({
  code: z.string(),
  registerKind: z.enum(registerKinds),
  categoryCode: z.string(),
  categoryDescription: z.string(),
  subcategoryCode: z.string(),
  description: z.string(),
  aggregationCode: z.string(),
  aggregationDescription: z.string(),
  rate: rateSchema.nullable(),
});
export const defaultRateSchema = rateSchema.extend({ source: z.string() });
