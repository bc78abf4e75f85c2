import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

export const subConsigneePaths = {
  list: '/subconsignee/list',
  listWithAssignedLocation: '/subconsignee/list/withAssignedLocation',
  search: '/subconsignee/search/:page/:size',
  save: '/subconsignee',
  delete: '/subconsignee/:id',
} as const;

export const subConsigneeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  fiscalCode: z.string().nullable(),
  notes: z.string().nullable(),
  /** How many locations are entrusted to this sub-consignee. */
  locationCount: z.number().int(),
});
export type SubConsignee = z.infer<typeof subConsigneeSchema>;

export const subConsigneeSaveSchema = z.object({
  id: z.number().int().positive().optional(),
  description: z.string().trim().min(1, 'rules.mandatory').max(200, 'rules.tooLongText'),
  fiscalCode: z.string().trim().max(16).nullish(),
  notes: z.string().trim().max(1000, 'rules.tooLongText').nullish(),
});
export type SubConsigneeSave = z.infer<typeof subConsigneeSaveSchema>;

export const subConsigneeSearchSchema = sortSchema.extend({ description: z.string().max(200).optional() });
export const subConsigneeSortKeys = ['description'] as const;

export const subConsigneePageSchema = z.object({
  subConsignees: z.array(subConsigneeSchema),
  total: z.number().int(),
});
